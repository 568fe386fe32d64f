import { design } from './base.ts';

/** 校招·侧栏: a coloured sidebar with a 3:4 photo, tinted title bars. */
export default design({
  id: 'campus-sidebar',
  name: '校招·侧栏',
  for: '应届生的侧栏简历：证件照和联系方式在侧栏，教育经历在前',
  tags: ['校招', '一页', '创意'],
  color: '#3949ab',
  educationFirst: true,
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 176, fill: 'accent' },
  header: { kind: 'sidebar', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'bar', size: 13, rowH: 28, gapAfter: 2, dx: 17, dy: 0, textH: 22 },
  photo: { kind: 'id' },
  space: { section: 8, entry: 8, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

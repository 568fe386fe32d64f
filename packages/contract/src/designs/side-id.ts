import { design } from './base.ts';

/** 浅栏·证件照: a light sidebar with a 3:4 photo and contacts, diamond titles, skill dots. */
export default design({
  id: 'side-id',
  name: '浅栏·证件照',
  for: '证件照放在侧栏顶部，联系方式一目了然的求职简历',
  tags: ['社招', '简约'],
  color: '#0b6e99',
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 176, fill: 'tint' },
  header: { kind: 'sidebar', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'icon', size: 13, rowH: 28, gapAfter: 2, dx: 16, dy: 0, textH: 22 },
  skills: { kind: 'dots' },
  photo: { kind: 'id' },
  space: { section: 8, entry: 9, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

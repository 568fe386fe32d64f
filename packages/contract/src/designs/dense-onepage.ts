import { design } from './base.ts';

/** 一页纸·极简双栏: two columns under a centred header, filled title bars, no photo. */
export default design({
  id: 'dense-onepage',
  name: '一页纸·极简双栏',
  for: '内容很多也要压进一页：双栏紧排、不放照片',
  tags: ['一页', '简约'],
  color: '#37474f',
  page: { x: 36, top: 40, bottom: 46, headerTop: 30 },
  grid: { kind: 'columns', gap: 24 },
  header: { kind: 'centered', name: { max: 22, min: 14 }, gapAfter: 12 },
  heading: { kind: 'filled', size: 11, rowH: 26, gapAfter: 5, dx: 17, dy: 3, textH: 20 },
  entry: { kind: 'inline' },
  space: { section: 12, entry: 7, lineH: 13.3 },
  loosest: { space: 1, line: 1 },
});

import { design } from './base.ts';

/** 紧凑双栏: two equal columns, a one-line header, tinted title bars; the most text on a page. */
export default design({
  id: 'compact',
  name: '紧凑双栏',
  for: '内容多又想压在一页纸上的简历',
  tags: ['一页', '简约'],
  color: '#2f5496',
  page: { x: 36, top: 40, bottom: 46, headerTop: 32 },
  grid: { kind: 'columns', gap: 24 },
  header: { kind: 'inline', name: { max: 22, min: 14 }, gapAfter: 14 },
  heading: { kind: 'bar', size: 11, rowH: 26, gapAfter: 5, dx: 17, dy: 3, textH: 20 },
  entry: { kind: 'inline' },
  photo: { kind: 'id' },
  space: { section: 12, entry: 7, lineH: 13.3 },
  loosest: { space: 1, line: 1 },
});

import { design } from './base.ts';

/** 编号·专业: the one-line header, numbered titles, one-row entries, skill bars, a 3:4 photo. */
export default design({
  id: 'numbered-pro',
  name: '编号·专业',
  for: '栏目带编号、经历一行一段的专业简历，工程、咨询、项目管理',
  tags: ['社招', '简约'],
  color: '#1f7a5c',
  header: { kind: 'inline', name: { max: 24, min: 15 }, gapAfter: 16 },
  // A second colour: numbers in the complement of whichever colour is chosen.
  second: { turn: 180 },
  heading: { kind: 'numbered', size: 12.5, rowH: 28, gapAfter: 5, dx: 0, dy: 2, textH: 24 },
  entry: { kind: 'row' },
  skills: { kind: 'bars' },
  photo: { kind: 'id' },
});

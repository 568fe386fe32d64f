import { design } from './base.ts';

/** 日期左列: dates in a left column, the one-line header, rule titles, a square photo. */
export default design({
  id: 'gutter-dates',
  name: '日期左列',
  for: '时间在左、内容在右的经典排法，经历按时间一眼读完',
  tags: ['社招', '简约'],
  color: '#455a64',
  grid: { kind: 'gutter', width: 84 },
  header: { kind: 'inline', name: { max: 24, min: 15 }, gapAfter: 16 },
  heading: { kind: 'rule', size: 12.5, rowH: 28, gapAfter: 5, dy: 2, textH: 24 },
  entry: { kind: 'left' },
  photo: { kind: 'square' },
});

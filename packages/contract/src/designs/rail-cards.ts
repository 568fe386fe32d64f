import { design } from './base.ts';

/** 竖条·卡片: a rail, numbered titles, each entry on a tinted card, skill dots, no photo. */
export default design({
  id: 'rail-cards',
  name: '竖条·卡片',
  for: '每段经历一张卡片，层次分明，适合项目经历多的人',
  tags: ['社招', '创意'],
  color: '#c2185b',
  grid: { kind: 'rail', width: 10 },
  header: { kind: 'inline', name: { max: 24, min: 15 }, gapAfter: 16 },
  heading: { kind: 'numbered', size: 12.5, rowH: 28, gapAfter: 6, dx: 0, dy: 2, textH: 24 },
  entry: { kind: 'card' },
  skills: { kind: 'dots' },
  space: { section: 14, entry: 8, lineH: 15.5 },
});

import { design, STACK } from './base.ts';

/** 时间轴: dates in a gutter at the left of a vertical line, a dot per entry, ring titles on the line. */
export default design({
  id: 'timeline',
  name: '时间轴',
  for: '经历丰富、想让时间线一目了然的社招简历',
  tags: ['社招', '创意'],
  color: '#2f5496',
  grid: { kind: 'gutter', width: 96 },
  header: {
    ...STACK,
    name: { max: 25, min: 15, color: 'accentText', rowH: 38 },
    wish: { size: 11, bold: true, color: 'text', rowH: 20 },
    contacts: { sep: '   ·   ', color: 'textSoft', rowH: 16, gapBefore: 4 },
    rule: { kind: 'stub', stub: 60 },
    gapAfter: 20,
    padBottom: 10,
  },
  heading: { kind: 'dot', size: 13, rowH: 30, gapAfter: 4, dx: 0, dy: 2, textH: 24 },
  entry: { kind: 'timeline' },
  photo: { kind: 'rounded' },
  space: { section: 14, entry: 9, lineH: 15.5 },
});

import { design, STACK } from './base.ts';

/** 胶囊·活泼: the stacked header with a rounded photo at its left, pill titles, stacked entries, skill dots. */
export default design({
  id: 'pill-fresh',
  name: '胶囊·活泼',
  for: '圆角照片和胶囊标题，活泼友好，适合实习和初级岗位',
  tags: ['校招', '创意'],
  color: '#d9822b',
  educationFirst: true,
  header: { ...STACK, rule: { kind: 'stub', stub: 48 } },
  heading: { kind: 'pill', size: 11.5, rowH: 30, gapAfter: 6, dx: 13, dy: 4, textH: 22 },
  entry: { kind: 'stacked' },
  skills: { kind: 'dots' },
  photo: { kind: 'rounded' },
});

import { design, STACK } from './base.ts';

/** 方框·正式: the stacked header, boxed titles, stacked entries, a skills grid, a square photo. */
export default design({
  id: 'boxed-formal',
  name: '方框·正式',
  for: '方框标题的正式简历，银行、国企、律所等传统行业',
  tags: ['社招', '简约'],
  color: '#3949ab',
  header: STACK,
  heading: { kind: 'boxed', size: 12, rowH: 28, gapAfter: 6, dx: 10, dy: 2, textH: 24 },
  entry: { kind: 'stacked' },
  skills: { kind: 'grid' },
  photo: { kind: 'square' },
});

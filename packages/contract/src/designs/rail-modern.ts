import { design } from './base.ts';

/** 竖条·现代: an accent rail at the page edge, diamond titles, skill bars, a square photo. */
export default design({
  id: 'rail-modern',
  name: '竖条·现代',
  for: '左侧一道色条的现代风简历，互联网、产品、运营',
  tags: ['社招', '创意'],
  color: '#7b4bb7',
  grid: { kind: 'rail', width: 14 },
  // A second colour: diamonds in a contrasting hue of whichever colour is chosen.
  second: { turn: 150 },
  heading: { kind: 'icon', size: 12.5, rowH: 28, gapAfter: 5, dx: 16, dy: 2, textH: 24 },
  skills: { kind: 'bars' },
  photo: { kind: 'square' },
});

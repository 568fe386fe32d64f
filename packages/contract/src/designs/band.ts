import { design } from './base.ts';

/** 顶部色带: the name and contacts in a colour band, titles in pills, a round photo in the band. */
export default design({
  id: 'band',
  name: '顶部色带',
  for: '想一眼被记住的设计、运营、市场类简历',
  tags: ['社招', '创意'],
  color: '#2f5496',
  page: { x: 46, top: 40, bottom: 50, headerTop: 30 },
  header: { kind: 'band', name: { max: 27, min: 16 }, gapAfter: 22 },
  heading: { kind: 'pill', size: 11.5, rowH: 30, gapAfter: 6, dx: 13, dy: 4, textH: 22 },
  photo: { kind: 'round' },
});

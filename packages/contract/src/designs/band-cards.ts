import { design } from './base.ts';

/** 色带·卡片: a colour band header, diamond titles, entries on cards, skill tags, a square photo. */
export default design({
  id: 'band-cards',
  name: '色带·卡片',
  for: '醒目的色带抬头配卡片式经历，设计、新媒体、市场岗位',
  tags: ['社招', '创意'],
  color: '#c2185b',
  page: { x: 46, top: 40, bottom: 50, headerTop: 30 },
  header: { kind: 'band', name: { max: 27, min: 16 }, gapAfter: 20 },
  heading: { kind: 'icon', size: 12.5, rowH: 28, gapAfter: 6, dx: 16, dy: 2, textH: 24 },
  entry: { kind: 'card' },
  skills: { kind: 'tags' },
  photo: { kind: 'square' },
});

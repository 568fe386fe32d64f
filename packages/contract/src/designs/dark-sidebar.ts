import { design } from './base.ts';

/** 深色侧栏: a dark left sidebar with a round photo, boxed titles, skill dots. */
export default design({
  id: 'dark-sidebar',
  name: '深色侧栏',
  for: '深色侧栏配圆形照片，设计、技术岗位更有质感',
  tags: ['社招', '创意'],
  color: '#d9822b',
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 182, fill: 'dark' },
  header: { kind: 'sidebar', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'boxed', size: 13, rowH: 28, gapAfter: 2, dx: 10, dy: 0, textH: 22 },
  skills: { kind: 'dots' },
  photo: { kind: 'round' },
  space: { section: 8, entry: 9, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

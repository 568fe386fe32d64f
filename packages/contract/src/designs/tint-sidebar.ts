import { design } from './base.ts';

/** 浅色侧栏: a light left sidebar with a square photo, numbered titles, skill bars. */
export default design({
  id: 'tint-sidebar',
  name: '浅色侧栏',
  for: '清爽的浅色侧栏，方形照片，适合行政、人事、教育',
  tags: ['社招', '简约'],
  color: '#5d4037',
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 182, fill: 'tint' },
  header: { kind: 'sidebar', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'numbered', size: 13, rowH: 28, gapAfter: 2, dx: 0, dy: 0, textH: 22 },
  skills: { kind: 'bars' },
  photo: { kind: 'square' },
  space: { section: 8, entry: 9, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

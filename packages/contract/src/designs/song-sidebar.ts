import { design } from './base.ts';

/** 宋体·侧栏: a serif resume with a coloured sidebar, short underlined titles, skill dots, a square photo. */
export default design({
  id: 'song-sidebar',
  name: '宋体·侧栏',
  for: '宋体标题配彩色侧栏，稳重又不失设计感',
  tags: ['社招', '创意'],
  color: '#5d4037',
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 182, fill: 'accent' },
  header: { kind: 'sidebar', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'underline', size: 13, rowH: 28, gapAfter: 2, dy: 0, textH: 22 },
  skills: { kind: 'dots' },
  photo: { kind: 'square' },
  type: { body: 'sans', heading: 'serif' },
  space: { section: 8, entry: 9, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

import { design, STACK } from './base.ts';

/** 侧栏·简洁: a sidebar (skills with bars, honors), the stacked header in the main column, no photo. */
export default design({
  id: 'side-plain',
  name: '侧栏·简洁',
  for: '抬头在正文上方、技能和证书收在侧栏的简洁双栏简历',
  tags: ['社招', '创意'],
  color: '#1f7a5c',
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 182, fill: 'accent' },
  header: { ...STACK, gapAfter: 14 },
  heading: { kind: 'underline', size: 13, rowH: 28, gapAfter: 2, dy: 0, textH: 22 },
  skills: { kind: 'bars' },
  space: { section: 8, entry: 9, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

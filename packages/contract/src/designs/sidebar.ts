import { design } from './base.ts';

/** 左侧栏: a coloured sidebar with the photo, contacts, skills and honors; experience in the main column. */
export default design({
  id: 'sidebar',
  name: '左侧栏',
  for: '技能和证书多、想把个人信息放在侧栏的简历',
  tags: ['社招', '创意'],
  color: '#2f5496',
  page: { x: 36, top: 40, bottom: 46, headerTop: 40 },
  grid: { kind: 'sidebar', side: 'left', width: 182, fill: 'accent' },
  header: { kind: 'sidebar', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'marker', size: 13, rowH: 28, gapAfter: 2, dx: 10, dy: 0, textH: 22 },
  photo: { kind: 'round' },
  space: { section: 8, entry: 9, lineH: 14.2 },
  loosest: { space: 1.5, line: 1 },
});

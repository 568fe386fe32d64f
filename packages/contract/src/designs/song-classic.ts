import { design } from './base.ts';

/** 宋体·典雅: Noto Serif SC throughout, centred header between rules, titles centred between rules. */
export default design({
  id: 'song-classic',
  name: '宋体·典雅',
  for: '宋体排版的传统简历：教师、法务、财务、公务员等稳重岗位',
  tags: ['社招', '简约'],
  color: '#b23a48',
  header: { kind: 'centered', name: { max: 26, min: 16 }, gapAfter: 16 },
  heading: { kind: 'centered', size: 12.5, rowH: 28, gapAfter: 6, dy: 2, textH: 24 },
  type: { body: 'serif', heading: 'serif' },
});

import { design, STACK } from './base.ts';

/** 经典单栏: one column, marker titles, the stacked header with a 3:4 photo at its right. */
export default design({
  id: 'classic',
  name: '经典单栏',
  for: '任何岗位都稳妥的一栏式简历，照片在右上角',
  tags: ['社招', '简约'],
  color: '#2f5496',
  page: { x: 50, top: 46, bottom: 52, headerTop: 42 },
  header: STACK,
  photo: { kind: 'id' },
  strip: 5,
});

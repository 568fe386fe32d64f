import { design } from './base.ts';

/** 宋体·个人简历: a 个人简历 banner in serif, boxed titles, a skills grid and a 3:4 photo. */
export default design({
  id: 'song-banner',
  name: '宋体·个人简历',
  for: '带“个人简历”标题的宋体简历，校招社招都适用',
  tags: ['校招', '简约'],
  color: '#3949ab',
  header: { kind: 'banner', title: '个 人 简 历', name: { max: 22, min: 15 }, gapAfter: 16 },
  heading: { kind: 'boxed', size: 12, rowH: 28, gapAfter: 6, dx: 10, dy: 2, textH: 24 },
  skills: { kind: 'grid' },
  photo: { kind: 'id' },
  type: { body: 'serif', heading: 'serif' },
});

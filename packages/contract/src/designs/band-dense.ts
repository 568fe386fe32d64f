import { design } from './base.ts';

/** 个人简历·一页纸: a 个人简历 banner, an edge rail, filled title bars, 时间 · 单位 · 职位 rows, a skills grid, a round photo. */
export default design({
  id: 'band-dense',
  name: '个人简历·一页纸',
  for: '“个人简历”标题、紧凑排版，一页纸里放下丰富经历',
  tags: ['社招', '一页', '创意'],
  color: '#7b4bb7',
  page: { x: 40, top: 40, bottom: 46, headerTop: 28 },
  grid: { kind: 'rail', width: 8 },
  header: { kind: 'banner', title: '个人简历', name: { max: 22, min: 15 }, gapAfter: 12 },
  heading: { kind: 'filled', size: 11.5, rowH: 26, gapAfter: 5, dx: 10, dy: 2, textH: 22 },
  entry: { kind: 'row' },
  skills: { kind: 'grid' },
  photo: { kind: 'round' },
  space: { section: 12, entry: 7, lineH: 15 },
});

import { design } from './base.ts';

/** 校招·基本信息表: the 基本信息 key–value table with a 3:4 ID photo, filled title bars, one-row entries, a skills grid. */
export default design({
  id: 'campus-table',
  name: '校招·基本信息表',
  for: '国企、事业单位和校园招聘常见的表格式简历，配证件照',
  tags: ['校招', '一页', '简约'],
  color: '#2f5496',
  educationFirst: true,
  header: { kind: 'keyvalue', title: '基本信息', gapAfter: 12 },
  heading: { kind: 'filled', size: 11.5, rowH: 26, gapAfter: 5, dx: 10, dy: 2, textH: 22 },
  entry: { kind: 'row' },
  skills: { kind: 'grid' },
  photo: { kind: 'id' },
  space: { section: 12, entry: 7, lineH: 15 },
});

import { design } from './base.ts';

/** 宋体·表格: the 基本信息 table in serif, rule titles, stacked entries. */
export default design({
  id: 'song-table',
  name: '宋体·表格式',
  for: '信息齐全的表格式宋体简历，体制内和教育行业常用',
  tags: ['社招', '简约'],
  color: '#5d4037',
  header: { kind: 'keyvalue', title: '基本信息', gapAfter: 14 },
  heading: { kind: 'rule', size: 12.5, rowH: 28, gapAfter: 5, dy: 2, textH: 24 },
  entry: { kind: 'stacked' },
  photo: { kind: 'id' },
  type: { body: 'serif', heading: 'serif' },
  space: { section: 12, entry: 7, lineH: 15 },
});

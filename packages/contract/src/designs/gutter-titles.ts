import { design } from './base.ts';

/** 左标题栏: section titles in a gutter at the left, the centred header, skill dots, no photo. */
export default design({
  id: 'gutter-titles',
  name: '左标题栏',
  for: '栏目名排在左侧一列，正文对齐整洁，咨询、金融等正式岗位',
  tags: ['社招', '简约'],
  color: '#3949ab',
  grid: { kind: 'gutter', width: 70 },
  header: { kind: 'centered', name: { max: 26, min: 16 }, gapAfter: 16 },
  heading: { kind: 'gutter', size: 12, rowH: 24, gapAfter: 0, dx: 0, dy: 0, textH: 22 },
  skills: { kind: 'dots' },
});

import { design } from './base.ts';

/** 高管·稳重: serif headings over a sans body, the centred header, rule titles, one-row entries, no photo. */
export default design({
  id: 'executive',
  name: '高管·稳重',
  for: '资深管理者和专家：宋体标题、不放照片，经历一行一段',
  tags: ['社招', '简约'],
  color: '#37474f',
  header: { kind: 'centered', name: { max: 28, min: 16 }, gapAfter: 16 },
  heading: { kind: 'rule', size: 13, rowH: 28, gapAfter: 5, dy: 2, textH: 24 },
  entry: { kind: 'row' },
  type: { body: 'sans', heading: 'serif' },
});

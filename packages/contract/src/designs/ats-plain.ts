import { design } from './base.ts';

/** ATS 纯文本: one plain column, the name line and contacts, rule titles, no photo, no colour fills. */
export default design({
  id: 'ats-plain',
  name: 'ATS 友好·纯文本',
  for: '网申系统（ATS）解析最稳的一栏纯文本简历，外企和大厂网申首选',
  tags: ['社招', '简约', 'ATS'],
  color: '#37474f',
  header: { kind: 'inline', name: { max: 22, min: 15 }, gapAfter: 16 },
  heading: { kind: 'rule', size: 12, rowH: 26, gapAfter: 5, dy: 1, textH: 22 },
});

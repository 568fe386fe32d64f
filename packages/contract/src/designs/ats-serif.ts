import { design, STACK } from './base.ts';

/** ATS·宋体单栏: one serif column, the stacked header without photo, full rules, dates left in a gutter. */
export default design({
  id: 'ats-serif',
  name: 'ATS 友好·宋体',
  for: '网申系统能读、打印出来又端正的宋体单栏简历',
  tags: ['社招', '简约', 'ATS'],
  color: '#455a64',
  grid: { kind: 'gutter', width: 84 },
  header: { ...STACK, rule: { kind: 'stub', stub: 40 } },
  heading: { kind: 'rule', size: 12.5, rowH: 28, gapAfter: 5, dy: 2, textH: 24 },
  entry: { kind: 'left' },
  skills: { kind: 'grid' },
  type: { body: 'serif', heading: 'serif' },
});

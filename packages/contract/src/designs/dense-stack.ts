import { design, STACK } from './base.ts';

/** 双栏·信息密集: two columns under the stacked header, tinted bars, inline dates, a skills grid. */
export default design({
  id: 'dense-stack',
  name: '双栏·信息密集',
  for: '项目和技能都多的技术岗：双栏排满一页',
  tags: ['社招', '一页', '简约'],
  color: '#00838f',
  page: { x: 36, top: 40, bottom: 46, headerTop: 32 },
  grid: { kind: 'columns', gap: 24 },
  header: { ...STACK, gapAfter: 14 },
  heading: { kind: 'bar', size: 11, rowH: 26, gapAfter: 5, dx: 17, dy: 3, textH: 20 },
  entry: { kind: 'inline' },
  skills: { kind: 'grid' },
  space: { section: 12, entry: 7, lineH: 13.3 },
  loosest: { space: 1, line: 1 },
});

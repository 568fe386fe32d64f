import { design } from './base.ts';

/** 校招·个人简历: a 个人简历 banner, rule titles, 时间 · 学校 · 专业 on one row, skills as tags, a 3:4 photo. */
export default design({
  id: 'campus-banner',
  name: '校招·个人简历',
  for: '应届生校招投递：教育经历在前，一页纸放下实习、项目和奖项',
  tags: ['校招', '一页', '简约'],
  color: '#0b6e99',
  educationFirst: true,
  header: { kind: 'banner', title: '个人简历', name: { max: 22, min: 15 }, gapAfter: 14 },
  heading: { kind: 'rule', size: 12, rowH: 26, gapAfter: 5, dy: 1, textH: 22 },
  entry: { kind: 'row' },
  skills: { kind: 'tags' },
  photo: { kind: 'id' },
  space: { section: 12, entry: 7, lineH: 15 },
});

import { design } from './base.ts';

/** 校招·时间轴: a 个人简历 banner over a timeline, skill tags, no photo. */
export default design({
  id: 'campus-timeline',
  name: '校招·时间轴',
  for: '应届生用时间轴串起学习、实习和项目，一页放下',
  tags: ['校招', '一页', '创意'],
  color: '#00838f',
  educationFirst: true,
  grid: { kind: 'gutter', width: 88 },
  header: { kind: 'banner', title: '个人简历', name: { max: 22, min: 15 }, gapAfter: 14 },
  // A second colour: dots in a neighbouring hue of whichever colour is chosen.
  second: { turn: -40 },
  heading: { kind: 'dot', size: 12.5, rowH: 28, gapAfter: 4, dx: 0, dy: 2, textH: 22 },
  entry: { kind: 'timeline' },
  skills: { kind: 'tags' },
  space: { section: 12, entry: 7, lineH: 15 },
});

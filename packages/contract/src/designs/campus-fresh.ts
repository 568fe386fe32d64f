import { design } from './base.ts';

/** 应届·清新: centred header without a photo, short underlines, stacked entries, skill tags. */
export default design({
  id: 'campus-fresh',
  name: '应届·清新',
  for: '不放照片的应届生简历：居中抬头，信息一行一行读下来',
  tags: ['校招', '一页', '简约'],
  color: '#1f7a5c',
  educationFirst: true,
  header: { kind: 'centered', name: { max: 26, min: 16 }, gapAfter: 14 },
  heading: { kind: 'underline', size: 12.5, rowH: 28, gapAfter: 4, dy: 0, textH: 22 },
  entry: { kind: 'stacked' },
  skills: { kind: 'tags' },
  space: { section: 12, entry: 7, lineH: 15 },
});

import { design } from './base.ts';

/** 竖条·色带: a rail and a colour band header, short underlined titles, skill tags, a round photo. */
export default design({
  id: 'rail-band',
  name: '竖条·色带',
  for: '色带抬头加左侧色条，作品型岗位（设计、产品）的个性简历',
  tags: ['社招', '创意'],
  color: '#00838f',
  page: { x: 46, top: 40, bottom: 50, headerTop: 30 },
  grid: { kind: 'rail', width: 12 },
  header: { kind: 'band', name: { max: 27, min: 16 }, gapAfter: 20 },
  heading: { kind: 'underline', size: 12.5, rowH: 28, gapAfter: 4, dy: 0, textH: 22 },
  skills: { kind: 'tags' },
  photo: { kind: 'round' },
});

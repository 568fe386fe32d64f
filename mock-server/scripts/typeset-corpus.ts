/**
 * The typesetting corpus (issue 23): paragraphs built from the clreq rules, deterministic for a seed, and the same as a
 * resume of custom sections, so every design can render it. Checked by pdf-typeset.ts's rules.
 */
import type { Module } from '@cv/contract';
import { CLOSE, LEFT_SET, NO_END, NO_START, OPEN } from '../src/pdf/kinsoku.ts';
import type { ResumeDocument } from '../src/pdf/index.ts';

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FILL = '排版规则要求中文段落整齐美观行首行尾都有禁则汉字之间均匀分布字距简历内容清晰易读招聘方一眼看懂重点经历';

/** Latin tokens and units that must never be split across lines. */
export const CORPUS_UNITS = [
  '——',
  '……',
  '￥800',
  '¥1200',
  '$300',
  '800元',
  '3年',
  '20万',
  '15人',
  'CET-6',
  'Node.js',
  'TypeScript',
  'JavaScript',
  'Vue3',
  'iOS',
  'GPT-4o',
  'ECMAScript',
  'Kubernetes',
] as const;

const NO_START_MARKS = [...NO_START].filter((c) => !'—―…⋯'.includes(c));
const NO_END_MARKS = [...NO_END];
const DASHES = ['——', '……'];

/** Mixed Han and Latin phrases, with and without spaces in the source. */
const MIXED = [
  '基于React 18与TypeScript开发',
  '使用Node.js构建服务端',
  '通过CET-6考试',
  '熟悉Vue3和iOS开发',
  '参与GPT-4o应用落地',
  '学习ECMAScript规范',
  '部署到Kubernetes集群',
  '用 Python 写脚本',
  '团队15人',
  '预算￥800',
  '节省800元',
  '工作3年',
  '用户20万',
  '奖金$300',
  '补贴¥1200',
  '转化率提升35%',
  '性能提升3.5倍',
  '2019-2020年',
  'QPS从1,200提升到5,000',
  '主页https://github.com/zhangsan/resume-builder/blob/main/README.md可见',
  '访问www.example.com/path?from=resume&lang=zh查看',
  '邮箱zhang.san@example.com',
  '电话+86 138-0013-8000',
  '使用React/Vue/Angular',
  'C++与C#开发',
  '负责A/B测试',
  '获得“Best Paper Award”',
  '发表论文“Deep Learning for Text”',
  'iPhone 15 Pro上线',
  'Spring Boot + MySQL 8.0',
];

/** A source space beside a full-width mark (the engine sets none), and marks beside Latin text and numbers. */
const SPACED = [
  'React ，',
  '使用 Vue 。',
  '（ Node.js ）',
  '“ GPT-4o ”',
  '《 Clean Code 》',
  '「 TypeScript 」',
  '指标 ：',
  '提升 ；',
  '完成了吗 ？',
  '上线 ！',
  '， 提升',
  '。 下一步',
  '：Redis',
  'Java；',
  'Go！',
  'SQL？',
  '（React）',
  '“Vue”',
  '【iOS】',
  '35%，',
  '3年）',
  '￥800。',
  'React，Vue，Angular',
  '（2019—2020）',
  'API、SDK、CLI',
];

/**
 * Full-width marks of the compression rules (every ordered pair of them goes into the corpus): the closing
 * and opening marks, the left-set pause and stop marks, and the middle dot.
 */
const PAIR_MARKS = [...CLOSE, ...OPEN, ...LEFT_SET, '·'];

/** Dashes and ellipses beside marks, and nested brackets and quotes as resumes write them. */
const NESTED = [
  '——',
  '……',
  '。——',
  '——“',
  '”——',
  '……”',
  '“……',
  '）……',
  '……（',
  '。”）',
  '）。“',
  '“《',
  '》”',
  '（“',
  '”）',
  '《〈',
  '〉》',
  '「『',
  '』」',
  '？”',
  '！）',
  '：“',
  '”。',
  '）、',
  '》，',
  '”；',
  '】：',
  '·',
];

/**
 * Paragraphs built from the rules: each puts items of one kind (line-start marks, line-end marks, every
 * ordered pair of full-width marks, units and dashes, mixed scripts, spaces beside marks, nested marks)
 * between Han fillers of random length, `reps` times with fresh fillers, so every item falls at every
 * position of a line in every layout's column width. The report sets the whole stress corpus (reps 54:
 * about 9,400 paragraphs); the test a subset.
 */
export function corpusParagraphs(seed = 23, reps = 2): { kind: string; paragraphs: string[] }[] {
  const rand = rng(seed);
  const filler = (): string => {
    const n = 1 + Math.floor(rand() * 7);
    const at = Math.floor(rand() * (FILL.length - n));
    return FILL.slice(at, at + n);
  };
  const build = (items: readonly string[], perPara: number, wrap: (item: string) => string): string[] => {
    const out: string[] = [];
    const pool: string[] = [];
    for (let r = 0; r < reps; r++) pool.push(...items);
    for (let i = 0; i < pool.length; i += perPara) {
      let p = filler() + filler();
      for (const item of pool.slice(i, i + perPara)) p += wrap(item) + filler();
      out.push(p + filler() + '。');
    }
    return out;
  };
  const pairs: string[] = [];
  for (const a of PAIR_MARKS) for (const b of PAIR_MARKS) pairs.push(a + b);
  return [
    { kind: '行首禁则', paragraphs: build(NO_START_MARKS, 10, (m) => m) },
    { kind: '行尾禁则', paragraphs: build(NO_END_MARKS, 8, (m) => `${m}${filler()}`) },
    { kind: '标点挤压', paragraphs: build(pairs, 12, (m) => `${filler()}${m}`) },
    { kind: '不可分割', paragraphs: build([...CORPUS_UNITS, ...DASHES], 8, (m) => m) },
    { kind: '中西混排', paragraphs: build(MIXED, 5, (m) => m) },
    { kind: '标点与空格', paragraphs: build(SPACED, 6, (m) => m) },
    { kind: '嵌套标点', paragraphs: build(NESTED, 8, (m) => m) },
  ];
}

/** The whole stress corpus (report:pdf): about 9,400 paragraphs. */
export const STRESS_REPS = 54;

/** The corpus as a resume: one custom section per kind, one entry per paragraph. */
export function corpusResume(seed = 23, reps = 2): ResumeDocument {
  const modules: Module[] = corpusParagraphs(seed, reps).map((k, i) => ({
    id: 900 + i,
    cid: 'corpus',
    name: `排版语料：${k.kind}`,
    alias: `排版语料：${k.kind}`,
    content: JSON.stringify(k.paragraphs.map((desc) => ({ title: '', desc }))),
    style: 'custom',
    sort: i + 1,
    custom: 1,
  }));
  return {
    personal: { name: '排版语料', wish: '排版检查' },
    modules,
    avatarPath: null,
  } as unknown as ResumeDocument;
}

/** Poppler wrappers and resume fixtures for the PDF engine tests. Poppler missing = loud failure. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Module, Personal } from '@cv/contract';
import type { ResumeDocument } from '../../src/pdf/index.ts';

/**
 * One work folder per test worker: the server tests share modules between the files a worker runs (vitest.config.ts,
 * isolate: false), so the folder outlives each file. It is inside the run's folder (test/work-root.ts), removed when
 * the run ends.
 */
export const workDir = mkdtempSync(join(inject('workRoot'), 'pdf-'));
let n = 0;

/** A file's afterAll: removes what it wrote, leaving the folder to the next file of the worker. */
export function cleanup(): void {
  for (const entry of readdirSync(workDir)) rmSync(join(workDir, entry), { recursive: true, force: true });
}

/** Throws with an install hint when a poppler tool is missing (tests must not silently skip). */
export function requirePoppler(): void {
  for (const tool of ['pdftotext', 'pdfinfo', 'pdffonts', 'pdfimages', 'pdftoppm']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'pipe' });
    } catch (e) {
      throw new Error(`${tool} is required by the PDF tests: apt-get install poppler-utils (${String(e)})`);
    }
  }
}

export function writePdf(bytes: Buffer): string {
  const file = join(workDir, `doc-${++n}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

const run = (tool: string, args: string[]): string =>
  execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 32 << 20 });

/** Text in content-stream order (-raw), optionally of one page. */
export function pdfText(file: string, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return run('pdftotext', ['-raw', '-enc', 'UTF-8', ...range, file, '-']);
}

export const PAGE_FOOTER = /第\s*\d+\s*页\s*\/\s*共\s*\d+\s*页/g;

/** Text with page footers and all whitespace removed, for substring checks across line and page breaks. */
export function flatText(file: string): string {
  return pdfText(file).replace(PAGE_FOOTER, '').replace(/\s+/g, '');
}

export const flat = (s: string): string => s.replace(/\s+/g, '');

export function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1] ?? 0);
}

export interface FontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

export function fonts(file: string): FontRow[] {
  return run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      // name, type (1-2 words), encoding, emb, sub, uni, object, id
      const [emb, sub] = cols.slice(-5, -3);
      return { name: cols[0] ?? '', type: cols.slice(1, -6).join(' '), embedded: emb === 'yes', subset: sub === 'yes' };
    });
}

/** Image rows of `pdfimages -list`: [page, width, height, encoding]. */
export function images(file: string): { page: number; type: string; width: number; height: number; enc: string }[] {
  return run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { page: Number(c[0]), type: c[2] ?? '', width: Number(c[3]), height: Number(c[4]), enc: c[8] ?? '' };
    })
    .filter((r) => r.type === 'image' && !Number.isNaN(r.page));
}

/** Words with their boxes (pdftotext -bbox), per page. */
export function wordBoxes(file: string): { page: number; xMin: number; xMax: number; yMax: number; word: string }[] {
  const html = run('pdftotext', ['-bbox', file, '-']);
  const out: { page: number; xMin: number; xMax: number; yMax: number; word: string }[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) out.push({ page, xMin: Number(m[1]), xMax: Number(m[2]), yMax: Number(m[3]), word: m[4] ?? '' });
  }
  return out;
}

export const personal = (over: Partial<Personal> = {}): Personal => ({
  cid: 'test',
  name: '王思远',
  wish: '资深产品经理',
  exps: '5-10年',
  phone: '139 1234 5678',
  avatar: '',
  avatar_url: '',
  email: 'siyuan.wang@example.com',
  birthday: '1992-11-03',
  gender: 1,
  ...over,
});

let moduleId = 0;
export function mod(style: string, name: string, entries: unknown[] | string, sort = 1): Module {
  return {
    id: ++moduleId,
    cid: 'test',
    name,
    alias: name,
    content: typeof entries === 'string' ? entries : JSON.stringify(entries),
    // Any string: a test may give a style the contract does not know (stored data the PDF shows as custom).
    style: style as Module['style'],
    sort,
    custom: style === 'custom' ? 1 : 0,
  };
}

const PHRASES = [
  '负责核心产品的需求分析与规划',
  '协调研发设计与运营团队推进版本迭代',
  '建立数据指标体系并持续跟踪转化效果',
  '主导用户调研与竞品分析输出改进方案',
  '优化注册与支付流程显著提升留存',
  '搭建客户反馈闭环机制缩短响应时间',
  '推动跨部门协作落地年度重点项目',
  '制定产品路线图并按季度复盘目标达成',
];

/** A distinct Chinese sentence (phrase + serial), so every string in a document is unique. */
export function sentence(i: number): string {
  return `${PHRASES[i % PHRASES.length] ?? ''}第${i + 1}项成果达成率百分之${80 + (i % 20)}。`;
}

let serial = 0;
const para = (count: number): string => Array.from({ length: count }, () => sentence(serial++)).join('');

/** A long resume with every module style: 3+ pages in every layout. */
export function longResume(avatarPath: string | null = null): ResumeDocument {
  serial = 0;
  return {
    personal: personal(),
    avatarPath,
    modules: [
      mod('edu', '教育经历', [
        { school: '复旦大学', major: '工商管理', degree: '硕士', start: '2014-09', end: '2017-06', desc: para(2) },
        {
          school: '南京大学',
          major: '信息管理与信息系统',
          degree: '本科',
          start: '2010-09',
          end: '2014-06',
          desc: para(1),
        },
      ]),
      mod(
        'work',
        '工作经历',
        [
          '北京字节跳跃科技有限公司',
          '深圳腾云网络有限公司',
          '上海拼好物信息技术有限公司',
          '杭州小蚂蚁金融服务有限公司',
        ].map((company, i) => ({
          company,
          title: ['高级产品经理', '产品经理', '产品专员', '产品助理'][i] ?? '',
          start: `20${21 - i * 2}-03`,
          end: i === 0 ? '' : `20${22 - i * 2}-12`,
          desc: [para(2), para(2), para(1), para(2)].map((p) => `- ${p}`).join('\n'),
        })),
      ),
      mod(
        'project',
        '项目经历',
        ['会员增长体系重构', '智能客服平台', '商家数据驾驶舱'].map((name, i) => ({
          name,
          role: i === 0 ? '项目负责人' : '产品负责人',
          start: `2022-0${i + 1}`,
          end: `2023-0${i + 2}`,
          desc: para(5),
        })),
      ),
      mod(
        'skill',
        '专业技能',
        ['需求分析', '数据分析（SQL）', '原型设计', '项目管理', '用户研究', '商业分析'].map((name, i) => ({
          name,
          level: ['精通', '熟练', '良好', '一般', '85%', '熟悉'][i] ?? '',
        })),
      ),
      mod('honor', '荣誉奖项', [
        { name: '年度最佳产品奖', date: '2023-01' },
        { name: '优秀毕业研究生', date: '2017-06' },
        { name: '全国大学生创业大赛金奖', date: '2013-10' },
      ]),
      mod('summary', '自我评价', [{ text: para(3) }]),
      mod('custom', '作品链接', [
        {
          title: '个人作品集',
          desc: '作品地址：https://portfolio.example.com/siyuan-wang/product-design-case-studies/2023/membership-growth-redesign-final-version',
        },
      ]),
    ],
  };
}

/** Every Chinese string the long resume must show (titles, subtitles, paragraphs without bullet marks). */
export function expectedStrings(doc: ResumeDocument): string[] {
  const out: string[] = [doc.personal.name, doc.personal.wish];
  for (const m of doc.modules) {
    out.push(m.alias);
    for (const e of JSON.parse(m.content) as Record<string, string>[]) {
      for (const [k, v] of Object.entries(e)) {
        if (k === 'start' || k === 'end' || k === 'date' || !v) continue;
        for (const line of v.split('\n')) out.push(line.replace(/^- /, ''));
      }
    }
  }
  return out.filter((s) => /\p{Script=Han}/u.test(s));
}

// Resumes for the writing-help tests and bench: a clean new graduate, one with one defect per diagnosis check,
// and a two-page experienced one. Built as the editor holds them (ResumeDoc).
import type { Personal } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import type { DocModule, DocStyle, ResumeDoc } from '@/lib/writing-help/resume-doc';

/** The moment the tests read the resumes (2026-11-24, China time): future dates are relative to it. */
export const NOW = Date.UTC(2026, 10, 24, 4);

/** Personal info with every field empty but those given. */
export const personalOf = (p: Partial<Personal>): Personal => ({ ...emptyPersonal('c1'), ...p });

let seq = 0;
const mod = (style: DocStyle, alias: string, entries: Record<string, string>[]): DocModule => ({
  key: `m${++seq}`,
  name: alias,
  alias,
  style,
  entries,
});

export function cleanGraduate(): ResumeDoc {
  seq = 0;
  return {
    personal: personalOf({
      name: '陈思远',
      wish: '前端开发工程师',
      exps: '应届',
      phone: '138 0013 8000',
      email: 'chensiyuan@example.com',
    }),
    modules: [
      mod('edu', '教育经历', [
        {
          school: '华中科技大学',
          major: '软件工程',
          degree: '本科',
          start: '2023-09',
          end: '2027-06',
          desc: 'GPA 3.7/4.0，专业排名前 10%；主修课程：数据结构、操作系统、计算机网络、Web 开发技术。',
        },
      ]),
      mod('work', '实习经历', [
        {
          company: '武汉星河网络科技有限公司',
          title: '前端开发实习生',
          start: '2026-07',
          end: '',
          desc: '参与运营后台的 React 重构，独立完成 12 个页面；\n把列表页首屏时间从 2.4 秒降到 1.1 秒。',
        },
      ]),
      mod('project', '项目经历', [
        {
          name: '校园二手交易小程序',
          role: '前端负责人',
          start: '2025-03',
          end: '2025-10',
          desc: '使用 Vue 3 与 TypeScript 开发，负责商品发布和聊天模块；上线三个月注册用户 3000 余人。',
        },
      ]),
      mod('skill', '专业技能', [
        { name: 'JavaScript / TypeScript', level: '熟练' },
        { name: 'React', level: '熟练' },
        { name: 'Vue 3', level: '熟悉' },
        { name: 'Git', level: '熟悉' },
      ]),
      mod('honor', '荣誉奖项', [{ name: '全国大学生软件创新大赛二等奖', date: '2025-08' }]),
      mod('summary', '自我评价', [{ text: '热爱前端开发，学习能力强，注重代码质量与用户体验。' }]),
    ],
  };
}

/** Distinct filler lines, so the seeded resume runs past two pages without repeating itself. */
const filler = (lines: number) =>
  Array.from(
    { length: lines },
    (_v, n) =>
      `第 ${n + 1} 期交付：梳理需求、排期并跟进上线，按期交付率 ${90 + (n % 10)}%，客户满意度评分 ${4 + (n % 10) / 10} 分。`,
  ).join('\n');

/** One defect per check of 简历诊断 (the comment names the check it seeds). */
export function seededDefects(): ResumeDoc {
  seq = 0;
  return {
    personal: personalOf({
      name: '', // name
      wish: '', // wish
      exps: '', // exps (read as 社招: a full-time job is listed)
      phone: '138001380', // phone
      email: 'zhang@example', // email
    }),
    modules: [
      mod('edu', '教育经历', [
        { school: '武汉大学', major: '', degree: '本科', start: '2011-09', end: '2015-06', desc: '' }, // edu-incomplete
      ]),
      mod('work', '工作经历', [
        // entry-order: oldest first
        { company: '武汉光谷软件有限公司', title: '实施工程师', start: '2015-07', end: '2016-12', desc: '' }, // desc-empty
        {
          company: '湖北楚天信息技术有限公司',
          title: '项目经理',
          start: '2016-06', // date-overlap with the first job
          end: '2017-06',
          desc: '负责政务系统交付，带领 8 人团队完成 3 个地市上线。',
        },
        {
          company: '某互联网公司', // placeholder
          title: '高级项目经理',
          start: '2019-01', // date-gap: 18 months after the last job
          end: '2030-01', // date-future
          desc: '负责政务系统交付，带领 8 人团队完成 3 个地市上线。', // desc-duplicate
        },
      ]),
      mod('project', '项目经历', [
        {
          name: '智慧社区平台',
          role: '负责人',
          start: '2022-05',
          end: '2021-03',
          desc: '统筹需求与排期,保障上线 20 个社区。',
        }, // date-range, punctuation
        { name: '数据中台', role: '负责人', start: '', end: '2020-06', desc: '负责数据治理方案设计与推进落地' }, // date-missing, quantified
        {
          name: '移动办公',
          role: '负责人',
          start: '2018-01',
          end: '2018-09',
          desc: '负责 移动端审批流程，覆盖 500 名员工。',
        }, // spacing
      ]),
      mod('skill', '专业技能', [{ name: '', level: '熟练' }]), // skill-name, essential-modules (no named skill)
      mod('honor', '荣誉奖项', [
        { name: '年度优秀员工', date: '2018-12' },
        { name: '', date: '' }, // entry-empty
      ]),
      mod('custom', '项目交付记录', [{ title: '交付明细', desc: filler(90) }]), // length
    ],
  };
}

/** A full experienced resume of about two pages, for the bench. */
export function twoPageResume(): ResumeDoc {
  const doc = cleanGraduate();
  const desc = (n: number) =>
    Array.from(
      { length: 6 },
      (_v, i) => `${i + 1}. 负责第 ${n}-${i} 个核心模块的设计与开发，性能提升 ${20 + i}%，支撑日活 ${n * 10} 万用户。`,
    ).join('\n');
  return {
    personal: { ...doc.personal!, exps: '5-10年', wish: '高级前端工程师' },
    modules: [
      doc.modules[0]!,
      mod(
        'work',
        '工作经历',
        Array.from({ length: 5 }, (_v, i) => ({
          company: `第${i + 1}家科技有限公司`,
          title: '前端工程师',
          start: `${2024 - i * 2}-03`,
          end: i === 0 ? '' : `${2026 - i * 2}-02`,
          desc: desc(i),
        })),
      ),
      mod(
        'project',
        '项目经历',
        Array.from({ length: 4 }, (_v, i) => ({
          name: `项目${i + 1}`,
          role: '负责人',
          start: `${2024 - i * 2}-05`,
          end: `${2025 - i * 2}-04`,
          desc: desc(10 + i),
        })),
      ),
      ...doc.modules.slice(3),
    ],
  };
}

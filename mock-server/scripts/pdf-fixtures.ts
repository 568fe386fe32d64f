/** Resumes the PDF report and tests use: a long one built here, and the committed fixtures/pdf/*.json. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Module } from '@cv/contract';
import type { ResumeDocument } from '../src/pdf/index.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

const PHRASES = [
  '负责核心业务系统的需求分析、技术方案设计与落地',
  '协调产品、设计与测试团队按期交付季度版本',
  '建立数据指标体系，持续跟踪转化与留存效果',
  '主导性能优化专项，首屏加载时间缩短 40%',
  '推动代码评审与自动化测试，线上缺陷率下降 35%',
  '搭建组件库与脚手架，新项目启动时间由 3 天缩短到半天',
  '梳理历史遗留模块并完成渐进式重构',
  '指导 4 名初级工程师，组织每周技术分享',
];

let serial = 0;
const sentence = (): string => {
  const i = serial++;
  return `${PHRASES[i % PHRASES.length] ?? ''}，第 ${i + 1} 项成果按计划达成。`;
};

let moduleId = 0;
function mod(style: Module['style'], name: string, entries: unknown[], sort: number): Module {
  return {
    id: ++moduleId,
    cid: 'long',
    name,
    alias: name,
    content: JSON.stringify(entries),
    style,
    sort,
    custom: style === 'custom' ? 1 : 0,
  };
}

/** Skills: each name with its level. */
const skills = (names: string[], levels: string[], sort: number): Module =>
  mod(
    'skill',
    '专业技能',
    names.map((name, i) => ({ name, level: levels[i] })),
    sort,
  );

/** Honors: each name with its date. */
const honors = (list: [name: string, date: string][], sort: number): Module =>
  mod(
    'honor',
    '荣誉奖项',
    list.map(([name, date]) => ({ name, date })),
    sort,
  );

const AVATAR = join(ROOT, 'fixtures', 'images', 'sample-avatar.png');

/** A long resume: 2 schools, 6 jobs of 5 bullets, 5 projects, skills, honors, summary, links. */
export function longResume(): ResumeDocument {
  serial = 0;
  const companies = [
    '北京星河互联科技有限公司',
    '深圳腾云网络有限公司',
    '上海拼好物信息技术有限公司',
    '杭州小蚂蚁金融服务有限公司',
    '广州微光软件有限公司',
    '南京青禾数据科技有限公司',
  ];
  return {
    personal: {
      cid: 'long',
      name: '王思远',
      wish: '资深前端开发工程师',
      exps: '10年以上',
      phone: '139 1234 5678',
      avatar: '',
      avatar_url: '',
      email: 'siyuan.wang@example.com',
      birthday: '1990-11-03',
      gender: 1,
    },
    avatarPath: AVATAR,
    updatedAt: Date.UTC(2026, 10, 21, 9, 15),
    modules: [
      mod(
        'edu',
        '教育经历',
        [
          {
            school: '复旦大学',
            major: '计算机科学与技术',
            degree: '硕士',
            start: '2012-09',
            end: '2015-06',
            desc: sentence(),
          },
          { school: '南京大学', major: '软件工程', degree: '本科', start: '2008-09', end: '2012-06', desc: '' },
        ],
        1,
      ),
      mod(
        'work',
        '工作经历',
        companies.map((company, i) => ({
          company,
          title: ['前端架构师', '高级前端工程师', '前端技术负责人', '前端工程师', '前端工程师', '前端开发实习生'][i],
          start: `20${String(24 - i * 2).padStart(2, '0')}-03`,
          end: i === 0 ? '' : `20${String(26 - i * 2).padStart(2, '0')}-02`,
          desc: Array.from({ length: 5 }, () => `- ${sentence()}`).join('\n'),
        })),
        2,
      ),
      mod(
        'project',
        '项目经历',
        ['会员增长体系重构', '智能客服平台', '商家数据驾驶舱', '跨端组件库', '低代码表单引擎'].map((name, i) => ({
          name,
          role: i % 2 ? '核心开发' : '项目负责人',
          start: `202${i}-01`,
          end: `202${i}-12`,
          desc: `${sentence()}${sentence()}\n项目地址：https://github.com/example-org/${['growth', 'service-bot', 'merchant-cockpit', 'ui-kit', 'form-engine'][i]}/tree/main/packages/core`,
        })),
        3,
      ),
      skills(
        ['TypeScript / JavaScript', 'React 与 Vue', 'Node.js', '前端工程化', '性能优化', '可视化（ECharts）'],
        ['精通', '精通', '熟练', '熟练', '熟悉', '85%'],
        4,
      ),
      honors(
        [
          ['公司年度技术之星', '2023-01'],
          ['优秀毕业研究生', '2015-06'],
          ['ACM-ICPC 亚洲区域赛银奖', '2011-11'],
        ],
        5,
      ),
      mod('summary', '自我评价', [{ text: `${sentence()}${sentence()}${sentence()}` }], 6),
      mod(
        'custom',
        '作品链接',
        [
          {
            title: '个人作品集',
            desc: '作品地址：https://portfolio.example.com/siyuan-wang/frontend-case-studies/2023/membership-growth-redesign-final-version\n技术博客：www.example.dev/blog，联系邮箱 siyuan.wang@example.com',
          },
        ],
        7,
      ),
    ],
  };
}

/**
 * A new graduate's resume (应届生), the content Chinese HR expects on one page: education, 2 internships,
 * 2 projects, skills and awards, with photo. 超级简历 and 五百丁 fit this on one page ("智能一页").
 */
export function graduateResume(): ResumeDocument {
  return {
    personal: {
      cid: 'graduate',
      name: '林晓雨',
      wish: '前端开发工程师',
      exps: '应届',
      phone: '138 0013 8000',
      avatar: '',
      avatar_url: '',
      email: 'xiaoyu.lin@example.com',
      birthday: '2003-04-12',
      gender: 2,
    },
    avatarPath: AVATAR,
    updatedAt: Date.UTC(2026, 10, 20, 8, 0),
    modules: [
      mod(
        'edu',
        '教育经历',
        [
          {
            school: '华中科技大学',
            major: '软件工程',
            degree: '本科',
            start: '2022-09',
            end: '2026-06',
            desc: 'GPA 3.7/4.0（专业前 10%），CET-6 586 分。主修课程：数据结构、操作系统、计算机网络、数据库系统、软件工程、Web 前端开发。',
          },
        ],
        1,
      ),
      mod(
        'work',
        '实习经历',
        [
          {
            company: '字节跳动',
            title: '前端开发实习生',
            start: '2025-06',
            end: '2025-09',
            desc: '- 参与抖音电商商家后台开发，基于React 18与TypeScript完成商品管理、订单导出等 6 个页面。\n- 封装表格与表单通用组件，被 4 个业务线复用，减少重复代码约 3000 行。\n- 使用Webpack分包与图片懒加载优化首屏，LCP 由 3.2 s 降到 1.9 s。',
          },
          {
            company: '武汉金山办公软件有限公司',
            title: 'Web 开发实习生',
            start: '2024-12',
            end: '2025-03',
            desc: '- 负责 WPS 在线文档模板中心的页面开发与埋点上报，日均访问 20 万次。\n- 编写 Jest 单元测试，核心模块覆盖率由 35% 提升至 80%。\n- 配合设计师完成 12 套模板的适配与验收，修复跨浏览器兼容问题 40 余个。',
          },
        ],
        2,
      ),
      mod(
        'project',
        '项目经历',
        [
          {
            name: '校园二手交易小程序',
            role: '项目负责人',
            start: '2024-03',
            end: '2024-08',
            desc: '- 带领 4 人团队，用 Taro 与 Node.js 开发微信小程序，上线半年注册用户 5000 余人。\n- 设计基于 Redis 的商品浏览缓存，接口平均响应时间降低 60%。\n- 搭建 GitHub Actions 持续集成流程，每次提交自动运行测试与构建。',
          },
          {
            name: '基于 WebGL 的三维校园导览',
            role: '核心开发',
            start: '2023-09',
            end: '2024-01',
            desc: '- 使用 Three.js 实现建筑模型加载、路径导航与信息标注，支持移动端流畅浏览。\n- 对模型做分级加载与纹理压缩，首屏资源由 28 MB 降至 9 MB。\n- 项目获校级大学生创新创业训练计划优秀结题。',
          },
        ],
        3,
      ),
      skills(
        ['JavaScript / TypeScript', 'React 与 Vue', 'HTML5 / CSS3', 'Node.js', 'Git 与 Linux', '英语（CET-6）'],
        ['熟练', '熟练', '熟练', '熟悉', '熟悉', '良好'],
        4,
      ),
      honors(
        [
          ['国家奖学金', '2024-10'],
          ['全国大学生计算机设计大赛 省级一等奖', '2024-06'],
          ['校级优秀学生干部', '2023-10'],
        ],
        5,
      ),
    ],
  };
}

/**
 * A resume that needs two pages in the one-column layouts and the sidebar, its last page half used or less as
 * designed (均衡分页 spreads it): the AI-written medium resume with the graduate's first project and her
 * honors added.
 */
export function twoPageResume(): ResumeDocument {
  const base = fixture('medium-ai-resume');
  const grad = graduateResume();
  const gradProjects = JSON.parse(grad.modules.find((m) => m.style === 'project')?.content ?? '[]') as unknown[];
  const modules = base.modules.map((m) =>
    m.style === 'project'
      ? { ...m, content: JSON.stringify([...(JSON.parse(m.content) as unknown[]), gradProjects[0]]) }
      : m,
  );
  const honors = grad.modules.filter((m) => m.style === 'honor');
  const at = modules.findIndex((m) => m.style === 'summary');
  return {
    ...base,
    personal: { ...base.personal, cid: 'two-page' },
    avatarPath: AVATAR,
    modules: [...modules.slice(0, at), ...honors, ...modules.slice(at)].map((m, i) => ({ ...m, sort: i + 1 })),
  };
}

/**
 * A committed resume under fixtures/ (`sample-resume.json`, `pdf/graduate-resume-en.json` …) with its avatar path
 * made absolute.
 */
export function fixtureFile(file: string): ResumeDocument {
  const raw = JSON.parse(readFileSync(join(ROOT, 'fixtures', file), 'utf8')) as ResumeDocument;
  return { ...raw, avatarPath: raw.avatarPath ? join(ROOT, 'fixtures', raw.avatarPath) : null };
}

/** A committed fixture under fixtures/pdf/. */
export function fixture(name: string): ResumeDocument {
  return JSON.parse(readFileSync(join(ROOT, 'fixtures', 'pdf', `${name}.json`), 'utf8')) as ResumeDocument;
}

/** A long work entry (about 400 characters of description): 30 of them per module make a heavy PDF to render. */
export const heavyWorkEntry = (i: number) => ({
  company: `某某科技有限公司 ${i}`,
  title: '高级前端开发工程师',
  start: '2019-03',
  end: '2023-08',
  desc: '负责核心业务的前端架构设计与性能优化，主导组件库建设，推动工程化与自动化测试落地。'.repeat(10),
});

// Three job descriptions as they are posted on Chinese job sites (frontend, product manager, accountant), and a
// resume for each of the latter two (the frontend one is the clean new graduate of resumes.ts).
import type { ResumeDoc } from '@/lib/writing-help/resume-doc';
import { personalOf } from './resumes';

export const FRONTEND_JD = `前端开发工程师（校招）
岗位职责：
1. 负责公司 Web 前端及微信小程序的页面开发与维护；
2. 与产品、设计、后端紧密配合，保证产品体验与质量；
3. 参与前端工程化建设与性能优化。
任职要求：
1. 本科及以上学历，计算机相关专业；
2. 熟练掌握 HTML5、CSS3、JS，熟悉 ES6+ 语法；
3. 熟悉 React 或 Vue 至少一种框架，了解 TypeScript；
4. 熟悉 Webpack/Vite 等构建工具，会使用 Git；
5. 了解 HTTP 协议和浏览器原理；
6. 良好的沟通能力和团队协作精神。`;

export const PRODUCT_JD = `产品经理（B端 SaaS）
岗位职责：
1. 负责公司 SaaS 产品的需求调研与需求分析，输出 PRD 和产品原型；
2. 开展竞品分析与用户访谈，制定产品路线图与版本规划；
3. 协调研发、测试、设计推进项目按期上线，跟踪数据指标并持续迭代；
任职要求：
1. 本科及以上学历，2 年以上 B 端产品经验；
2. 熟练使用 Axure、Figma 等原型工具，会写 SQL 者优先；
3. 具备数据分析能力，有 A/B 测试经验优先；
4. 逻辑思维清晰，沟通能力和抗压能力强。`;

export const ACCOUNTANT_JD = `总账会计
岗位职责：
1. 负责公司日常账务处理，审核记账凭证，完成月末结账；
2. 编制月度、年度财务报表，进行财务分析；
3. 负责增值税、企业所得税等纳税申报工作，配合年度审计；
4. 负责成本核算，管理应收账款与应付账款；
任职要求：
1. 财务、会计相关专业本科及以上学历，持有中级会计职称者优先，有 CPA 证书更佳；
2. 熟悉企业会计准则和税收法规；
3. 熟练使用用友或金蝶等财务软件及 Excel；
4. 工作细致认真，有责任心。`;

export const productManager: ResumeDoc = {
  personal: personalOf({
    cid: 'pm',
    name: '周宁',
    wish: '产品经理',
    exps: '3-5年',
    phone: '139 1234 5678',
    email: 'zhouning@example.com',
    gender: 2,
  }),
  modules: [
    {
      key: 'w',
      name: '工作经历',
      alias: '工作经历',
      style: 'work',
      entries: [
        {
          company: '杭州某科技有限公司',
          title: '产品经理',
          start: '2022-04',
          end: '',
          desc: '负责 B 端 CRM 的需求梳理与产品规划，撰写需求文档并用 Axure 画原型；\n组织用户访谈 30 余次，推动 5 个版本按期上线，客户续约率提升 12%。',
        },
      ],
    },
    {
      key: 's',
      name: '专业技能',
      alias: '专业技能',
      style: 'skill',
      entries: [
        { name: 'Axure', level: '熟练' },
        { name: 'Excel 数据分析', level: '熟练' },
        { name: '项目管理', level: '熟悉' },
      ],
    },
    {
      key: 'z',
      name: '自我评价',
      alias: '自我评价',
      style: 'summary',
      entries: [{ text: '逻辑清晰，沟通协调能力强，能在压力下推进跨部门项目。' }],
    },
  ],
};

export const accountant: ResumeDoc = {
  personal: personalOf({
    cid: 'acc',
    name: '李敏',
    wish: '会计',
    exps: '1-3年',
    phone: '137 0000 1111',
    email: 'limin@example.com',
    gender: 2,
  }),
  modules: [
    {
      key: 'e',
      name: '教育经历',
      alias: '教育经历',
      style: 'edu',
      entries: [
        { school: '江西财经大学', major: '会计学', degree: '本科', start: '2018-09', end: '2022-06', desc: '' },
      ],
    },
    {
      key: 'w',
      name: '工作经历',
      alias: '工作经历',
      style: 'work',
      entries: [
        {
          company: '南昌某贸易有限公司',
          title: '会计',
          start: '2022-07',
          end: '',
          desc: '负责日常账务处理与凭证审核，每月按时完成结账；\n编制三大报表，办理增值税申报；\n使用金蝶 K3 管理往来账，核对应收账款 200 余户。',
        },
      ],
    },
    {
      key: 's',
      name: '专业技能',
      alias: '专业技能',
      style: 'skill',
      entries: [
        { name: '初级会计职称', level: '' },
        { name: 'Excel（数据透视表、VLOOKUP）', level: '熟练' },
      ],
    },
  ],
};

/** A frontend posting as written on an English job site (岗位匹配 reads its own words too: english-words.ts). */
export const ENGLISH_FRONTEND_JD = `Senior Frontend Engineer
About the role: You will build and optimize the customer-facing web application used by millions of people.
Responsibilities:
- Design, build and maintain performant, accessible user interfaces with React and TypeScript.
- Collaborate with designers, product managers and backend engineers to ship features end to end.
- Improve page performance, monitoring and the reliability of our release pipeline (CI/CD).
- Mentor junior engineers and lead code reviews.
Requirements:
- 5+ years of professional experience in frontend development.
- Deep knowledge of JavaScript, HTML5, CSS3 and modern build tools such as Vite or Webpack.
- Experience with unit testing (Jest, Playwright) and GraphQL APIs.
- Strong communication skills and experience working with stakeholders across time zones.
- Fluent written and spoken English.`;

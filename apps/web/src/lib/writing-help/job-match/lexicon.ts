// The bundled lexicon of 岗位匹配: skills, tools, certificates and Chinese job terms, each with the synonyms a job
// description or a resume may use for it. A row is [canonical name, kind, ...synonyms]; matching is case-insensitive,
// full-width letters read as half-width, and a space beside a Han character is optional.

export type TermKind = 'skill' | 'domain' | 'cert' | 'soft';

type Row = readonly [string, TermKind, ...string[]];

const ROWS: readonly Row[] = [
  // ---- software: frontend -----------------------------------------------------------------------------------
  ['前端开发', 'domain', '前端', 'Web 前端', 'Web前端', 'web 开发', '前端工程师', '大前端', 'H5 开发'],
  ['JavaScript', 'skill', 'JS', 'ECMAScript', 'ES6', 'ES2015', 'ES6+'],
  ['TypeScript', 'skill', 'TS'],
  ['HTML', 'skill', 'HTML5', 'H5'],
  ['CSS', 'skill', 'CSS3', 'Sass', 'Less', 'SCSS', 'Tailwind', 'TailwindCSS'],
  ['React', 'skill', 'React.js', 'ReactJS', 'React Hooks'],
  ['Vue', 'skill', 'Vue.js', 'VueJS', 'Vue2', 'Vue3', 'Vue 3', 'Vue 2', 'Nuxt'],
  ['Angular', 'skill', 'AngularJS'],
  ['Redux', 'skill', 'Redux Toolkit', 'Zustand', 'MobX', 'Vuex', 'Pinia'],
  ['Next.js', 'skill', 'NextJS'],
  ['Node.js', 'skill', 'Node', 'NodeJS', 'Express', 'Koa', 'NestJS'],
  ['Webpack', 'skill', 'Vite', 'Rollup', 'esbuild', '构建工具'],
  ['前端工程化', 'domain', '工程化', 'CI/CD', '持续集成'],
  ['性能优化', 'domain', '首屏优化', '性能调优', '性能监控'],
  ['小程序', 'skill', '微信小程序', '支付宝小程序', 'Taro', 'uni-app', 'uniapp'],
  ['跨端开发', 'domain', '跨平台', '跨端', 'React Native', 'Flutter', 'Electron'],
  ['数据可视化', 'domain', '可视化', 'ECharts', 'D3', 'D3.js', 'Canvas', 'WebGL', 'Three.js'],
  ['微前端', 'domain', 'qiankun', 'Module Federation'],
  ['浏览器原理', 'domain', '浏览器工作原理', '浏览器兼容'],
  ['HTTP', 'skill', 'HTTP 协议', 'HTTPS', 'TCP/IP', '网络协议'],
  ['单元测试', 'domain', 'Jest', 'Vitest', '自动化测试', 'E2E 测试', 'Playwright', 'Cypress'],
  ['Git', 'skill', 'GitHub', 'GitLab', '版本控制'],
  ['移动端适配', 'domain', '响应式', '响应式布局', '移动端'],
  // ---- software: backend, data, ops -------------------------------------------------------------------------
  // Not bare '后端' or '测试': a posting names them as teams to work with ('与后端紧密配合').
  ['后端开发', 'domain', '后端工程师', '服务端开发', '服务端', '后台开发'],
  ['Java', 'skill', 'Java SE', 'JavaEE', 'J2EE'],
  ['Spring', 'skill', 'Spring Boot', 'SpringBoot', 'Spring Cloud', 'SpringCloud', 'MyBatis'],
  ['Python', 'skill', 'Python3', 'Django', 'Flask', 'FastAPI'],
  ['Go', 'skill', 'Golang'],
  ['C++', 'skill', 'CPP'],
  ['C#', 'skill', '.NET', 'dotnet'],
  ['PHP', 'skill', 'Laravel'],
  ['SQL', 'skill', 'MySQL', 'PostgreSQL', 'Oracle', 'SQL Server', '数据库', 'Hive SQL', 'HiveSQL'],
  ['Redis', 'skill', 'Memcached'],
  ['消息队列', 'domain', 'Kafka', 'RabbitMQ', 'RocketMQ', 'MQ'],
  ['微服务', 'domain', '微服务架构', '分布式', '分布式系统'],
  ['Linux', 'skill', 'Shell', 'Unix'],
  ['Docker', 'skill', 'Kubernetes', 'K8s', '容器化'],
  ['云计算', 'domain', '阿里云', '腾讯云', 'AWS', '云服务'],
  ['数据分析', 'domain', '数据分析能力', '分析数据', '数据洞察', '数据驱动'],
  ['Excel', 'skill', 'Excel 函数', '数据透视表', 'VLOOKUP', 'Office', '办公软件'],
  ['Tableau', 'skill', 'Power BI', 'PowerBI', 'BI 工具', 'FineBI'],
  ['SPSS', 'skill', 'SAS', 'Stata', '统计软件'],
  ['机器学习', 'domain', '深度学习', 'PyTorch', 'TensorFlow', '人工智能', 'AI'],
  ['大数据', 'domain', 'Hadoop', 'Spark', 'Flink', 'Hive'],
  ['算法', 'domain', '数据结构', '数据结构与算法'],
  ['Android', 'skill', '安卓', 'Kotlin'],
  ['iOS', 'skill', 'Swift', 'Objective-C', 'SwiftUI'],
  ['软件测试', 'domain', '测试用例', '功能测试', '接口测试', '性能测试'],
  // ---- product, design, operations --------------------------------------------------------------------------
  ['产品经理', 'domain', '产品策划', '产品岗', 'PM'],
  ['需求分析', 'domain', '需求调研', '需求梳理', '需求挖掘', '需求管理'],
  ['PRD', 'skill', '需求文档', '产品需求文档', 'MRD', 'BRD'],
  ['原型设计', 'domain', '原型', '产品原型', '原型图', '交互原型', '线框图'],
  ['Axure', 'skill', 'Axure RP', '墨刀', 'Mockplus'],
  ['Figma', 'skill', 'Sketch', '即时设计', 'MasterGo'],
  ['用户研究', 'domain', '用户调研', '用户访谈', '可用性测试', '用户画像'],
  ['竞品分析', 'domain', '竞品调研', '行业分析', '市场调研'],
  ['产品规划', 'domain', '产品路线图', '版本规划', '产品迭代', '迭代规划'],
  ['项目管理', 'domain', '项目推进', '进度管理', '跨部门协作', 'PMP', '敏捷开发', 'Scrum'],
  ['A/B 测试', 'domain', 'AB 测试', 'AB测试', 'A/B测试', '灰度实验'],
  ['用户体验', 'domain', 'UX', '交互设计', '体验设计'],
  ['商业化', 'domain', '商业模式', '变现', '商业分析'],
  ['SaaS', 'domain', 'B 端产品', 'B端', 'ToB', 'to B'],
  ['C 端产品', 'domain', 'C端', 'ToC', 'to C', '用户增长'],
  ['UI 设计', 'domain', '视觉设计', '界面设计', 'UI'],
  ['Photoshop', 'skill', 'PS', 'Illustrator', 'AI 设计', 'Adobe'],
  ['新媒体运营', 'domain', '内容运营', '公众号运营', '短视频运营', '抖音', '小红书'],
  ['用户运营', 'domain', '社群运营', '私域运营', '用户留存', '活动运营'],
  ['SEO', 'skill', 'SEM', '搜索引擎优化'],
  // ---- finance and accounting -------------------------------------------------------------------------------
  ['会计', 'domain', '会计核算', '财务会计', '会计工作', '记账'],
  ['总账', 'domain', '总账管理', '总账会计', '账务处理', '账务'],
  ['财务报表', 'domain', '报表编制', '财务报告', '三大报表', '合并报表'],
  ['纳税申报', 'domain', '税务申报', '报税', '税务', '增值税', '企业所得税', '个税', '税务筹划'],
  ['成本核算', 'domain', '成本会计', '成本控制', '成本分析'],
  ['应收应付', 'domain', '应收账款', '应付账款', '往来账', '往来款'],
  ['凭证', 'domain', '记账凭证', '会计凭证', '原始凭证', '凭证审核'],
  ['月结', 'domain', '月末结账', '结账', '年结', '期末结账'],
  ['审计', 'domain', '内部审计', '审计工作', '审计师', '内控', '内部控制'],
  ['预算管理', 'domain', '预算', '全面预算', '预算编制'],
  ['财务分析', 'domain', '经营分析', '财务数据分析'],
  ['资金管理', 'domain', '资金', '银行对账', '出纳', '现金流'],
  ['金蝶', 'skill', '金蝶 K3', '金蝶云', '用友', 'U8', 'NC', 'ERP', 'SAP', '财务软件'],
  ['企业会计准则', 'domain', '会计准则', '税法', '财税法规', '税收法规'],
  ['初级会计职称', 'cert', '初级会计', '助理会计师', '会计从业资格'],
  ['中级会计职称', 'cert', '中级会计', '中级会计师'],
  ['CPA', 'cert', '注册会计师', 'ACCA', 'CMA'],
  // ---- other common requirements ----------------------------------------------------------------------------
  ['英语', 'skill', '英文', 'CET-4', 'CET-6', '英语四级', '英语六级', '大学英语四级', '大学英语六级', '雅思', '托福'],
  ['沟通能力', 'soft', '沟通', '表达能力', '沟通协调', '沟通协调能力'],
  ['团队协作', 'soft', '团队合作', '团队精神', '协作能力'],
  ['学习能力', 'soft', '快速学习'],
  ['责任心', 'soft', '责任感', '认真负责', '细致', '严谨', '细心'],
  ['抗压能力', 'soft', '抗压', '承压能力'],
  ['逻辑思维', 'soft', '逻辑能力', '逻辑思维能力', '逻辑清晰', '结构化思维'],
];

export interface Term {
  name: string;
  kind: TermKind;
  /** Every form, normalised (see normaliseText), the name first. */
  forms: string[];
}

/** Lower case, full-width letters and digits as half-width, runs of space as one, no space beside a Han character. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ \t\u3000]+/g, ' ')
    .replace(/(?<=\p{Script=Han}) (?=\S)|(?<=\S) (?=\p{Script=Han})/gu, '');
}

export const TERMS: readonly Term[] = ROWS.map(([name, kind, ...synonyms]) => ({
  name,
  kind,
  forms: [...new Set([name, ...synonyms].map(normaliseText))],
}));

/**
 * Every name and synonym as written (JavaScript, MySQL, SPSS), for the importer's OCR, which reads Latin words with
 * the wrong case or a letter taken for a digit (ocr/latin-words.ts).
 */
export const SPELLINGS: readonly string[] = ROWS.flatMap(([name, , ...synonyms]) => [name, ...synonyms]);

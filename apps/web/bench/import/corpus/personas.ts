// Synthetic personas, the corpus's truth: resumes made from word pools with a seeded generator (the same seed, the
// same people). Every field as the contract stores it; module names as a resume would title them.
import type { ModuleStyle } from '@cv/contract';

export interface TruthModule {
  name: string;
  style: ModuleStyle;
  entries: Record<string, string>[];
}
export interface Persona {
  id: string;
  /** An English resume (corpus/english.ts): the importer should pick an English edition for it. */
  lang?: 'en';
  personal: {
    name: string;
    wish: string;
    exps: string;
    phone: string;
    email: string;
    birthday: string;
    gender: 0 | 1 | 2;
  };
  modules: TruthModule[];
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
];
const GIVEN = [
  '子涵',
  '欣怡',
  '浩然',
  '梓萱',
  '宇轩',
  '思远',
  '雨桐',
  '俊杰',
  '晓雯',
  '嘉怡',
  '明轩',
  '一诺',
  '佳琪',
  '博文',
  '静',
  '磊',
  '婷',
  '鹏',
];
const SCHOOLS = [
  '北京大学',
  '复旦大学',
  '南京大学',
  '武汉大学',
  '中山大学',
  '四川大学',
  '厦门大学',
  '山东大学',
  '华南理工大学',
  '西安电子科技大学',
  '北京邮电大学',
  '上海财经大学',
];
const MAJORS = [
  '计算机科学与技术',
  '软件工程',
  '电子信息工程',
  '金融学',
  '市场营销',
  '汉语言文学',
  '会计学',
  '数据科学与大数据技术',
  '工业设计',
  '人力资源管理',
];
const COMPANIES = [
  '深圳前海微众科技有限公司',
  '北京字节跳动科技有限公司',
  '杭州网易雷火科技有限公司',
  '上海拼多多信息技术有限公司',
  '广州唯品会电子商务有限公司',
  '成都数联铭品科技有限公司',
  '招商银行股份有限公司',
  '中国平安保险（集团）股份有限公司',
  '南京苏宁易购集团股份有限公司',
];
const TITLES = [
  '前端开发工程师',
  'Java 开发工程师',
  '产品经理',
  '数据分析师',
  '运营专员',
  'UI 设计师',
  '算法工程师',
  '财务分析师',
  '测试工程师',
  '市场专员',
];
const PROJECTS = [
  '智能客服工单系统',
  '校园二手交易小程序',
  '供应链金融风控平台',
  '短视频推荐排序优化',
  '企业内部知识库搜索',
  '新零售会员运营后台',
  '城市交通流量预测',
  '在线考试与阅卷系统',
];
const ROLES = ['项目负责人', '核心开发', '后端开发', '数据分析', '产品设计', '前端负责人'];
const VERBS = ['负责', '主导', '参与', '独立完成', '协助', '推动'];
const OBJECTS = [
  '需求分析与方案设计',
  '核心模块的开发与联调',
  '性能优化与监控体系建设',
  '数据埋点与报表搭建',
  '跨部门沟通与项目排期',
  '用户调研与竞品分析',
  '自动化测试框架落地',
  '营销活动策划与执行',
];
const RESULTS = [
  '效率提升 30%',
  '转化率提升 12%',
  '成本降低约 20 万元',
  '故障率下降一半',
  '服务 50 万用户',
  '获得部门季度之星',
  '按期上线零事故',
  '日活增长 18%',
];
const SKILLS = [
  'Python',
  'Java',
  'JavaScript',
  'TypeScript',
  'React',
  'Vue',
  'MySQL',
  'Redis',
  'Excel 数据透视',
  'SPSS',
  'Figma',
  'Axure',
  'Linux',
  'Docker',
  'Spring Boot',
  'Tableau',
];
const LEVELS = ['了解', '熟悉', '熟练', '精通'];
const HONORS = [
  '国家奖学金',
  '校级一等奖学金',
  '优秀学生干部',
  '全国大学生数学建模竞赛二等奖',
  '“挑战杯”省赛银奖',
  '优秀毕业生',
  '年度优秀员工',
  '英语六级（CET-6）',
];
const CUSTOM = [
  ['社团经历', ['学生会外联部 部长', '校园志愿者协会 成员', '摄影社 社长']],
  ['语言能力', ['英语 CET-6', '日语 N2', '普通话二级甲等']],
  ['兴趣爱好', ['马拉松', '围棋', '摄影与后期']],
] as const;
const SUMMARIES = [
  '性格开朗，沟通能力强，具备良好的团队合作精神；学习能力强，能快速适应新环境并承担压力。',
  '对数据敏感，逻辑清晰，善于从业务问题中提炼需求；工作认真负责，注重细节与结果。',
  '热爱技术，关注行业动态，乐于分享；有较强的自驱力和责任心，能够独立推进项目落地。',
];

/** A seeded generator (the same seed, the same people): numbers in [0, 1). */
export function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export const pad = (n: number) => String(n).padStart(2, '0');

export function persona(k: number): Persona {
  const r = rng(1000 + k * 7919);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const picks = <T>(xs: readonly T[], n: number): T[] => [...xs].sort(() => r() - 0.5).slice(0, n);
  const graduate = r() < 0.35;
  const birthYear = graduate ? 2001 + Math.floor(r() * 3) : 1988 + Math.floor(r() * 8);
  const name = pick(SURNAMES) + pick(GIVEN);
  const gradYear = birthYear + 22;
  const edu = [
    {
      school: pick(SCHOOLS),
      major: pick(MAJORS),
      degree: '本科',
      start: `${gradYear - 4}-09`,
      end: `${gradYear}-06`,
      desc:
        r() < 0.6
          ? `GPA ${(3 + r()).toFixed(2)}/4.0，主修课程：${picks(['数据结构', '操作系统', '统计学', '管理学原理', '计量经济学', '数据库原理'], 3).join('、')}。`
          : '',
    },
  ];
  if (r() < 0.4)
    edu.unshift({
      school: pick(SCHOOLS),
      major: pick(MAJORS),
      degree: '硕士',
      start: `${gradYear}-09`,
      end: `${gradYear + 3}-06`,
      desc: '',
    });
  const desc = (n: number) =>
    Array.from({ length: n }, () => `${pick(VERBS)}${pick(OBJECTS)}，${pick(RESULTS)}。`).join('\n');
  const jobs = graduate ? 1 + Math.floor(r() * 2) : 2 + Math.floor(r() * 2);
  let year = 2025;
  const work = Array.from({ length: jobs }, (_, i) => {
    const end = i === 0 && r() < 0.5 ? '' : `${year}-${pad(1 + Math.floor(r() * 12))}`;
    year -= 1 + Math.floor(r() * (graduate ? 1 : 3));
    return {
      company: pick(COMPANIES),
      title: pick(TITLES),
      start: `${year}-${pad(1 + Math.floor(r() * 12))}`,
      end,
      desc: desc(2 + Math.floor(r() * 3)),
    };
  });
  const projects = Array.from({ length: 1 + Math.floor(r() * 2) }, () => {
    const y = 2019 + Math.floor(r() * 5);
    return {
      name: pick(PROJECTS),
      role: pick(ROLES),
      start: `${y}-0${1 + Math.floor(r() * 5)}`,
      end: `${y}-1${Math.floor(r() * 3)}`,
      desc: desc(2),
    };
  });
  const modules: TruthModule[] = [
    { name: r() < 0.5 ? '教育背景' : '教育经历', style: 'edu', entries: edu },
    { name: graduate ? '实习经历' : pick(['工作经历', '工作经验', '职业经历']), style: 'work', entries: work },
    { name: pick(['项目经历', '项目经验']), style: 'project', entries: projects },
    {
      name: pick(['专业技能', '技能特长']),
      style: 'skill',
      entries: picks(SKILLS, 3 + Math.floor(r() * 3)).map((n) => ({ name: n, level: pick(LEVELS) })),
    },
    {
      name: pick(['荣誉奖项', '获奖情况']),
      style: 'honor',
      entries: picks(HONORS, 2 + Math.floor(r() * 2)).map((n) => ({
        name: n,
        date: `${2018 + Math.floor(r() * 6)}-${pad(1 + Math.floor(r() * 12))}`,
      })),
    },
  ];
  if (r() < 0.6) {
    const [title, items] = pick(CUSTOM);
    modules.push({
      name: title,
      style: 'custom',
      entries: picks(items, 2).map((t) => ({ title: t, desc: `${pick(VERBS)}${pick(OBJECTS)}。` })),
    });
  }
  modules.push({ name: '自我评价', style: 'summary', entries: [{ text: pick(SUMMARIES) }] });
  const phone = `1${pick(['38', '39', '58', '86', '77'])}${String(Math.floor(r() * 1e8)).padStart(8, '0')}`;
  return {
    id: `p${k}`,
    personal: {
      name,
      wish: pick(TITLES),
      exps: graduate ? '应届' : pick(['1-3年', '3-5年', '5-10年']),
      phone: k % 2 ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone,
      email: `user${k}${pick(['@163.com', '@qq.com', '@example.com'])}`,
      birthday: `${birthYear}-${pad(1 + Math.floor(r() * 12))}`,
      gender: r() < 0.5 ? 1 : 2,
    },
    modules,
  };
}

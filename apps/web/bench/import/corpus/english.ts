// English resumes, as Chinese job seekers write them for foreign companies: the same kind of people as personas.ts
// with English word pools, no gender, birthday or years of experience on the page (the English convention), and
// Chromium printing two English layouts of our own HTML: 'en-classic' (centred name, a contact line, upper-case
// headings over a rule, company and dates on one line with the title under it, bullets) and 'en-sidebar' (contact,
// skills and awards in a left column). The truth keeps what the editor stores: a degree as 本科/硕士, a skill level
// as 熟练/精通; the page shows them as an English resume writes them (B.S., Master of Science, Expert).
import { pad, rng, type Persona, type TruthModule } from './personas';

export const EN_HTML_LAYOUTS = ['en-classic', 'en-sidebar'] as const;
export type EnHtmlLayout = (typeof EN_HTML_LAYOUTS)[number];

const NAMES = ['Zhang Wei', 'Li Na', 'Wang Fang', 'Liu Yang', 'Chen Jie', 'Yang Xue', 'Kevin Zhao', 'Grace Huang'];
const SCHOOLS = [
  'Peking University',
  'Fudan University',
  'Zhejiang University',
  'Shanghai Jiao Tong University',
  'Wuhan University',
  'The University of Hong Kong',
  'National University of Singapore',
  'University of Manchester',
];
const MAJORS = ['Computer Science', 'Software Engineering', 'Finance', 'Marketing', 'Statistics', 'Industrial Design'];
const COMPANIES = ['ByteDance', 'Tencent', 'Alibaba Group', 'Microsoft China', 'HSBC', 'Deloitte', 'Meituan', 'JD.com'];
const TITLES = [
  'Frontend Engineer',
  'Software Engineer',
  'Product Manager',
  'Data Analyst',
  'Marketing Specialist',
  'UX Designer',
  'Machine Learning Engineer',
  'Financial Analyst',
];
const PROJECTS = [
  'Customer Service Ticketing System',
  'Campus Second-hand Marketplace',
  'Supply Chain Risk Control Platform',
  'Short Video Ranking Optimization',
  'Enterprise Knowledge Base Search',
];
const ROLES = ['Project Lead', 'Core Developer', 'Backend Developer', 'Data Analyst', 'Product Designer'];
const VERBS = ['Led', 'Built', 'Designed', 'Owned', 'Improved', 'Launched', 'Coordinated'];
const OBJECTS = [
  'the migration of the order service to a containerized deployment',
  'a real-time analytics dashboard used by the operations team every day',
  'requirements analysis and solution design with three partner teams',
  'performance monitoring and alerting for the payment platform',
  'user research and competitive analysis for the membership program',
  'an automated testing framework for the mobile client',
];
const RESULTS = [
  'cutting page load time by 40%',
  'raising conversion by 12%',
  'saving about 200K RMB a year',
  'serving 500K daily active users',
  'with zero incidents at launch',
  'halving the weekly failure rate',
];
const SKILLS = ['Python', 'Java', 'TypeScript', 'React', 'SQL', 'Excel', 'Tableau', 'Figma', 'Docker', 'Spring Boot'];
/** The editor's levels and how an English page writes them (the product's own words: contract SKILL_LEVELS_EN). */
const LEVELS: [string, string][] = [
  ['了解', 'Basic'],
  ['熟悉', 'Intermediate'],
  ['熟练', 'Proficient'],
  ['精通', 'Expert'],
];
const HONORS = [
  'National Scholarship',
  'First-class Scholarship',
  'Outstanding Graduate',
  'Mathematical Contest in Modeling, Meritorious Winner',
  'Employee of the Year',
];
const SUMMARIES = [
  'Detail-oriented engineer with a record of shipping reliable products; quick to learn, comfortable with ambiguity and glad to mentor others.',
  'Analytical and curious, turning business questions into clear metrics and decisions; a clear communicator across teams and time zones.',
];

/** The degrees as English resumes write them, by persona. */
const DEGREE_WORDS: Record<string, string[]> = {
  本科: ['B.S.', 'Bachelor of Science', "Bachelor's Degree", 'B.Eng.'],
  硕士: ['M.S.', 'Master of Science', "Master's Degree", 'MBA'],
};
const levelWord = (level: string) => LEVELS.find(([zh]) => zh === level)![1];

export function englishPersona(k: number): Persona {
  const r = rng(5000 + k * 7919);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const picks = <T>(xs: readonly T[], n: number): T[] => [...xs].sort(() => r() - 0.5).slice(0, n);
  const graduate = r() < 0.35;
  const gradYear = graduate ? 2024 : 2012 + Math.floor(r() * 8);
  const edu = [
    {
      school: pick(SCHOOLS),
      major: pick(MAJORS),
      degree: '本科',
      start: `${gradYear - 4}-09`,
      end: `${gradYear}-06`,
      desc:
        r() < 0.6 ? `GPA ${(3 + r()).toFixed(2)}/4.0; coursework in Data Structures, Statistics and Databases.` : '',
    },
  ];
  if (r() < 0.4)
    edu.unshift({
      school: pick(SCHOOLS),
      major: pick(MAJORS),
      degree: '硕士',
      start: `${gradYear}-09`,
      end: `${gradYear + 2}-06`,
      desc: '',
    });
  const desc = (n: number) => Array.from({ length: n }, () => `${pick(VERBS)} ${pick(OBJECTS)}, ${pick(RESULTS)}.`);
  let year = 2025;
  const work = Array.from({ length: graduate ? 1 : 2 + Math.floor(r() * 2) }, (_, i) => {
    const end = i === 0 && r() < 0.5 ? '' : `${year}-${pad(1 + Math.floor(r() * 12))}`;
    year -= 1 + Math.floor(r() * 3);
    return {
      company: pick(COMPANIES),
      title: pick(TITLES),
      start: `${year}-${pad(1 + Math.floor(r() * 12))}`,
      end,
      desc: desc(2 + Math.floor(r() * 2)).join('\n'),
    };
  });
  const projects = Array.from({ length: 1 + Math.floor(r() * 2) }, () => {
    const y = 2019 + Math.floor(r() * 5);
    return {
      name: pick(PROJECTS),
      role: pick(ROLES),
      start: `${y}-0${1 + Math.floor(r() * 5)}`,
      end: `${y}-1${Math.floor(r() * 3)}`,
      desc: desc(2).join('\n'),
    };
  });
  const modules: TruthModule[] = [
    { name: 'Education', style: 'edu', entries: edu },
    { name: graduate ? 'Internships' : pick(['Experience', 'Work Experience']), style: 'work', entries: work },
    { name: 'Projects', style: 'project', entries: projects },
    {
      name: 'Skills',
      style: 'skill',
      entries: picks(SKILLS, 3 + Math.floor(r() * 3)).map((n) => ({ name: n, level: pick(LEVELS)[0] })),
    },
    {
      name: pick(['Awards', 'Honors & Awards']),
      style: 'honor',
      entries: picks(HONORS, 2).map((n) => ({
        name: n,
        date: `${2016 + Math.floor(r() * 8)}-${pad(1 + Math.floor(r() * 12))}`,
      })),
    },
    { name: 'Summary', style: 'summary', entries: [{ text: pick(SUMMARIES) }] },
  ];
  const digits = `1${pick(['38', '39', '58', '86'])}${String(Math.floor(r() * 1e8)).padStart(8, '0')}`;
  const name = pick(NAMES);
  return {
    id: `e${k}`,
    lang: 'en',
    personal: {
      name,
      wish: pick(TITLES),
      exps: '',
      phone: k % 2 ? `+86 ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}` : digits,
      email: `${name.toLowerCase().replace(' ', '.')}${k}@example.com`,
      birthday: '',
      gender: 0,
    },
    modules,
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Dates as English resumes write them, by persona: Jan 2020, January 2020, 01/2020, Sept. 2020. */
function fmt(ymv: string, k: number): string {
  const [y, m] = ymv.split('-');
  const i = Number(m) - 1;
  return [`${MONTHS[i]} ${y}`, `${LONG[i]} ${y}`, `${m}/${y}`, `${MONTHS[i]}. ${y}`][k % 4]!;
}
const range = (e: Record<string, string>, k: number) =>
  `${fmt(e.start!, k)}${[' – ', ' - ', ' to ', ' — '][k % 4]}${e.end ? fmt(e.end, k) : ['Present', 'Current', 'Now', 'Present'][k % 4]}`;

function head(m: TruthModule, e: Record<string, string>, k: number): [string, string] {
  if (m.style === 'edu') return [e.school!, `${DEGREE_WORDS[e.degree!]![k % 4]}${k % 2 ? ' in ' : ', '}${e.major}`];
  if (m.style === 'work') return [e.company!, e.title!];
  return [e.name!, e.role!];
}
const bullets = (d: string) =>
  d
    ? `<ul>${d
        .split('\n')
        .map((l) => `<li>${esc(l)}</li>`)
        .join('')}</ul>`
    : '';

function body(m: TruthModule, k: number): string {
  if (m.style === 'summary') return `<p>${esc(m.entries[0]!.text!)}</p>`;
  if (m.style === 'skill')
    return k % 2
      ? `<p>${m.entries.map((e) => `${esc(e.name!)} (${levelWord(e.level!)})`).join(', ')}</p>`
      : `<div class="skills">${m.entries.map((e) => `<div class="row"><span>${esc(e.name!)}</span><span>${levelWord(e.level!)}</span></div>`).join('')}</div>`;
  if (m.style === 'honor')
    return m.entries
      .map((e) => `<div class="row"><span>${esc(e.name!)}</span><span class="date">${fmt(e.date!, k)}</span></div>`)
      .join('');
  return m.entries
    .map((e) => {
      const [t, s] = head(m, e, k);
      return `<div class="entry"><div class="row"><b>${esc(t)}</b><span class="date">${range(e, k)}</span></div><div class="sub">${esc(s)}</div>${m.style === 'edu' && e.desc ? `<p>${esc(e.desc)}</p>` : bullets(e.desc!)}</div>`;
    })
    .join('');
}

const CSS = `
@page { size: Letter; margin: 0.6in 0.7in; }
body { font-family: "DejaVu Serif", "Liberation Serif", serif; font-size: 10.5pt; color: #111; margin: 0; line-height: 1.35; }
h1 { font-size: 22pt; margin: 0; text-align: center; } .headline { text-align: center; font-style: italic; }
.contact { text-align: center; margin: 2pt 0 6pt; } .contact span + span::before { content: " • "; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.06em; border-bottom: 0.8pt solid #111; margin: 10pt 0 4pt; }
ul { margin: 1pt 0 4pt 14pt; padding: 0; } p { margin: 1pt 0 4pt; }
.row { display: flex; justify-content: space-between; gap: 12pt; } .sub { font-style: italic; } .date { white-space: nowrap; }
.skills { display: grid; grid-template-columns: 1fr 1fr; gap: 0 24pt; }
.two { display: grid; grid-template-columns: 2.1in 1fr; gap: 0.25in; } .side { border-right: 0.8pt solid #999; padding-right: 0.15in; }
.side h1, .side .headline { text-align: left; font-size: 18pt; } .side .headline { font-size: 10.5pt; } .side .skills { grid-template-columns: 1fr; }
.side .row { display: block; } .side .date { display: block; color: #555; }
`;

export function englishHtml(p: Persona, layout: EnHtmlLayout, k: number): string {
  const pp = p.personal;
  const contact = [pp.phone, pp.email].map((c) => `<span>${esc(c)}</span>`);
  const section = (m: TruthModule) => `<section><h2>${esc(m.name)}</h2>${body(m, k)}</section>`;
  let html: string;
  if (layout === 'en-sidebar') {
    const side = new Set(['skill', 'honor']);
    html = `<div class="two"><aside class="side"><h1>${esc(pp.name)}</h1><div class="headline">${esc(pp.wish)}</div><h2>Contact</h2>${contact.map((c) => `<div>${c}</div>`).join('')}${p.modules
      .filter((m) => side.has(m.style))
      .map(section)
      .join('')}</aside><main>${p.modules
      .filter((m) => !side.has(m.style))
      .map(section)
      .join('')}</main></div>`;
  } else {
    html = `<h1>${esc(pp.name)}</h1><div class="headline">${esc(pp.wish)}</div><div class="contact">${contact.join('')}</div>${p.modules.map(section).join('')}`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${CSS}</style></head><body>${html}</body></html>`;
}

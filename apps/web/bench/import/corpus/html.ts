// HTML resumes of our own, printed to PDF by Chromium (an engine that is not this product's): one column; a sidebar
// on the left or the right; a labelled personal-info table with a photo cell; a date rail; letter-spaced headings;
// the template sites' date-first one-line entries under bilingual headings (◆ 教育背景 EDUCATION); headings as filled
// bars over numbered descriptions (1、…); headings at the body's size told only by their weight, in a font with no
// bold face (Chromium draws it as outlines); two pages with a running header (the name and contact) and a page
// footer on each, the projects starting page 2.
import type { Persona, TruthModule } from './personas';

export const HTML_LAYOUTS = [
  'one-column',
  'sidebar-left',
  'sidebar-right',
  'info-table',
  'date-rail',
  'letter-spaced',
  'date-first',
  'bar-headings',
  'body-size-bold',
  'two-pages',
] as const;
export type HtmlLayout = (typeof HTML_LAYOUTS)[number];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** Dates as people write them, by persona: 2019.09, 2019年09月, 2019/09, 2019-09. */
function fmt(ym: string, k: number): string {
  const [y, m] = ym.split('-');
  return [`${y}.${m}`, `${y}年${m}月`, `${y}/${m}`, `${y}-${m}`][k % 4]!;
}
const range = (e: Record<string, string>, k: number) =>
  `${fmt(e.start!, k)} - ${e.end ? fmt(e.end, k) : ['至今', '今', '现在', 'Present'][k % 4]}`;
/** date-first's ranges: the dash or word people put between the dates. */
const rangeWith = (e: Record<string, string>, k: number) =>
  `${fmt(e.start!, k)}${[' – ', ' ~ ', ' 至 ', '—'][k % 4]}${e.end ? fmt(e.end, k) : '至今'}`;
const ENGLISH: Record<string, string> = {
  edu: 'EDUCATION',
  work: 'WORK EXPERIENCE',
  project: 'PROJECTS',
  skill: 'SKILLS',
  honor: 'AWARDS',
  summary: 'ABOUT ME',
  custom: 'MORE',
};
/** bar-headings' descriptions: each line a numbered paragraph. */
const numbered = (d: string, k: number) =>
  d
    .split('\n')
    .filter(Boolean)
    .map((l, i) => `<p class="num">${i + 1}${k % 2 ? '、' : '. '}${esc(l)}</p>`)
    .join('');
const gender = (g: number) => (g === 1 ? '男' : g === 2 ? '女' : '');
const exps = (e: string) => (e === '应届' ? '应届生' : e);

function entryHead(m: TruthModule, e: Record<string, string>): [string, string] {
  if (m.style === 'edu') return [e.school!, [e.major, e.degree].filter(Boolean).join(' | ')];
  if (m.style === 'work') return [e.company!, e.title!];
  return [e.name!, e.role!];
}
const descHtml = (d: string) =>
  d
    ? `<ul>${d
        .split('\n')
        .map((l) => `<li>${esc(l)}</li>`)
        .join('')}</ul>`
    : '';

/** A summary's or a custom module's body: the same in every layout ('' for the others). */
function plainHtml(m: TruthModule): string {
  if (m.style === 'summary') return `<p>${esc(m.entries[0]!.text!)}</p>`;
  if (m.style === 'custom')
    return m.entries.map((e) => `<div class="entry"><b>${esc(e.title!)}</b><p>${esc(e.desc!)}</p></div>`).join('');
  return '';
}

function moduleHtml(m: TruthModule, k: number, layout: HtmlLayout): string {
  if (layout === 'date-first')
    return `<section><h2 class="df">◆ ${esc(m.name)} <small>${ENGLISH[m.style]}</small></h2>${dateFirstBody(m, k)}</section>`;
  const title = layout === 'letter-spaced' ? m.name.split('').join(' ') : m.name;
  return `<section><h2>${esc(title)}</h2>${moduleBody(m, k, layout)}</section>`;
}

function moduleBody(m: TruthModule, k: number, layout: HtmlLayout): string {
  const plain = plainHtml(m);
  if (plain) return plain;
  if (m.style === 'skill')
    return `<div class="skills">${m.entries.map((e) => `<div class="skill"><span>${esc(e.name!)}</span><span>${e.level}</span></div>`).join('')}</div>`;
  if (m.style === 'honor')
    return m.entries
      .map((e) => `<div class="row"><span>${esc(e.name!)}</span><span>${fmt(e.date!, k)}</span></div>`)
      .join('');
  return m.entries
    .map((e) => {
      const [t, s] = entryHead(m, e);
      if (layout === 'bar-headings') {
        return `<div class="entry"><div class="row"><b>${esc(t)}</b><span class="date">${range(e, k)}</span></div><div class="sub">${esc(s)}</div>${numbered(e.desc!, k)}</div>`;
      }
      if (layout === 'date-rail') {
        return `<div class="rail"><div class="date">${range(e, k)}</div><div><div class="head"><b>${esc(t)}</b> <span class="sub">${esc(s)}</span></div>${descHtml(e.desc!)}</div></div>`;
      }
      return `<div class="entry"><div class="row"><b>${esc(t)}</b><span class="sub">${esc(s)}</span><span class="date">${range(e, k)}</span></div>${descHtml(e.desc!)}</div>`;
    })
    .join('');
}

/** date-first's bodies: dates before names, skills in a grid of three. */
function dateFirstBody(m: TruthModule, k: number): string {
  const plain = plainHtml(m);
  if (plain) return plain;
  if (m.style === 'skill')
    return `<div class="grid3">${m.entries.map((e) => `<span>${esc(e.name!)}：${e.level}</span>`).join('')}</div>`;
  if (m.style === 'honor')
    return m.entries
      .map((e) => `<div class="line"><span>${fmt(e.date!, k)}</span><span>${esc(e.name!)}</span></div>`)
      .join('');
  return m.entries
    .map((e) => {
      const [t, s] = entryHead(m, e);
      return `<div class="entry"><div class="line"><span>${rangeWith(e, k)}</span><b>${esc(t)}</b><span>${esc(s)}</span></div>${descHtml(e.desc!)}</div>`;
    })
    .join('');
}

const CSS = `
@page { size: A4; margin: 14mm 14mm; }
body { font-family: "WenQuanYi Micro Hei", sans-serif; font-size: 10.5pt; color: #222; margin: 0; line-height: 1.5; }
h1 { font-size: 22pt; margin: 0 0 4pt; } h2 { font-size: 13pt; color: #1f4e79; border-bottom: 1.5pt solid #1f4e79; margin: 12pt 0 6pt; padding-bottom: 2pt; }
ul { margin: 2pt 0 6pt 16pt; padding: 0; } p { margin: 2pt 0 6pt; }
.row { display: flex; flex-wrap: wrap; gap: 0 12pt; } .row > * { white-space: nowrap; } .row .date { margin-left: auto; color: #555; } .sub { color: #444; }
.skills { display: grid; grid-template-columns: 1fr 1fr; gap: 2pt 24pt; } .skill { display: flex; justify-content: space-between; }
.contact span + span::before { content: "  |  "; color: #999; }
.page2 { display: grid; grid-template-columns: 62mm 1fr; gap: 8mm; } .page2.right { grid-template-columns: 1fr 62mm; }
.side { background: #eef3f8; padding: 6mm 5mm; } .side .item { margin: 2pt 0; } .side .skills { grid-template-columns: 1fr; }
.photo { width: 28mm; height: 36mm; border: 1pt solid #999; margin-bottom: 6pt; }
table.info { border-collapse: collapse; width: 100%; } table.info td { border: 1pt solid #888; padding: 4pt 6pt; } table.info td.l { background: #eef3f8; width: 18%; }
.rail { display: grid; grid-template-columns: 40mm 1fr; gap: 4mm; margin-bottom: 4pt; } .rail .date { color: #555; }
h2.df { border: none; color: #c0392b; } h2.df small { font-size: 9pt; color: #999; font-weight: normal; letter-spacing: 0.1em; }
.line { display: flex; gap: 0 18pt; } .line > * { white-space: nowrap; } .grid3 { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 2pt 12pt; }
.bars h2 { background: #1f4e79; color: #fff; border: none; padding: 2pt 8pt; } .num { margin: 1pt 0 1pt 10pt; }
.plainbold h2 { font-size: 10.5pt; border: none; color: #222; margin: 10pt 0 4pt; padding: 0; }
.twopages section:nth-of-type(3) { break-before: page; }
.spaced h2, .spaced h1 { letter-spacing: 0.6em; } .banner { text-align: center; font-size: 18pt; letter-spacing: 0.5em; margin-bottom: 8pt; }
`;

export function resumeHtml(p: Persona, layout: HtmlLayout, k: number): string {
  const pp = p.personal;
  const contacts: [string, string][] = [
    ['电话', pp.phone],
    ['邮箱', pp.email],
    ['性别', gender(pp.gender)],
    ['出生年月', fmt(pp.birthday, k)],
    ['工作经验', exps(pp.exps)],
  ];
  const mods = (ms: TruthModule[]) => ms.map((m) => moduleHtml(m, k, layout)).join('');
  let body: string;
  if (layout === 'sidebar-left' || layout === 'sidebar-right') {
    const sideStyles = new Set(['skill', 'honor']);
    const side = `<aside class="side"><div class="photo"></div><h1>${esc(pp.name)}</h1><div class="item">求职意向：${esc(pp.wish)}</div>${contacts.map(([l, v]) => `<div class="item">${l}：${esc(v)}</div>`).join('')}${mods(p.modules.filter((m) => sideStyles.has(m.style)))}</aside>`;
    const main = `<main>${mods(p.modules.filter((m) => !sideStyles.has(m.style)))}</main>`;
    body = `<div class="page2 ${layout === 'sidebar-right' ? 'right' : ''}">${layout === 'sidebar-right' ? main + side : side + main}</div>`;
  } else if (layout === 'info-table') {
    const [phone, email, g, birth, ex] = contacts.map(([, v]) => esc(v));
    body = `<div class="banner">个人简历</div><table class="info">
<tr><td class="l">姓\u3000\u3000名</td><td>${esc(pp.name)}</td><td class="l">性\u3000\u3000别</td><td>${g}</td><td rowspan="4" style="width:30mm"><div class="photo"></div></td></tr>
<tr><td class="l">出生年月</td><td>${birth}</td><td class="l">工作经验</td><td>${ex}</td></tr>
<tr><td class="l">电\u3000\u3000话</td><td>${phone}</td><td class="l">邮\u3000\u3000箱</td><td>${email}</td></tr>
<tr><td class="l">求职意向</td><td colspan="3">${esc(pp.wish)}</td></tr></table>${mods(p.modules)}`;
  } else if (layout === 'date-first') {
    body = `<header><h1>${esc(pp.name)}</h1><div class="grid3"><span>求职意向：${esc(pp.wish)}</span>${contacts.map(([l, v]) => `<span>${l}：${esc(v)}</span>`).join('')}</div></header>${mods(p.modules)}`;
  } else {
    body = `<header><h1>${esc(pp.name)}</h1><div>求职意向：${esc(pp.wish)}</div><div class="contact">${contacts.map(([l, v]) => `<span>${l}：${esc(v)}</span>`).join('')}</div></header>${mods(p.modules)}`;
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${CSS}</style></head><body class="${layout === 'letter-spaced' ? 'spaced' : layout === 'bar-headings' ? 'bars' : layout === 'body-size-bold' ? 'plainbold' : layout === 'two-pages' ? 'twopages' : ''}">${body}</body></html>`;
}

/** Chromium's print options for a layout: two-pages prints a running header and a page footer on every page. */
export function pdfOptions(p: Persona, layout: HtmlLayout): Record<string, unknown> {
  const base = { format: 'A4', printBackground: true, preferCSSPageSize: true };
  if (layout !== 'two-pages') return base;
  const small = 'font-size:8pt;font-family:"WenQuanYi Micro Hei";color:#666;width:100%;margin:0 14mm;';
  return {
    ...base,
    displayHeaderFooter: true,
    headerTemplate: `<div style='${small}'>${esc(p.personal.name)} · ${esc(p.personal.phone)} · ${esc(p.personal.email)}</div>`,
    footerTemplate: `<div style='${small}text-align:center'>第 <span class='pageNumber'></span> 页 / 共 <span class='totalPages'></span> 页</div>`,
    margin: { top: '18mm', bottom: '16mm', left: '14mm', right: '14mm' },
  };
}

// 导入简历, English resumes: the English edition for an English file (never for a Chinese one), English degrees and
// levels as the editor's options, the shapes English layouts give (a degree `in` its major, skills with bracketed
// levels wrapped over lines, a level under its skill, an award's name wrapped over its date, a sentence's period),
// and words an engine hyphenated at a line's end joined again.
import { describe, expect, test } from 'vitest';
import { draftOf, understandLines } from '@/lib/resume-import/assemble';
import { dehyphenate } from '@/lib/resume-import/dehyphenate';
import {
  degreeOption,
  ENGLISH_IMPORT_TEMPLATE,
  isEnglishText,
  levelOption,
  unshouted,
} from '@/lib/resume-import/english';
import { headingKey } from '@/lib/resume-import/headings';
import { line, values } from './lines';
import { understandFile } from '@/lib/resume-import/understand';

const heading = (text: string) => line(text, { size: 1.3, bold: true });
const base = { source: 'pdf' as const, fileName: 'r.pdf', original: { kind: 'pdf' as const, pages: [] }, timings: {} };

const english = [
  line('Grace Huang', { size: 2 }),
  line('Machine Learning Engineer'),
  line('+86 186 7412 8615 • grace.huang@example.com'),
  heading('EDUCATION'),
  line('National University of Singapore\tSeptember 2012 - June 2014'),
  line('Master of Science in Finance', { block: false }),
  line('Zhejiang University\tSep. 2008 – Dec. 2012'),
  line("Bachelor's Degree, Computer Science", { block: false }),
  heading('WORK EXPERIENCE'),
  line('HSBC\t10/2019 to Current'),
  line('UX Designer', { block: false }),
  line('Designed an automated testing framework for the mobile', { block: false }),
  // (A reader may see a block start on a wrapped line: PDF line gaps are not exact.)
  line('client, raising conversion by 12%.'),
  line('Tencent\tFebruary 2018 - October 2019'),
  line('Software Engineer', { block: false }),
  line('Led the migration of the order service.', { block: false }),
  heading('SKILLS'),
  line('TypeScript (Expert), Java'),
  line('(Proficient), Spring Boot (Basic)', { block: false }),
  line('Python'),
  line('Intermediate', { block: false }),
  heading('HONORS & AWARDS'),
  line('Mathematical Contest in'),
  line('Modeling, Meritorious Winner', { block: false }),
  line('Jan 2016', { block: false }),
  line('National Scholarship', { block: false }),
  line('Oct 2015', { block: false }),
];

describe('an English resume', () => {
  const u = understandLines(english);

  test('gets the English edition of the default design; a Chinese one with English words does not', () => {
    expect(ENGLISH_IMPORT_TEMPLATE).toBe('en-classic-2f5496');
    expect(draftOf(u, base).template).toBe(ENGLISH_IMPORT_TEMPLATE);
    const chinese = understandLines([
      line('张三', { size: 2 }),
      heading('专业技能 SKILLS'),
      line('Java, Spring Boot, MySQL, Redis, Kafka, Docker, Kubernetes, Linux, TypeScript, React, Webpack'),
      line('Python, Pandas, NumPy, Scikit-learn, TensorFlow, PyTorch, Spark, Hive, Flink, ClickHouse'),
      line('熟悉高并发系统设计。'),
    ]);
    expect(draftOf(chinese, base).template).toBeNull();
    // Our own export names its template: kept.
    expect(draftOf(u, { ...base, template: 'sidebar-0b6e99' }).template).toBe('sidebar-0b6e99');
  });

  test('a degree parts from its major at `in`; English degrees and levels are the editor options', () => {
    expect(u.modules[0]!.entries.map(values)).toEqual([
      {
        school: 'National University of Singapore',
        major: 'Finance',
        degree: '硕士',
        start: '2012-09',
        end: '2014-06',
        desc: '',
      },
      {
        school: 'Zhejiang University',
        major: 'Computer Science',
        degree: '本科',
        start: '2008-09',
        end: '2012-12',
        desc: '',
      },
    ]);
    expect(
      ['B.S.', 'B.Eng.', 'Bachelor of Arts', 'MBA', 'M.Sc.', 'Ph.D.', '本科', 'Diploma'].map(degreeOption),
    ).toEqual(['本科', '本科', '本科', '硕士', '硕士', '博士', '', '']);
    expect(['Expert', 'proficient', 'Intermediate', 'Basic', 'Native', 'Advanced', '熟练'].map(levelOption)).toEqual([
      '精通',
      '熟练',
      '熟悉',
      '了解',
      '母语',
      '熟练',
      '',
    ]);
  });

  test("a period ends a sentence: the description's last line is not the next entry's company", () => {
    expect(u.modules[1]!.entries.map((e) => [e.company!.value, e.title!.value, e.start!.value, e.end!.value])).toEqual([
      ['HSBC', 'UX Designer', '2019-10', ''],
      ['Tencent', 'Software Engineer', '2018-02', '2019-10'],
    ]);
    expect(u.modules[1]!.entries[0]!.desc!.value).toBe(
      'Designed an automated testing framework for the mobile\nclient, raising conversion by 12%.',
    );
  });

  test('skills: a bracketed list wrapped over lines, a level alone under its skill', () => {
    expect(u.modules[2]!.entries.map(values)).toEqual([
      { name: 'TypeScript', level: '精通' },
      { name: 'Java', level: '熟练' },
      { name: 'Spring Boot', level: '了解' },
      { name: 'Python', level: '熟悉' },
    ]);
  });

  test("an award's name wrapped over its date line is one name; a heading keeps its '&'", () => {
    // Set in capitals, named in title case.
    expect(u.modules.map((m) => m.name.value)).toEqual(['Education', 'Work Experience', 'Skills', 'Honors & Awards']);
    expect(headingKey('Honors & Awards')).toBe('Honors & Awards');
    expect(['IT SKILLS', 'OF NOTE', 'PROJECTS AND RESEARCH', 'Work History', 'AI'].map(unshouted)).toEqual([
      'IT Skills',
      'Of Note',
      'Projects and Research',
      'Work History',
      'AI',
    ]);
    expect(u.modules[3]!.entries.map(values)).toEqual([
      { name: 'Mathematical Contest in Modeling, Meritorious Winner', date: '2016-01' },
      { name: 'National Scholarship', date: '2015-10' },
    ]);
  });

  test('the line under the name is the position, measured in Han widths', () => {
    expect(u.personal.wish.value).toBe('Machine Learning Engineer');
    expect(u.personal.name.value).toBe('Grace Huang');
  });

  test('a position wrapped under the name in a narrow column is one position', () => {
    const side = { area: 'side' as const };
    const v = understandLines([
      line('Grace Huang', { size: 2, ...side }),
      line('Machine Learning', side),
      line('Engineer', { block: false, ...side }),
      line('Contact', { size: 1.3, bold: true, ...side }),
      line('grace.huang@example.com', side),
    ]);
    expect(v.personal.wish.value).toBe('Machine Learning Engineer');
    expect(v.tray).toEqual([]);
  });

  test('nothing is lost', () => {
    expect(u.tray).toEqual([]);
    expect(u.unaccounted).toBe(0);
  });

  test('told by its script: letters in plenty, hardly a Han character', () => {
    expect(isEnglishText(english.map((l) => l.text).join('\n'))).toBe(true);
    expect(isEnglishText('Java React')).toBe(false);
  });
});

describe('words hyphenated at a line end', () => {
  const desc = (texts: string[]) => {
    const u = understandLines([
      heading('Experience'),
      line('ACME Inc.\tJan 2020 - Present'),
      line('Engineer', { block: false }),
      ...texts.map((t) => line(t, { block: false })),
    ]);
    return u.modules[0]!.entries[0]!.desc!.value;
  };

  test('a break the en-US patterns would make joins the word again', async () => {
    const lines = await dehyphenate([
      heading('Experience'),
      line('ACME Inc.\tJan 2020 - Present'),
      line('Engineer', { block: false }),
      line('Shipped the payment service with zero inci-', { block: false }),
      line('dents, serving 500K daily ac-', { block: false }),
      line('tive users.', { block: false }),
    ]);
    const u = understandLines(lines);
    expect(u.modules[0]!.entries[0]!.desc!.value).toBe(
      'Shipped the payment service with zero incidents, serving 500K daily active users.',
    );
    expect(u.unaccounted).toBe(0);
  });

  test("a word's own hyphen stays: written so elsewhere, or no pattern break there", async () => {
    const own = await dehyphenate([
      line('Built a real-time dashboard and a real-', { block: false }),
      line('time alerting pipeline.', { block: false }),
      line('Wrote the front-', { block: false }),
      line('end of the console.', { block: false }),
    ]);
    expect(own.map((l) => l.text)).toEqual([
      'Built a real-time dashboard and a real-',
      'time alerting pipeline.',
      'Wrote the front-',
      'end of the console.',
    ]);
    expect(own.some((l) => l.hyphenated)).toBe(false);
    // Kept, the hyphen joins the halves with nothing between.
    expect(desc(['Wrote the front-', 'end of the console.'])).toBe('Wrote the front-end of the console.');
  });

  test('a Chinese resume has no such line and loads no patterns', async () => {
    const lines = [line('负责前端-'), line('后端联调')];
    expect(await dehyphenate(lines)).toBe(lines);
  });
});

test('a JSON Resume from another tool, written in English, gets the English edition', async () => {
  const json = {
    basics: {
      name: 'Kevin Zhao',
      label: 'Data Analyst',
      email: 'kevin@example.com',
      summary: 'Analytical and curious, turning business questions into clear metrics.',
    },
    work: [
      {
        name: 'Deloitte',
        position: 'Data Analyst',
        startDate: '2019-10',
        highlights: ['Built a real-time analytics dashboard used by the operations team every day.'],
      },
    ],
  };
  const out = await understandFile(new TextEncoder().encode(JSON.stringify(json)), 'resume.json');
  expect(out.ok && out.draft.template).toBe(ENGLISH_IMPORT_TEMPLATE);
});

// 导入简历, image resumes: what OCR reads wrong in a resume's headings and English, mended in the lines' text
// (ocr-items.ts): a bilingual heading's garbled English half and its icon read as a character (heading-lines.ts), an
// English page told from a Chinese one (english.ts), what the English model gets wrong (latin-words.ts) and e-mail
// addresses (emails.ts). The rest of ocr-items.ts and the page as the engine gets it: ocr.test.ts.
import { describe, expect, test } from 'vitest';
import { understandLines } from '@/lib/resume-import/assemble';
import { isEnglishText } from '@/lib/resume-import/english';
import { latinWordsRespelled } from '@/lib/resume-import/ocr/latin-words';
import { itemsOfOcrLines, type OcrLine } from '@/lib/resume-import/ocr/ocr-items';
import { layoutLines } from '@/lib/resume-import/pdf/layout';
import { ocrLine } from './lines';

/** The cells of OCR lines read one under the other. */
const texts = (...lines: string[]) =>
  itemsOfOcrLines(
    lines.map((t, i) => ocrLine(t, 100, 1100, 50 + i * 40)),
    0.5,
    0,
  ).map((i) => i.str);

describe('a bilingual heading as OCR reads it: its English half garbled, its icon read as a character', () => {
  test('the English half with marks in it is kept as letters; an icon read as a Han character is dropped', () => {
    expect(texts('• 职业经历 w: RK EXPERIENCE', '技能特长:kitts', '荣誉奖项 ^v RD', '呈 自我评价 Aeoufi ME')).toEqual([
      '• 职业经历 w RK EXPERIENCE',
      '技能特长 kitts',
      '荣誉奖项 v RD',
      '自我评价 Aeoufi ME',
    ]);
    // A heading's label with a skill, a date or Han after it, a clean heading, a line that is no heading: as read.
    expect(texts('专业技能：Java', '工作经历：2019-2020', '教育背景 EDUCATION', '负责 Java: 开发', '项目经理')).toEqual(
      ['专业技能：Java', '工作经历：2019-2020', '教育背景 EDUCATION', '负责 Java: 开发', '项目经理'],
    );
  });

  test('so the sections are found: 职业经历 and 荣誉奖项 start their modules', () => {
    const page = [
      ['林博文', 48],
      ['• 职业经历 w: RK EXPERIENCE', 30],
      ['2022-05 - 2024-12  成都数联铭品科技有限公司  前端开发工程师', 26],
      ['• 荣誉奖项 ^v RD', 30],
      ['2021-07  校级一等奖学金', 26],
      ['呈 自我评价 Aeoufi ME', 30],
      ['热爱技术，关注行业动态，乐于分享。', 26],
    ] as const;
    const items = itemsOfOcrLines(
      page.map(([t, h], i) => ocrLine(t, 100, 100 + t.length * 30, 60 + i * 70, h)),
      0.5,
      0,
    );
    const { modules } = understandLines(layoutLines({ pages: [{ width: 595.28, height: 842 }], items }));
    expect(modules.map((m) => [m.style, m.name.value])).toEqual([
      ['work', '职业经历'],
      ['honor', '荣誉奖项'],
      ['summary', '自我评价'],
    ]);
  });
});

describe('an English page: told from a Chinese one, and what the English model gets wrong, mended', () => {
  const page = (...texts: string[]) => texts.map((t, i) => ocrLine(t, 100, 1100, 50 + i * 40));
  // As the engine asks it of a page's lines (english.ts: the review's own test for the English edition).
  const isEnglishPage = (lines: OcrLine[]) => isEnglishText(lines.map((l) => l.text).join('\n'));

  test('a page read almost all Latin is English; a Chinese resume with Latin words, or a few words, is not', () => {
    const english = page(
      'Grace Huang',
      'Software Engineer | grace.huang@example.com',
      'EDUCATION',
      'Fudan University    Computer Science    09/2016 to 06/2020',
      'Led the migration of the order service to a containerized deployment',
    );
    expect(isEnglishPage(english)).toBe(true);
    // A few Latin letters read as Han (the Chinese model's reading of an English page) do not change that.
    expect(isEnglishPage([...english, ocrLine('Ski11s 和 Tools', 100, 600, 300)])).toBe(true);
    expect(
      isEnglishPage(
        page(
          '周子涵  求职意向：前端工程师',
          '邮箱：zhouzh@example.com  GitHub: github.com/zhouzh',
          '技能：JavaScript / TypeScript / React / Node.js / Docker / Kubernetes',
          '负责 Spring Boot 微服务的性能优化，接口 P99 延迟降低 40%',
        ),
      ),
    ).toBe(false);
    expect(isEnglishPage(page('Zhang Wei', 'CV'))).toBe(false);
  });

  test("the English model's bullets («, », +) are the bullet; a line of marks only (a lone . or |) is dropped", () => {
    const texts = itemsOfOcrLines(
      page('« Led the migration', '» Built a dashboard', '+ Owned the monitoring', '.', '| |', '+86 138 0000 0000'),
      0.5,
      0,
    ).map((i) => i.str);
    expect(texts).toEqual([
      '• Led the migration',
      '• Built a dashboard',
      '• Owned the monitoring',
      '+86 138 0000 0000',
    ]);
  });

  test('a skill and its level read glued together (the gap lost, the I read as l) are two cells again', () => {
    const cells = (text: string) => itemsOfOcrLines([ocrLine(text, 100, 600, 50)], 0.5, 0).map((i) => i.str);
    expect(cells('Tableaulntermediate')).toEqual(['Tableau', 'Intermediate']);
    expect(cells('SQLAdvanced')).toEqual(['SQL', 'Advanced']);
    expect(cells('Spring BootProficient')).toEqual(['Spring Boot', 'Proficient']);
    // A level alone, a word that only ends like one, React Native: as read.
    expect(['Intermediate', 'Expert', 'ReactNative', 'Goodwill'].map(latinWordsRespelled)).toEqual([
      'Intermediate',
      'Expert',
      'ReactNative',
      'Goodwill',
    ]);
  });
});

test('an e-mail address: a common mail domain one letter off spelled right, a capital lowered; others as read', () => {
  expect(
    texts('邮箱：user1@dqq.com', 'User1@qdq.com  电话：13800000000', 'user3@dq.com', 'User2@Example.com', 'a@gmai.com'),
  ).toEqual([
    '邮箱：user1@qq.com',
    'user1@qq.com',
    '电话：13800000000',
    'user3@qq.com',
    'user2@example.com',
    'a@gmail.com',
  ]);
  // Not one letter from a common domain, or one letter from two (16.com: 163.com and 126.com): as read.
  expect(texts('hr@bytedance.com', 'li@pku.edu.cn', 'wang@16.com')).toEqual([
    'hr@bytedance.com',
    'li@pku.edu.cn',
    'wang@16.com',
  ]);
});

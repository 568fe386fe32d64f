// 导入简历 (issue 41): our own DOCX (in the structure of three designs) and Markdown exports come back field for
// field, and a Word file laid out in a table with merged cells and a text-box header is read in place.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, Textbox, TextRun, VerticalMergeType } from 'docx';
import { describe, expect, test } from 'vitest';
import type { FullResume, ModuleStyle } from '@cv/contract';
import { readEntries } from '@cv/contract/module-fields';
import { resumeDocument } from '@/lib/resume-io/docx';
import { toMarkdown } from '@/lib/resume-io/markdown';
import { understandFile } from '@/lib/resume-import/understand';
import type { ImportDraft } from '@/lib/resume-import/model';

const sample = JSON.parse(readFileSync(join(__dirname, '../../../../fixtures/sample-resume.json'), 'utf8'));
const resume = (template: string): FullResume =>
  ({
    template,
    version: 0,
    personal: sample.personal,
    modules: sample.modules.map((m: object, i: number) => ({ id: i + 1, cid: 'sample', ...m })),
  }) as unknown as FullResume;
const flat = (d: ImportDraft) =>
  d.modules.map((m) => ({
    name: m.name.value,
    style: m.style,
    entries: m.entries.map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.value]))),
  }));
const truth = (fields: 'all' | 'markdown') =>
  [...resume('classic').modules]
    .sort((a, b) => a.sort - b.sort)
    .map((m) => ({ name: m.alias, style: m.style, entries: readEntries(m.style as ModuleStyle, m.content) }))
    // Markdown writes every description line as a list item: the markers are not the resume's.
    .map((m) =>
      fields === 'all'
        ? m
        : { ...m, entries: m.entries.map((e) => ('desc' in e ? { ...e, desc: e.desc.replace(/^- /gm, '') } : e)) },
    );
const read = async (bytes: Uint8Array, name: string) => {
  const out = await understandFile(bytes, name);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.draft;
};
const personal = (d: ImportDraft) => Object.fromEntries(Object.entries(d.personal).map(([k, v]) => [k, v.value]));

describe('our own exports import field for field', () => {
  test.each(['classic', 'sidebar', 'campus-table'])('DOCX in the %s design', async (template) => {
    const d = await read(new Uint8Array(await Packer.toBuffer(resumeDocument(resume(template)))), 'r.docx');
    expect(personal(d)).toEqual({
      name: '林晓雯',
      wish: '高级前端工程师',
      exps: '3-5年',
      phone: '138 0013 8000',
      email: 'linxiaowen@example.com',
      birthday: '1996-05',
      gender: '女',
    });
    expect(flat(d)).toEqual(truth('all'));
    expect(d.tray).toEqual([]);
  });

  test('Markdown (it carries no birthday or gender)', async () => {
    const d = await read(new TextEncoder().encode(toMarkdown(resume('classic'))), 'r.md');
    expect(personal(d)).toMatchObject({
      name: '林晓雯',
      wish: '高级前端工程师',
      exps: '3-5年',
      phone: '138 0013 8000',
    });
    expect(flat(d)).toEqual(truth('markdown'));
  });
});

test('a Word file laid out in tables and text boxes is read in place', async () => {
  const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const cell = (text: string, merge?: 'restart' | 'continue') =>
    new TableCell({
      children: [p(text)],
      ...(merge ? { verticalMerge: merge === 'restart' ? VerticalMergeType.RESTART : VerticalMergeType.CONTINUE } : {}),
    });
  const doc = new Document({
    sections: [
      {
        children: [
          new Textbox({
            style: { width: '170mm', height: '20mm' },
            children: [p('王小明', true), p('求职意向：数据分析师')],
          }),
          new Table({
            rows: [
              new TableRow({ children: [cell('手\u3000机'), cell('13912345678'), cell('照片', 'restart')] }),
              new TableRow({ children: [cell('邮\u3000箱'), cell('wang@example.com'), cell('', 'continue')] }),
            ],
          }),
          new Paragraph({ children: [new TextRun({ text: '教育背景', bold: true, size: 28 })] }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [p('2019.09 - 2023.06')] }),
                  new TableCell({
                    children: [p('山东大学 | 统计学 | 本科', true), p('主修课程：回归分析、抽样调查。')],
                  }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  const d = await read(new Uint8Array(await Packer.toBuffer(doc)), 'w.docx');
  expect(personal(d)).toMatchObject({
    name: '王小明',
    wish: '数据分析师',
    phone: '13912345678',
    email: 'wang@example.com',
  });
  expect(flat(d)).toEqual([
    {
      name: '教育背景',
      style: 'edu',
      entries: [
        {
          school: '山东大学',
          major: '统计学',
          degree: '本科',
          start: '2019-09',
          end: '2023-06',
          desc: '主修课程：回归分析、抽样调查。',
        },
      ],
    },
  ]);
  expect(d.tray.map((t) => t.text)).toEqual(['照片']);
});

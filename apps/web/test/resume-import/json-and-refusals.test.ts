// 导入简历 (issue 41): our own JSON export comes back field for field; files the importer cannot read are refused
// with the reason and what to do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { FullResume } from '@cv/contract';
import { readEntries } from '@cv/contract/module-fields';
import { toJsonResume } from '@/lib/resume-io/json-resume';
import { understandFile } from '@/lib/resume-import/understand';
import { IMPORT_MAX_BYTES } from '@/lib/resume-import/model';

const sample = JSON.parse(readFileSync(join(__dirname, '../../../../fixtures/sample-resume.json'), 'utf8'));
const resume: FullResume = {
  template: 'classic-blue',
  version: 0,
  personal: sample.personal,
  modules: sample.modules.map((m: object, i: number) => ({ id: i + 1, cid: 'sample', ...m })),
} as unknown as FullResume;
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('our JSON export imports field for field', () => {
  test('personal info and every module entry equal the resume exported', async () => {
    const out = await understandFile(utf8(JSON.stringify(toJsonResume(resume), null, 2)), 'r.json');
    if (!out.ok) throw new Error(out.refusal.message);
    const { draft } = out;
    expect(draft.source).toBe('json');
    expect(draft.template).toBe('classic-blue');
    expect(draft.personal.name.value).toBe('林晓雯');
    expect(draft.personal.phone.value).toBe('138 0013 8000');
    expect(draft.personal.email.value).toBe('linxiaowen@example.com');
    expect(draft.personal.exps.value).toBe('3-5年');
    expect(draft.personal.birthday.value).toBe('1996-05');
    expect(draft.personal.gender.value).toBe('女');
    expect(draft.tray).toEqual([]);
    const sorted = [...resume.modules].sort((a, b) => a.sort - b.sort);
    expect(draft.modules.map((m) => m.name.value)).toEqual(sorted.map((m) => m.alias));
    for (const [i, m] of sorted.entries()) {
      const got = draft.modules[i]!.entries.map((e) =>
        Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.value])),
      );
      expect(got).toEqual(readEntries(m.style, m.content));
    }
  });

  test('each value points at where it stands in the file', async () => {
    const text = JSON.stringify(toJsonResume(resume));
    const out = await understandFile(utf8(text), 'r.json');
    if (!out.ok) throw new Error('refused');
    const ref = out.draft.personal.name.refs[0];
    expect(ref?.kind === 'text' && text.slice(ref.start, ref.end)).toBe('林晓雯');
  });
});

describe('refusals say why and what to do', () => {
  const cases: [string, string, Uint8Array][] = [
    ['empty', 'a.pdf', new Uint8Array(0)],
    ['legacy-word', 'a.doc', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ['legacy-word', '简历.wps', utf8('anything')],
    ['damaged', 'a.json', utf8('{"basics": ')],
    ['unsupported', 'a.rtf', utf8('hello')],
    ['damaged', 'a.pdf', utf8('%PDF-1.7\n garbage')],
    ['damaged', 'a.docx', utf8('PK\u0003\u0004 not a zip')],
    ['too-large', 'a.pdf', new Uint8Array(IMPORT_MAX_BYTES + 1)],
  ];
  test.each(cases)('%s: %s', async (reason, name, bytes) => {
    const out = await understandFile(bytes, name);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.refusal.reason).toBe(reason);
    expect(out.refusal.message).toMatch(/[。]/);
  });
});

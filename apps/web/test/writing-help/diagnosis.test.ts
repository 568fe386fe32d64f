// 简历诊断 reads like a recruiter: every seeded defect is found, a clean new graduate scores high, the same resume
// always gets the same answer, and each fix, applied, clears its finding.
import { describe, expect, test } from 'vitest';
import { diagnose } from '@/lib/writing-help/diagnosis/diagnose';
import { CHECK_IDS, type FixEdit } from '@/lib/writing-help/diagnosis/types';
import type { ResumeDoc } from '@/lib/writing-help/resume-doc';
import { cleanGraduate, NOW, seededDefects, twoPageResume } from './resumes';

/** Applies a fix's edits the way the editor's actions would, to a copy. */
function applyEdits(doc: ResumeDoc, edits: FixEdit[]): ResumeDoc {
  const next: ResumeDoc = structuredClone(doc) as ResumeDoc;
  const modules = next.modules as ResumeDoc['modules'][number][];
  for (const edit of edits) {
    const m = 'key' in edit ? modules.find((x) => x.key === edit.key) : undefined;
    if (edit.kind === 'personal') Object.assign(next.personal!, edit.changes);
    else if (edit.kind === 'field') m!.entries[edit.index]![edit.field] = edit.value;
    else if (edit.kind === 'remove-entry') m!.entries.splice(edit.index, 1);
    else if (edit.kind === 'move-entry') m!.entries.splice(edit.to, 0, ...m!.entries.splice(edit.from, 1));
    else modules.push({ key: `new-${edit.style}`, name: edit.style, alias: '', style: edit.style, entries: [] });
  }
  return next;
}

describe('简历诊断', () => {
  test('has at least 12 checks', () => {
    expect(CHECK_IDS.length).toBeGreaterThanOrEqual(12);
  });

  test('a resume seeded with one defect per check gets a finding from every check', () => {
    const result = diagnose(seededDefects(), { now: NOW });
    const found = new Set(result.findings.map((f) => f.check));
    expect(CHECK_IDS.filter((id) => !found.has(id))).toEqual([]);
    expect(result.passed).toEqual([]);
    expect(result.level).toBe('experienced');
    expect(result.score).toBeLessThan(30);
    for (const f of result.findings) {
      expect(f.message).toMatch(/\p{Script=Han}/u);
      expect(f.where).not.toBe('');
    }
  });

  test('a clean new graduate’s resume scores at least 85 and is read as 校招, one page', () => {
    const result = diagnose(cleanGraduate(), { now: NOW });
    expect(result.level).toBe('campus');
    expect(result.pages).toBeLessThanOrEqual(1);
    expect(result.findings).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(85);
  });

  test('the same resume read twice gets the same score and findings', () => {
    expect(diagnose(seededDefects(), { now: NOW })).toEqual(diagnose(seededDefects(), { now: NOW }));
    expect(diagnose(twoPageResume(), { now: NOW }).score).toBe(diagnose(twoPageResume(), { now: NOW }).score);
  });

  test('findings name the field they concern', () => {
    const result = diagnose(seededDefects(), { now: NOW });
    const phone = result.findings.find((f) => f.check === 'phone');
    expect(phone?.target).toEqual({ kind: 'personal', field: 'phone' });
    const range = result.findings.find((f) => f.check === 'date-range');
    expect(range?.target).toMatchObject({ kind: 'module', index: 0, field: 'start' });
    expect(range?.where).toBe('项目经历 · 第 1 条 · 开始时间');
  });

  test('every one-click fix clears its own finding and leaves the rest of the resume alone', () => {
    const doc = seededDefects();
    const result = diagnose(doc, { now: NOW });
    const fixable = result.findings.filter((f) => f.fix);
    expect(new Set(fixable.map((f) => f.check))).toEqual(
      new Set(['date-range', 'date-future', 'entry-order', 'punctuation', 'spacing', 'skill-name', 'entry-empty']),
    );
    for (const f of fixable) {
      const after = diagnose(applyEdits(doc, f.fix!.edits), { now: NOW });
      const same = (g: (typeof after.findings)[number]) =>
        g.check === f.check && JSON.stringify(g.target) === JSON.stringify(f.target);
      expect(after.findings.some(same), `${f.check}: ${f.fix!.label}`).toBe(false);
    }
  });

  test('the punctuation and spacing fixes write what a Chinese typesetter would', () => {
    const result = diagnose(seededDefects(), { now: NOW });
    const value = (check: string) => {
      const edit = result.findings.find((f) => f.check === check)?.fix?.edits[0];
      return edit?.kind === 'field' ? edit.value : null;
    };
    expect(value('punctuation')).toBe('统筹需求与排期，保障上线 20 个社区。');
    expect(value('spacing')).toBe('负责移动端审批流程，覆盖 500 名员工。');
  });

  test('the fix of entry order puts the newest job first', () => {
    const doc = seededDefects();
    const order = diagnose(doc, { now: NOW }).findings.find((f) => f.check === 'entry-order' && f.where === '工作经历');
    const after = applyEdits(doc, order!.fix!.edits);
    expect(after.modules[1]!.entries.map((e) => e.start)).toEqual(['2019-01', '2016-06', '2015-07']);
  });

  test('contact formats: spaced, dashed and +86 mobile numbers and landlines pass; a full-width e-mail gets a fix', () => {
    for (const phone of ['13800138000', '138-0013-8000', '+86 138 0013 8000', '010-6275 1234']) {
      const doc = cleanGraduate();
      doc.personal!.phone = phone;
      expect(diagnose(doc, { now: NOW }).findings, phone).toEqual([]);
    }
    const doc = cleanGraduate();
    doc.personal!.email = 'chen＠example。com';
    const email = diagnose(doc, { now: NOW }).findings.find((f) => f.check === 'email');
    expect(email?.fix?.edits).toEqual([{ kind: 'personal', changes: { email: 'chen@example.com' } }]);
  });

  test('a new graduate’s expected graduation and ongoing internship are not future-date errors; two pages are too long', () => {
    const doc = twoPageResume();
    doc.personal!.exps = '应届';
    const result = diagnose(doc, { now: NOW });
    expect(result.findings.filter((f) => f.check === 'date-future')).toEqual([]);
    expect(result.findings.map((f) => f.check)).toContain('length');
    expect(diagnose(twoPageResume(), { now: NOW }).findings.map((f) => f.check)).not.toContain('length');
  });

  test('a full-width phone number and a missing module get their one-click fixes', () => {
    const doc = cleanGraduate();
    doc.personal!.phone = '１３８００１３８０００';
    (doc.modules as unknown[]).splice(3, 1); // no 专业技能 module
    const result = diagnose(doc, { now: NOW });
    expect(result.findings.find((f) => f.check === 'phone')?.fix?.edits).toEqual([
      { kind: 'personal', changes: { phone: '13800138000' } },
    ]);
    const missing = result.findings.find((f) => f.check === 'essential-modules');
    expect(missing?.message).toBe('校招简历缺少专业技能：列出与岗位相关的技能');
    expect(missing?.fix).toEqual({ label: '添加专业技能', edits: [{ kind: 'add-module', style: 'skill' }] });
  });
});

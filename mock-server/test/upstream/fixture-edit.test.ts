import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { editJson } from '../../scripts/fixture-edit.ts';

const settings = '{\n  "free_quota": { "resumes": 3, "downloads": 1 },\n  "resume_counter_baseline": 1286430\n}\n';

describe('editJson: new data in a fixture, its layout kept (npm run promote)', () => {
  it('changes only the value that differs; an object kept on one line stays on one line', () => {
    const proposed = { free_quota: { resumes: 3, downloads: 1 }, resume_counter_baseline: 1300000 };
    expect(editJson(settings, proposed)).toBe(settings.replace('1286430', '1300000'));
  });

  it('answers the text unchanged when nothing differs', () => {
    expect(editJson(settings, JSON.parse(settings))).toBe(settings);
  });

  it('edits a value inside a one-line object in place', () => {
    const proposed = { free_quota: { resumes: 5, downloads: 1 }, resume_counter_baseline: 1286430 };
    expect(editJson(settings, proposed)).toBe(settings.replace('"resumes": 3', '"resumes": 5'));
  });

  it('adds and removes keys, appends and removes items: with prettier after, only those lines differ', async () => {
    const format = (text: string) => prettier.format(text, { parser: 'json', printWidth: 120 });
    const original = [
      '[',
      '  { "id": 1, "name": "月卡", "price": 9 },',
      '  { "id": 2, "name": "年卡", "price": 99 },',
      '  { "id": 3, "name": "旧", "price": 1 }',
      ']',
      '',
    ].join('\n');
    const changed = [
      { id: 1, name: '月卡', price: 12 },
      { id: 2, name: '年卡', price: 99, tag: '推荐' },
    ];
    expect(await format(editJson(original, changed))).toBe(
      [
        '[',
        '  { "id": 1, "name": "月卡", "price": 12 },',
        '  { "id": 2, "name": "年卡", "price": 99, "tag": "推荐" }',
        ']',
        '',
      ].join('\n'),
    );
    const grown = [...(JSON.parse(original) as unknown[]), { id: 4, name: '新', price: 5 }];
    expect(await format(editJson(original, grown))).toBe(
      original.replace('"price": 1 }\n', '"price": 1 },\n  { "id": 4, "name": "新", "price": 5 }\n'),
    );
  });

  it('drops a key that the proposal leaves out', () => {
    const proposed = { resume_counter_baseline: 1286430 };
    expect(JSON.parse(editJson(settings, proposed))).toEqual(proposed);
  });
});

// lib/ajv-max-length.ts: Ajv's maxLength with a shortcut must mean exactly what Ajv's own does.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { codePoints, maxLengthShortcut } from '../src/lib/ajv-max-length.ts';

const own = new Ajv({ $data: true });
const ours = new Ajv({ $data: true });
maxLengthShortcut(ours, undefined);
const schema = { type: 'string', maxLength: 3 };
const dataSchema = {
  type: 'object',
  properties: { max: { type: 'integer' }, text: { type: 'string', maxLength: { $data: '1/max' } } },
};

describe('maxLength, Ajv own vs the shortcut', () => {
  const samples = [
    '',
    'abc',
    'abcd',
    '一二三',
    '一二三四',
    '😀😀😀',
    '😀😀😀😀',
    'a😀b',
    '\ud800\ud800\ud800',
    '\udc00abc',
    'ab\ud83d',
  ];
  it.each(samples)('%j: the same verdict and the same error', (text) => {
    const a = own.compile(schema);
    const b = ours.compile(schema);
    expect(b(text)).toBe(a(text));
    expect(b.errors ?? null).toEqual(a.errors ?? null);
  });

  it('$data limits work the same', () => {
    const a = own.compile(dataSchema);
    const b = ours.compile(dataSchema);
    for (const [max, text] of [
      [2, '😀😀'],
      [1, '😀😀'],
      [3, 'abcd'],
    ] as const) {
      expect(b({ max, text })).toBe(a({ max, text }));
      expect(b.errors ?? null).toEqual(a.errors ?? null);
    }
  });

  it('counts a surrogate pair once and a lone surrogate once', () => {
    expect(codePoints('😀a')).toBe(2);
    expect(codePoints('\ud83d')).toBe(1);
    expect(codePoints('\ude00\ud83d')).toBe(2);
  });
});

/** Line breaking, measurement and the accelerated font wrapper. */
import { describe, expect, it } from 'vitest';
import { getFonts } from '../../src/pdf/fonts.ts';
import { getFaces } from '../../src/pdf/render.ts';
import { clean } from '../../src/pdf/face.ts';
import { measure } from '../../src/pdf/atoms.ts';
import { wrap } from '../../src/pdf/text.ts';

const { regular, bold } = getFaces();

describe('wrap', () => {
  it('wraps Chinese text without spaces and keeps every character', () => {
    const text =
      '负责企业级低代码平台前端架构设计基于组件体系支撑四十余个业务线接入并主导构建性能优化首屏加载时间显著下降'.repeat(
        3,
      );
    const lines = wrap(regular, 10, text, 200);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.map((l) => l.text).join('')).toBe(text);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(200.01);
    // Full lines of 10-pt ideographs hold exactly 20 characters.
    expect(Array.from(lines[0]?.text ?? '')).toHaveLength(20);
  });

  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    const text =
      '项目管理经验丰富，擅长跨团队沟通与协调。曾主导《用户增长白皮书》编写（获公司年度奖项），效果显著！'.repeat(4);
    for (let width = 80; width <= 260; width += 7) {
      for (const l of wrap(regular, 10, text, width)) {
        expect('，。、；：！？）》」』'.includes(l.text[0] ?? ''), `${width}: ${l.text}`).toBe(false);
        expect('（《「『'.includes(l.text[l.text.length - 1] ?? ''), `${width}: ${l.text}`).toBe(false);
      }
    }
  });

  it('breaks Latin text at spaces and splits words and URLs longer than the line', () => {
    const url =
      'https://github.com/example-user/an-extraordinarily-long-repository-name/blob/main/src/components/index.tsx';
    const lines = wrap(regular, 9.5, `项目地址：${url} 以及 supercalifragilisticexpialidocious${'x'.repeat(120)}`, 150);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(150.01);
    expect(
      lines
        .map((l) => l.text)
        .join('')
        .replace(/\s/g, ''),
    ).toBe(`项目地址：${url}以及supercalifragilisticexpialidocious${'x'.repeat(120)}`);
    const words = wrap(regular, 10, 'React Redux TypeScript Webpack Vite Node.js Express Koa GraphQL', 120);
    for (const l of words) expect(l.text).not.toMatch(/^\s|\s$/);
    expect(words.map((l) => l.text).join(' ')).toBe('React Redux TypeScript Webpack Vite Node.js Express Koa GraphQL');
  });

  it('keeps explicit line breaks and drops empty lines', () => {
    expect(wrap(regular, 10, '第一行\n\n  \n第二行', 300).map((l) => l.text)).toEqual(['第一行', '第二行']);
  });

  it('measures ideographs as one em and bold at least as wide as regular', () => {
    expect(measure(regular, 10, '中文')).toBeCloseTo(20, 5);
    expect(measure(bold, 12, 'Resume')).toBeGreaterThanOrEqual(measure(regular, 12, 'Resume'));
  });

  it('removes control characters and characters without a glyph', () => {
    expect(clean(regular, 'A\u0007B😀C\tD\u200bE')).toBe('ABC DE');
  });
});

describe('fonts', () => {
  it('are parsed once per process and shared by every document', () => {
    expect(getFonts().regular).toBe(getFonts().regular);
    expect(getFaces().regular.font).toBe(getFonts().regular);
  });

  it('reuse an encoded subset only for the same glyph sequence, byte for byte what fontkit encodes', () => {
    const font = getFonts().regular;
    const parent = Object.getPrototypeOf(font) as typeof font;
    const encode = (text: string, subset = font.createSubset()): Uint8Array => {
      for (const ch of text) subset.includeGlyph(font.glyphForCodePoint(ch.codePointAt(0) ?? 32).id);
      return subset.encode();
    };
    const first = encode('简历编辑器');
    expect(encode('简历编辑器')).toBe(first);
    expect(Buffer.from(first).equals(Buffer.from(encode('简历编辑器', parent.createSubset())))).toBe(true);
    const other = encode('编辑器简历');
    expect(other).not.toBe(first);
    expect(Buffer.from(other).equals(Buffer.from(encode('编辑器简历', parent.createSubset())))).toBe(true);
  });
});

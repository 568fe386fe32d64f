/** Avatar limits read from the image header at upload, and avatars drawn small in PDFs (issue 17). */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { readImageHeader } from '@cv/contract/image-header';
import { avatarHeaderProblem } from '../src/lib/image-header.ts';
import { buildTestApp, login, uploadAvatar, type TestApp } from './helper.ts';

/** A PNG whose header declares w x h (the pixel data is a tiny valid stream: only the header matters). */
function pngHeader(w: number, h: number, bitDepth = 8, colorType = 2): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colorType;
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    // 243 KB of image data, like the file of the issue (only the header is read).
    chunk(
      'IDAT',
      Buffer.concat([deflateSync(Buffer.alloc(64)), Buffer.alloc(243 * 1024 - 12, 7)]).subarray(0, 243 * 1024),
    ),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegHeader(w: number, h: number, precision = 8): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, precision, h >> 8, h & 255, w >> 8, w & 255, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]), sof, Buffer.alloc(12)]);
}

describe('image headers', () => {
  it('read PNG, JPEG and WebP dimensions and bit depth', () => {
    expect(readImageHeader(pngHeader(8000, 8000))).toEqual({ format: 'png', width: 8000, height: 8000, bitDepth: 8 });
    expect(readImageHeader(jpegHeader(640, 480, 12))).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
      bitDepth: 12,
    });
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'latin1');
    vp8x.write('WEBPVP8X', 8, 'latin1');
    vp8x.writeUIntLE(4999, 24, 3);
    vp8x.writeUIntLE(299, 27, 3);
    expect(readImageHeader(vp8x)).toEqual({ format: 'webp', width: 5000, height: 300, bitDepth: 8 });
    expect(readImageHeader(Buffer.from('not an image at all, really'))).toBeNull();
    expect(readImageHeader(pngHeader(10, 10).subarray(0, 20))).toBeNull();
  });

  it('name the limit when refusing', () => {
    expect(avatarHeaderProblem(pngHeader(4096, 4096))).toBeNull();
    expect(avatarHeaderProblem(pngHeader(8000, 8000))).toContain('4096×4096');
    expect(avatarHeaderProblem(pngHeader(4097, 10))).toContain('4097×10');
    expect(avatarHeaderProblem(pngHeader(100, 100, 16))).toContain('8 位');
    expect(avatarHeaderProblem(jpegHeader(5000, 100))).toContain('4096×4096');
  });
});

describe('avatar upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, token: string) => uploadAvatar(t.app, token, bytes);

  it('refuses a 243 KB PNG declaring 8000x8000 with code 1 naming the limit', async () => {
    const { token } = await login(t.app);
    const big = pngHeader(8000, 8000);
    expect(big.length).toBeGreaterThan(243 * 1024);
    expect(big.length).toBeLessThan(244 * 1024);
    const res = await upload(big, token);
    const env = res.json<{ code: number; msg: string }>();
    expect(env.code).toBe(Code.INVALID_PARAMS);
    expect(env.msg).toBe('参数错误：头像尺寸不能超过 4096×4096 像素（此图 8000×8000）');
  });

  it('refuses a 16-bit PNG and accepts a 4096x4096 one', async () => {
    const { token } = await login(t.app);
    expect((await upload(pngHeader(64, 64, 16), token)).json<{ msg: string }>().msg).toContain('色深不能超过 8 位');
    expect((await upload(pngHeader(4096, 4096), token)).json<{ code: number }>().code).toBe(0);
  });
});

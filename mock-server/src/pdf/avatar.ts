/**
 * Avatars drawn at the size they appear: each image is decoded once (PNG with pngjs, JPEG with jpeg-js, both
 * pure JS), scaled down so its shorter side is at most TARGET_PX (the largest photo a layout shows is 96 pt,
 * so that is about 190 dpi), re-encoded (JPEG, or PNG when it has transparency) and cached by content hash in
 * a cache bounded in bytes. pdfkit then embeds a small image instead of decoding a large one per render.
 * Files whose header is over the upload limits (4096x4096, 8 bits), unreadable or corrupt yield null and the
 * layouts leave the photo out.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { readImageHeader } from '@cv/contract/image-header';
import { avatarHeaderProblem } from '../lib/image-header.ts';

const require = createRequire(import.meta.url);

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}
const pngjs = require('pngjs') as {
  PNG: {
    sync: {
      read(b: Buffer, opts?: { checkCRC?: boolean }): Rgba;
      write(img: Rgba, opts?: { colorType?: number }): Buffer;
    };
  };
};
const jpegjs = require('jpeg-js') as {
  decode(
    b: Buffer,
    opts: { useTArray: true; formatAsRGBA: true; maxResolutionInMP: number; maxMemoryUsageInMB: number },
  ): Rgba;
  encode(img: Rgba, quality: number): { data: Buffer };
};

export interface Avatar {
  /** PNG or JPEG bytes at display resolution. */
  data: Buffer;
  width: number;
  height: number;
}

/** The shorter side of a cached avatar, in pixels. */
export const TARGET_PX = 256;
/** The avatar cache's bound: encoded bytes kept across renders. */
export const CACHE_MAX_BYTES = 8 * 1024 * 1024;

const byHash = new Map<string, Avatar | null>();
let cachedBytes = 0;
const byPath = new Map<string, { key: string; hash: string }>();

/** Box-filter downscale of RGBA pixels (each output pixel averages the input pixels it covers). */
export function downscale(img: Rgba, width: number, height: number): Rgba {
  if (width >= img.width && height >= img.height) return img;
  const out = new Uint8Array(width * height * 4);
  const sx = img.width / width;
  const sy = img.height / height;
  const acc = new Float64Array(width * 4);
  const weight = new Float64Array(width);
  for (let oy = 0; oy < height; oy++) {
    acc.fill(0);
    weight.fill(0);
    const y0 = Math.floor(oy * sy);
    const y1 = Math.min(img.height, Math.max(y0 + 1, Math.floor((oy + 1) * sy)));
    for (let y = y0; y < y1; y++) {
      const row = y * img.width * 4;
      for (let ox = 0; ox < width; ox++) {
        const x0 = Math.floor(ox * sx);
        const x1 = Math.min(img.width, Math.max(x0 + 1, Math.floor((ox + 1) * sx)));
        let r = 0;
        let g = 0;
        let b = 0;
        let a = 0;
        for (let x = x0; x < x1; x++) {
          const i = row + x * 4;
          r += img.data[i] ?? 0;
          g += img.data[i + 1] ?? 0;
          b += img.data[i + 2] ?? 0;
          a += img.data[i + 3] ?? 0;
        }
        const k = ox * 4;
        acc[k] = (acc[k] ?? 0) + r;
        acc[k + 1] = (acc[k + 1] ?? 0) + g;
        acc[k + 2] = (acc[k + 2] ?? 0) + b;
        acc[k + 3] = (acc[k + 3] ?? 0) + a;
        weight[ox] = (weight[ox] ?? 0) + (x1 - x0);
      }
    }
    for (let ox = 0; ox < width; ox++) {
      const w = weight[ox] || 1;
      const o = (oy * width + ox) * 4;
      for (let c = 0; c < 4; c++) out[o + c] = Math.round((acc[ox * 4 + c] ?? 0) / w);
    }
  }
  return { width, height, data: out };
}

/**
 * Whether a PNG's image data inflates to at least its rows, with valid filter bytes (pngjs decodes a
 * broken zlib stream to a blank image instead of failing).
 */
function pngDataOk(buf: Buffer): boolean {
  let pos = 8;
  let width = 0;
  let height = 0;
  let bits = 0;
  let channels = 0;
  let interlace = 0;
  const idat: Buffer[] = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    if (start + len > buf.length) return false;
    if (type === 'IHDR') {
      width = buf.readUInt32BE(start);
      height = buf.readUInt32BE(start + 4);
      bits = buf[start + 8] ?? 0;
      channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[buf[start + 9] ?? 0] ?? 0;
      interlace = buf[start + 12] ?? 0;
    } else if (type === 'IDAT') idat.push(buf.subarray(start, start + len));
    else if (type === 'IEND') break;
    pos = start + len + 4;
  }
  if (!width || !height || !channels || !idat.length) return false;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    return false;
  }
  if (interlace !== 0) return raw.length > 0;
  const stride = Math.ceil((width * channels * bits) / 8) + 1;
  if (raw.length < stride * height) return false;
  for (let r = 0; r < height; r++) if ((raw[r * stride] ?? 9) > 4) return false;
  return true;
}

/** Decodes, scales down and re-encodes an image file's bytes; null when it cannot be used. */
function prepare(buf: Buffer): Avatar | null {
  if (avatarHeaderProblem(buf)) return null;
  const header = readImageHeader(buf);
  let img: Rgba;
  try {
    if (header?.format === 'png' && !pngDataOk(buf)) return null;
    if (header?.format === 'png') img = pngjs.PNG.sync.read(buf, { checkCRC: false });
    else if (header?.format === 'jpeg')
      img = jpegjs.decode(buf, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 17, maxMemoryUsageInMB: 256 });
    else return null; // WebP: not drawn in PDFs
  } catch {
    return null;
  }
  if (!img.width || !img.height || img.data.length < img.width * img.height * 4) return null;
  const scale = Math.min(1, TARGET_PX / Math.min(img.width, img.height));
  const small = downscale(img, Math.max(1, Math.round(img.width * scale)), Math.max(1, Math.round(img.height * scale)));
  let alpha = false;
  for (let i = 3; i < small.data.length; i += 4) {
    if ((small.data[i] ?? 255) < 255) {
      alpha = true;
      break;
    }
  }
  const data = alpha
    ? pngjs.PNG.sync.write(
        { ...small, data: Buffer.from(small.data.buffer, small.data.byteOffset, small.data.length) },
        { colorType: 6 },
      )
    : jpegjs.encode(small, 90).data;
  return { data, width: small.width, height: small.height };
}

function remember(hash: string, avatar: Avatar | null): void {
  byHash.set(hash, avatar);
  cachedBytes += avatar?.data.length ?? 0;
  // Oldest first out, until within the bound (the newest always stays).
  for (const [k, v] of byHash) {
    if (cachedBytes <= CACHE_MAX_BYTES || k === hash) break;
    byHash.delete(k);
    cachedBytes -= v?.data.length ?? 0;
  }
}

/** The avatar at a path, ready to draw, or null when there is none usable. */
export function loadAvatar(path: string | null): Avatar | null {
  if (!path) return null;
  let key: string;
  try {
    const st = statSync(path);
    if (!st.isFile() || st.size > 10 * 1024 * 1024) return null;
    key = `${st.size}:${st.mtimeMs}`;
  } catch {
    return null;
  }
  let hash = byPath.get(path)?.key === key ? byPath.get(path)?.hash : undefined;
  let buf: Buffer | null = null;
  if (!hash) {
    try {
      buf = readFileSync(path);
    } catch {
      return null;
    }
    hash = createHash('sha256').update(buf).digest('hex');
    if (byPath.size > 1000) byPath.clear();
    byPath.set(path, { key, hash });
  }
  if (byHash.has(hash)) {
    const hit = byHash.get(hash) ?? null;
    // Most recently used last.
    byHash.delete(hash);
    byHash.set(hash, hit);
    return hit;
  }
  try {
    buf ??= readFileSync(path);
  } catch {
    return null;
  }
  const avatar = prepare(buf);
  remember(hash, avatar);
  return avatar;
}

/** Bytes held by the avatar cache (for tests and the report). */
export const avatarCacheBytes = (): number => cachedBytes;

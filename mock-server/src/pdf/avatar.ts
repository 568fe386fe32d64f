/**
 * Avatar files: read, checked and cached per (path, size, mtime). A file that is missing, not PNG/JPEG or
 * corrupt yields null, and the layouts simply leave the photo out. PNG data is inflated and its scanline
 * filters checked here, because pdfkit decodes PNGs with alpha asynchronously and a corrupt one would
 * otherwise fail outside the render's promise.
 */
import { readFileSync, statSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

export interface Avatar {
  data: Buffer;
  width: number;
  height: number;
}

const cache = new Map<string, { key: string; avatar: Avatar | null }>();

function checkPng(buf: Buffer): Avatar | null {
  if (buf.length < 33 || buf.readUInt32BE(0) !== 0x89504e47 || buf.readUInt32BE(4) !== 0x0d0a1a0a) return null;
  let pos = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colorType = 0;
  let interlace = 0;
  const idat: Buffer[] = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    if (start + len + 4 > buf.length) return null;
    if (type === 'IHDR') {
      width = buf.readUInt32BE(start);
      height = buf.readUInt32BE(start + 4);
      bitDepth = buf[start + 8] ?? 0;
      colorType = buf[start + 9] ?? 0;
      interlace = buf[start + 12] ?? 0;
    } else if (type === 'IDAT') idat.push(buf.subarray(start, start + len));
    else if (type === 'IEND') break;
    pos = start + len + 4;
  }
  if (!width || !height || width > 8000 || height > 8000 || !idat.length) return null;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    return null;
  }
  if (interlace === 0) {
    const stride = Math.ceil((width * channels * bitDepth) / 8) + 1;
    if (raw.length < stride * height) return null;
    for (let r = 0; r < height; r++) if ((raw[r * stride] ?? 9) > 4) return null;
  }
  return { data: buf, width, height };
}

function checkJpeg(buf: Buffer): Avatar | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let pos = 2;
  while (pos + 9 < buf.length) {
    if (buf[pos] !== 0xff) return null;
    const marker = buf[pos + 1] ?? 0;
    const len = buf.readUInt16BE(pos + 2);
    // SOF0..SOF15 except DHT (c4), JPG (c8), DAC (cc) carry the dimensions.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = buf.readUInt16BE(pos + 5);
      const width = buf.readUInt16BE(pos + 7);
      return width && height ? { data: buf, width, height } : null;
    }
    pos += 2 + len;
  }
  return null;
}

/** The avatar at a path, or null when there is none usable. */
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
  const hit = cache.get(path);
  if (hit && hit.key === key) return hit.avatar;
  let avatar: Avatar | null = null;
  try {
    const buf = readFileSync(path);
    avatar = checkPng(buf) ?? checkJpeg(buf);
  } catch {
    avatar = null;
  }
  if (cache.size > 500) cache.clear();
  cache.set(path, { key, avatar });
  return avatar;
}

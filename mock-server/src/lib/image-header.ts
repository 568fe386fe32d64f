/**
 * Image dimensions and bit depth read from the file header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), without
 * decoding any pixels: what an upload is checked against before anything decodes it.
 */
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
  /** Bits per channel (8 for WebP, which has no other). */
  bitDepth: number;
}

/** The largest avatar accepted, in pixels per side, and the deepest channel. */
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_MAX_BIT_DEPTH = 8;

function png(b: Buffer): ImageHeader | null {
  // Signature, then the first chunk must be IHDR (length 13).
  if (b.length < 33 || b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  const bitDepth = b[24] ?? 0;
  if (!width || !height || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
  return { format: 'png', width, height, bitDepth };
}

function jpeg(b: Buffer): ImageHeader | null {
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1] ?? 0;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      pos++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame header
    const len = b.readUInt16BE(pos + 2);
    if (len < 2) return null;
    // SOF0..SOF15 except DHT (c4), JPG (c8), DAC (cc) carry precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (pos + 9 > b.length) return null;
      const bitDepth = b[pos + 4] ?? 0;
      const height = b.readUInt16BE(pos + 5);
      const width = b.readUInt16BE(pos + 7);
      return width && height ? { format: 'jpeg', width, height, bitDepth } : null;
    }
    pos += 2 + len;
  }
  return null;
}

function webp(b: Buffer): ImageHeader | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    const width = 1 + b.readUIntLE(24, 3);
    const height = 1 + b.readUIntLE(27, 3);
    return { format: 'webp', width, height, bitDepth: 8 };
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    const width = b.readUInt16LE(26) & 0x3fff;
    const height = b.readUInt16LE(28) & 0x3fff;
    return width && height ? { format: 'webp', width, height, bitDepth: 8 } : null;
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, bitDepth: 8 };
  }
  return null;
}

/** The header of a PNG, JPEG or WebP file, or null when it is not one or its header is cut or broken. */
export function readImageHeader(b: Buffer): ImageHeader | null {
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return png(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return webp(b);
  return null;
}

/** Why an avatar is refused (a message naming the limit), or null when its header is within the limits. */
export function avatarHeaderProblem(b: Buffer): string | null {
  const h = readImageHeader(b);
  if (!h) return '参数错误：无法读取图片尺寸，文件头不完整或已损坏';
  if (h.width > AVATAR_MAX_SIDE || h.height > AVATAR_MAX_SIDE) {
    return `参数错误：头像尺寸不能超过 ${AVATAR_MAX_SIDE}×${AVATAR_MAX_SIDE} 像素（此图 ${h.width}×${h.height}）`;
  }
  if (h.bitDepth > AVATAR_MAX_BIT_DEPTH) {
    return `参数错误：头像色深不能超过 ${AVATAR_MAX_BIT_DEPTH} 位（此图 ${h.bitDepth} 位），请导出为 8 位 PNG 或 JPEG`;
  }
  return null;
}

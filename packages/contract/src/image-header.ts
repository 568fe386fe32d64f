/**
 * Image dimensions and bit depth read from the file header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), without
 * decoding any pixels. The mock checks an avatar upload against its limits with it before anything decodes it; the
 * importer (apps/web, lib/resume-import) learns an image resume's size from it. Bytes as a Uint8Array (a Node Buffer
 * is one).
 */
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
  /** Bits per channel (8 for WebP, which has no other). */
  bitDepth: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at]! << 8) | b[at + 1]!) >>> 0;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) | (b[at + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

function png(b: Uint8Array): ImageHeader | null {
  // Signature, then the first chunk must be IHDR (length 13).
  if (b.length < 33 || u32be(b, 8) !== 13 || ascii(b, 12, 16) !== 'IHDR') return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const bitDepth = b[24] ?? 0;
  if (!width || !height || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
  return { format: 'png', width, height, bitDepth };
}

function jpeg(b: Uint8Array): ImageHeader | null {
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
    const len = u16be(b, pos + 2);
    if (len < 2) return null;
    // SOF0..SOF15 except DHT (c4), JPG (c8), DAC (cc) carry precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (pos + 9 > b.length) return null;
      const bitDepth = b[pos + 4] ?? 0;
      const height = u16be(b, pos + 5);
      const width = u16be(b, pos + 7);
      return width && height ? { format: 'jpeg', width, height, bitDepth } : null;
    }
    pos += 2 + len;
  }
  return null;
}

function webp(b: Uint8Array): ImageHeader | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X') {
    const width = 1 + u24le(b, 24);
    const height = 1 + u24le(b, 27);
    return { format: 'webp', width, height, bitDepth: 8 };
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    const width = u16le(b, 26) & 0x3fff;
    const height = u16le(b, 28) & 0x3fff;
    return width && height ? { format: 'webp', width, height, bitDepth: 8 } : null;
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, bitDepth: 8 };
  }
  return null;
}

/** The header of a PNG, JPEG or WebP file, or null when it is not one or its header is cut or broken. */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  if (b.length >= 8 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) return png(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webp(b);
  return null;
}

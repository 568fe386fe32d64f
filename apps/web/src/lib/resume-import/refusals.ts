// The importer's refusals: what the file is (by its bytes, not its name) and, when it cannot be read, the reason and
// what to do, in Chinese. Nothing is created for a refused file.
import { readImageHeader } from '@cv/contract/image-header';
import { IMPORT_MAX_BYTES, type ImportRefusal, type ImportRefusalReason, type ImportSourceKind } from './model';

const MESSAGES: Record<ImportRefusalReason, string> = {
  'too-large': '文件超过 10 MB，无法导入。请压缩图片或另存为较小的 PDF / Word 文件后再试。',
  'legacy-word':
    '这是旧版 Word（.doc）或 WPS（.wps）文件，无法直接读取。请在 Word 或 WPS 中“另存为” .docx 或 PDF 后再导入。',
  unsupported:
    '只能导入 PDF、Word（.docx）、JSON 简历文件，或简历的图片（PNG、JPG、WebP）。请另存为其中一种格式后再试。',
  scan: '这个 PDF 里没有可读取的文字（可能是扫描件或图片，且没有识别出文字）。请导入文字可以选中的 PDF，或原始的 Word 文件。',
  'no-text-image':
    '没有从这张图片里识别出文字。请换一张更清晰、文字端正的图片（整页截图或扫描，分辨率不低于 1000 像素宽），或导入 PDF / Word 文件。',
  'no-ocr':
    '这个浏览器不支持识别图片中的文字（需要 WebAssembly SIMD，Chrome 91、Safari 16.4、Firefox 89 或更新的版本）。请换用新版浏览器，或导入 PDF / Word 文件。',
  encrypted: '这个 PDF 设有密码保护，无法读取。请在原软件中取消密码后另存一份，再导入。',
  damaged: '文件已损坏或不完整，无法读取。请重新导出或下载原文件后再试。',
  empty: '文件是空的，没有可导入的内容。请选择你的简历文件。',
};

export const refusal = (reason: ImportRefusalReason): ImportRefusal => ({ reason, message: MESSAGES[reason] });

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** What the bytes are: a PDF, a zip (docx), an OLE2 compound file (.doc/.wps), an image, JSON text, or a refusal. */
export function sniff(bytes: Uint8Array, fileName: string): { kind: ImportSourceKind } | { refusal: ImportRefusal } {
  if (bytes.length > IMPORT_MAX_BYTES) return { refusal: refusal('too-large') };
  const name = fileName.toLowerCase();
  if (bytes.length === 0) return { refusal: refusal('empty') };
  // %PDF may follow some junk bytes (the spec allows up to 1024).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return { kind: 'pdf' };
  if (readImageHeader(bytes)) return { kind: 'image' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { refusal: refusal('legacy-word') };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return name.endsWith('.docx') || !/\.[a-z]+$/.test(name) || name.endsWith('.wps')
      ? { kind: 'docx' }
      : { refusal: refusal('unsupported') };
  }
  if (/\.(doc|wps|dot)$/.test(name)) return { refusal: refusal('legacy-word') };
  if (name.endsWith('.pdf') || name.endsWith('.docx')) return { refusal: refusal('damaged') };
  const first = bytes.findIndex(
    (b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09 && b !== 0xef && b !== 0xbb && b !== 0xbf,
  );
  if (first === -1) return { refusal: refusal('empty') };
  if (bytes[first] === 0x7b) return { kind: 'json' };
  if (/\.(md|markdown|txt)$/.test(name)) return { kind: 'markdown' };
  return { refusal: refusal('unsupported') };
}

// The OCR engine: Tesseract (tesseract.js, WebAssembly) with the Simplified Chinese LSTM model (chi_sim, 4.0.0
// best_int, 1.7 MB gzip; it reads the Latin letters and digits of a Chinese resume too), and the English one (eng,
// 4.0.0 best_int, 2.9 MB gzip) for a page that reading shows is English (english.ts, the review's own test for the
// English edition; read by the Chinese model, an English page has a few Han characters at most): the Chinese model
// reads English words less well (Softiware, huang1). Nothing leaves the machine: the browser loads the engine, its worker
// and the models from this app (build/ocr-assets.ts serves them under /ocr/; the English one only when a page needs
// it), Node (tests, the corpus harness) from node_modules. Page segmentation is Tesseract's automatic one (columns and
// right-aligned dates come back as blocks of their own), with the spaces between words kept, so a line's wide gaps
// survive as runs of spaces (ocr-items.ts cuts cells there); the largest lines (a name) are read again alone.
import type { Worker as TesseractWorker } from 'tesseract.js';
import type { GreyImage } from './grey-image';
import { type Box, type OcrLine, type PageInk, wordCharacters } from './ocr-items';
import { blankColumns } from './blank-columns';
import { isEnglishText } from '../english';
import { preparedPage } from './prepare';
import { isLevelWord } from '../skills';
import { strokeWeight } from './stroke-weight';
import { unreadInk } from './unread-ink';

export interface OcrEngine {
  /**
   * The lines of one page image (PNG, JPEG or WebP bytes) whose page is `dpi` pixels an inch (Tesseract guesses
   * otherwise, and says so), in the page as read (`slant`: turned back by that many degrees, prepare.ts);
   * `onProgress` hears 0-1 while it reads; `ink` tells how heavy the strokes in a box of the page read are
   * (stroke-weight.ts) and where it is blank (blank-columns.ts), when the platform could draw it.
   */
  read(
    image: Uint8Array,
    dpi: number,
    onProgress?: (done: number) => void,
  ): Promise<{ lines: OcrLine[]; slant: number; ink?: PageInk }>;
  close(): Promise<void>;
}

/** Where tesseract.js finds its parts (unset ones take tesseract.js's own; in Node: node_modules), and the decoder. */
export interface OcrOptions {
  workerPath?: string;
  /** The engine's .wasm.js file. */
  corePath?: string;
  /** The folders holding each model's `<lang>.traineddata.gz` (in the browser both are /ocr/). */
  langPaths: Record<OcrLanguage, string>;
  /**
   * The platform's image decoder, to turn a slanted page level and lighten its dark bands (prepare.ts); without it
   * pages are read as they are.
   */
  decode?: (image: Uint8Array) => Promise<GreyImage>;
}

export type OcrLanguage = 'chi_sim' | 'eng';

interface TesseractBlock {
  paragraphs: { lines: OcrLine[] }[];
}

/** The share of a page's progress bar the Chinese reading fills. */
const CHINESE_SHARE = 0.85;

/** A word read alone on a row (unread-ink.ts) is kept at this confidence or more, with two letters or digits. */
const WORD_CONFIDENCE = 60;
/**
 * A skill's level read alone (熟练, Expert), the words that search is for, at this confidence or more: a photo's level
 * read right came back at 32.
 */
const LEVEL_CONFIDENCE = 30;

/** A line at least this many times the median line's height is read again alone (the largest one only). */
const LARGE = 1.5;
const LARGEST = 1;
/** The margins around it for those readings, as shares of its height. */
const MARGINS = [0.08, 0.2, 0.4];

function largest(lines: OcrLine[]): OcrLine[] {
  const height = (l: OcrLine) => l.bbox.y1 - l.bbox.y0;
  const heights = lines.map(height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  return lines
    .filter((l) => height(l) >= median * LARGE && l.text.trim())
    .sort((a, b) => height(b) - height(a))
    .slice(0, LARGEST);
}

/** Tesseract's rectangle (whole pixels) around `box`, `pad` pixels wider on each side, not beyond the page's top left. */
function rectangleAround(box: Box, pad: number) {
  return {
    left: Math.max(0, Math.round(box.x0) - pad),
    top: Math.max(0, Math.round(box.y0) - pad),
    width: Math.round(box.x1 - box.x0) + 2 * pad,
    height: Math.round(box.y1 - box.y0) + 2 * pad,
  };
}

export async function tesseractEngine({ decode, langPaths, ...paths }: OcrOptions): Promise<OcrEngine> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  let progress: ((done: number) => void) | undefined;
  const workers = new Map<OcrLanguage, Promise<TesseractWorker>>();
  // One worker a model, made when first needed (most imports never need the English one) and kept for the next page.
  const workerFor = (language: OcrLanguage): Promise<TesseractWorker> => {
    let worker = workers.get(language);
    if (!worker) {
      // tesseract.js never settles createWorker when the model fails to load (it reports to errorHandler, else
      // throws where no one catches): that report rejects it here, so a missing model is an error, not a hang.
      let fail: (error: Error) => void = () => {};
      const failed = new Promise<never>((_, reject) => (fail = reject));
      failed.catch(() => {});
      worker = Promise.race([
        createWorker(language, OEM.LSTM_ONLY, {
          ...paths,
          langPath: langPaths[language],
          // The model comes from this app (the browser's HTTP cache keeps it), not a copy in IndexedDB.
          cacheMethod: 'none',
          gzip: true,
          workerBlobURL: false,
          logger: (m: { status: string; progress: number }) => {
            if (m.status === 'recognizing text') progress?.(m.progress);
          },
          errorHandler: (error: unknown) => fail(new Error(`OCR ${language}: ${String(error)}`)),
        }),
        failed,
      ]);
      workers.set(language, worker);
    }
    return worker;
  };
  await workerFor('chi_sim');
  const pageMode = { tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' };

  /** The page's lines by one model, its largest line read again alone (see below). */
  async function readWith(
    language: OcrLanguage,
    image: Uint8Array,
    dpi: number,
    grey: GreyImage | null,
  ): Promise<OcrLine[]> {
    const worker = await workerFor(language);
    await worker.setParameters({ ...pageMode, user_defined_dpi: String(Math.round(dpi)) });
    const { data } = await worker.recognize(image as unknown as Buffer, {}, { blocks: true, text: false });
    const blocks = (data.blocks ?? []) as unknown as TesseractBlock[];
    const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    // The page's largest line (a name in a large bold face) again, alone, as a single line in three margins:
    // the page's segmentation misreads it far more often than body text (林晓雨 as 林了晓雨, 杨佳琪 as 杨佳瑞),
    // and a single reading of it alone depends on the margin; the reading most of the four agree on is kept.
    const reported = progress;
    progress = undefined;
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
    for (const line of largest(lines)) {
      const votes = [line.text.trim()];
      for (const share of MARGINS) {
        const pad = Math.round((line.bbox.y1 - line.bbox.y0) * share);
        const rectangle = rectangleAround(line.bbox, pad);
        const again = await worker.recognize(image as unknown as Buffer, { rectangle }, { text: true });
        votes.push(again.data.text.trim());
      }
      const count = (t: string) => votes.filter((v) => v === t).length;
      const kept = votes.reduce((best, v) => (count(v) > count(best) ? v : best));
      if (kept) line.text = kept;
    }
    // The words the page's segmentation left out of a row it read (a level right-aligned in a sidebar), each alone.
    for (const { bbox, base } of grey ? unreadInk(grey, lines) : []) {
      const pad = Math.round((bbox.y1 - bbox.y0) * MARGINS[1]!);
      const rectangle = rectangleAround(bbox, pad);
      const { data } = await worker.recognize(image as unknown as Buffer, { rectangle }, { text: true });
      const text = data.text.trim();
      const enough = isLevelWord(text) ? LEVEL_CONFIDENCE : WORD_CONFIDENCE;
      if (data.confidence >= enough && wordCharacters(text) >= 2) {
        lines.push({
          text,
          confidence: data.confidence,
          bbox,
          baseline: { x0: bbox.x0, y0: base, x1: bbox.x1, y1: base },
        });
      }
    }
    progress = reported;
    return lines;
  }

  return {
    async read(file, dpi, onProgress) {
      try {
        const { image, slant, grey } = decode
          ? await preparedPage(file, decode)
          : { image: file, slant: 0, grey: null };
        const ink: PageInk | undefined = grey
          ? { weigh: (box) => strokeWeight(grey, box), blanks: (box, minWidth) => blankColumns(grey, box, minWidth) }
          : undefined;
        // The Chinese reading is most of the page's progress (the last stretch is an English page's second reading,
        // which is rare): the bar never goes back.
        progress = (done) => onProgress?.(done * CHINESE_SHARE);
        const lines = await readWith('chi_sim', image, dpi, grey);
        if (!isEnglishText(lines.map((l) => l.text).join('\n'))) {
          onProgress?.(1);
          return { lines, slant, ink };
        }
        progress = (done) => onProgress?.(CHINESE_SHARE + done * (1 - CHINESE_SHARE));
        // Should the English model fail to load or read, the Chinese reading stands: the user still gets the page.
        const english = await readWith('eng', image, dpi, grey).catch(() => null);
        onProgress?.(1);
        return { lines: english ?? lines, slant, ink };
      } finally {
        progress = undefined;
      }
    },
    close: async () => {
      // A worker that failed to start has nothing to stop.
      const made = await Promise.allSettled(workers.values());
      await Promise.all(made.map((w) => (w.status === 'fulfilled' ? w.value.terminate() : undefined)));
    },
  };
}

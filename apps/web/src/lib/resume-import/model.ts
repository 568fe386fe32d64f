// What the resume importer (PDF, Word, JSON read in a worker) hands to its review screen, and what it refuses with:
// the resume as understood, where each value came from in the original, which values it is unsure of, and the text
// it could not place (the 未归类 tray). Nothing here is saved: the review turns an ImportDraft into an ImportPlan.
import type { ExpsLevel, ModuleStyle } from '@cv/contract';
import type { ImportPlan } from '../resume-io/json-resume';

/** The kinds of file the one door (导入简历) takes: an image (PNG, JPEG, WebP) is read by OCR (ocr/). */
export type ImportSourceKind = 'pdf' | 'docx' | 'json' | 'markdown' | 'image';

/**
 * A place in the original. PDF: a box on a page (`page` counts from 0) in PDF points, origin at the page's top-left
 * (an image's too: its page is as wide as A4, 595.28 points, and as tall as its proportions make it).
 * Word and JSON: a span of `ImportOriginal.text` (UTF-16 offsets, end exclusive).
 */
export type SourceRef =
  | { kind: 'pdf'; page: number; x: number; y: number; w: number; h: number }
  | { kind: 'text'; start: number; end: number };

/** One value the importer placed, with where it came from and whether it is sure of it. */
export interface DraftValue {
  value: string;
  refs: SourceRef[];
  /** Set when a rule guessed (a heading it did not know, a date it had to repair, a field split on layout alone). */
  unsure?: string;
}

export interface DraftPersonal {
  name: DraftValue;
  wish: DraftValue;
  exps: DraftValue & { value: ExpsLevel | '' };
  phone: DraftValue;
  email: DraftValue;
  /** 'YYYY-MM' or ''. */
  birthday: DraftValue;
  /** As the file says it; the review maps 男/女 (Male/Female) to Personal.gender. */
  gender: DraftValue & { value: '男' | '女' | '' };
}

/** One entry of a module: the contract's entry fields of its style (module-fields.ts), each a DraftValue. */
export type DraftEntry = Record<string, DraftValue>;

export interface DraftModule {
  /** The heading as found in the file (教育背景, Education ...), or the style's name when there was none. */
  name: DraftValue;
  style: ModuleStyle;
  /** 1 when the heading was not a known section: a custom module, never dropped. */
  custom: 0 | 1;
  entries: DraftEntry[];
}

/** Text the importer read but could not place; the user moves it into a module or discards it. */
export interface TrayItem {
  id: string;
  text: string;
  refs: SourceRef[];
}

/**
 * A page of the original: its size in points, and for a picture read by OCR that was taken at a slant, the degrees
 * it was turned back by before it was read (the review turns it the same way, so the boxes fall on its lines).
 */
export interface OriginalPage {
  width: number;
  height: number;
  slant?: number;
}

/** The original, for the review to show beside the draft. */
export type ImportOriginal =
  | { kind: 'pdf'; pages: OriginalPage[] }
  /** An image resume: one page; the review shows the file's own bytes. */
  | { kind: 'image'; pages: OriginalPage[]; mime: string }
  | { kind: 'text'; text: string };

export interface ImportDraft {
  source: ImportSourceKind;
  fileName: string;
  /**
   * The template of our own exports (JSON x-cv, DOCX properties); for a file made elsewhere, the English edition of
   * the default design when the file is an English resume (english.ts), else null.
   */
  template: string | null;
  /** Set when the text was recognised from pictures (an image, a scanned PDF) by OCR: the review asks for checking. */
  recognized?: boolean;
  /** A scan's pages past the ones read (SCAN_MAX_PAGES): the review says they were not read. */
  unreadPages?: number;
  personal: DraftPersonal;
  modules: DraftModule[];
  tray: TrayItem[];
  original: ImportOriginal;
  /** Milliseconds per stage (read, layout, sections, fields), for the benchmark and the debug table. */
  timings: Record<string, number>;
  /** For the harness: the text read (lines joined) and its letters and digits neither placed nor in the tray. */
  stats?: { text: string; unaccounted: number };
}

/** Why a file is refused; the review shows `message` (Chinese: the reason and what to do) and creates nothing. */
export type ImportRefusalReason =
  'too-large' | 'legacy-word' | 'unsupported' | 'scan' | 'no-text-image' | 'no-ocr' | 'encrypted' | 'damaged' | 'empty';

export interface ImportRefusal {
  reason: ImportRefusalReason;
  message: string;
}

export type ImportOutcome =
  | {
      ok: true;
      draft: ImportDraft;
      /**
       * A JSON Resume file: the plan lib/resume-io reads from it (fromJsonResume), with what a draft has no place for
       * (aliases, avatar, the exact birthday); the review lends those to its own plan.
       */
      base?: ImportPlan;
    }
  | { ok: false; refusal: ImportRefusal };

/** The template of an imported file that names none (or one this server does not have). */
export const IMPORT_FALLBACK_TEMPLATE = 'classic-2f5496';

/** The largest file the importer reads (issue 41: over 10 MB is refused before reading). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** A scanned PDF's pages read by OCR, at most (ocr/draft-ocr.ts; the review names the ones past it). */
export const SCAN_MAX_PAGES = 3;

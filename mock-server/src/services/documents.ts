/**
 * cv/preview and cv/download: both render through the PDF engine with the same inputs, so the same resume,
 * template and color give the same bytes. Download rules (DESIGN 3): 6 empty or missing, 10 while generating,
 * 11 again within 3 s, 5 without quota; the quota is reserved before rendering and given back if it fails.
 */
import fs from 'node:fs';
import { Code, DOWNLOAD_REPEAT_WINDOW_MS, type Layout, type TemplateItem } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { createFairQueue } from '../lib/fair-queue.ts';
import { newFileId } from '../lib/ids.ts';
import type { ServiceContext } from './context.ts';
import type { QuotaService, Reservation } from './quota.ts';
import type { ResumeRow, ResumesService } from './resumes.ts';
import type { TemplatesService } from './templates.ts';

interface DownloadRow {
  id: string;
  cid: string;
  user_id: number;
  file_name: string;
  created_at: number;
  expires_at: number;
}

/**
 * Characters a file name must not carry: controls (C0 with NUL, DEL, C1), format characters (bidi overrides and
 * isolates that make '张三\u202Efdp.exe' read as '张三exe.pdf', zero-width characters, tag characters), lone
 * surrogates, private use, line and paragraph separators; and what file systems refuse.
 */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]+/gu;
const RESERVED_IN_FILE_NAME = /[\\/:*?"<>|]+/g;
/**
 * Emoji: the PDF's font has none, so the PDF leaves them out (pdf/text.ts clean) and so does the file name: pictographs
 * shown as emoji, and the variation selectors, skin tones, flags and keycaps that build them (joiners and tags are
 * format characters, removed above).
 */
const EMOJI = new RegExp(
  [
    '\\p{Emoji_Presentation}',
    '\\p{Extended_Pictographic}\\uFE0F',
    '\\uFE0E',
    '\\uFE0F',
    '\\u20E3',
    '[\\u{1F3FB}-\\u{1F3FF}]',
    '[\\u{1F1E6}-\\u{1F1FF}]',
  ].join('|'),
  'gu',
);

/** A name part as a file name may show it: unsafe characters removed, reserved ones and runs of spaces one space. */
export function safeFileNamePart(text: string): string {
  return text
    .replace(/[\t\n\v\f\r]+/g, ' ')
    .replace(EMOJI, '')
    .replace(UNSAFE_IN_FILE_NAME, '')
    .replace(RESERVED_IN_FILE_NAME, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/, '');
}

/** '张三-前端工程师-简历.pdf', without characters that disguise the name or that file systems refuse, nor emoji. */
export function downloadName(name: string, wish: string): string {
  return [safeFileNamePart(name) || '我的', safeFileNamePart(wish), '简历'].filter(Boolean).join('-') + '.pdf';
}

/** Content-Disposition for a UTF-8 file name: an ASCII fallback plus RFC 5987 filename*. */
export function contentDisposition(fileName: string): string {
  // Old clients that ignore filename* get a plain ASCII name rather than a row of underscores.
  const ascii = /^[\x20-\x7e]+$/.test(fileName) ? fileName.replace(/["\\]/g, '_') : 'resume.pdf';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function createDocumentsService(
  ctx: ServiceContext,
  deps: { resumes: ResumesService; templates: TemplatesService; quota: QuotaService },
) {
  const { db, clock, config, storage, pdf } = ctx;
  const generating = new Set<string>();
  const lastDownload = db.prepare<[string], { created_at: number }>(
    'SELECT created_at FROM downloads WHERE cid = ? ORDER BY created_at DESC LIMIT 1',
  );
  const insertDownload = db.prepare<[string, string, number, string, number, number]>(
    'INSERT INTO downloads (id, cid, user_id, file_name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[string], DownloadRow>('SELECT * FROM downloads WHERE id = ?');
  const expired = db.prepare<[number], { id: string }>('SELECT id FROM downloads WHERE expires_at <= ?');
  const deleteDownload = db.prepare<[string]>('DELETE FROM downloads WHERE id = ?');
  const resumeExists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM resumes WHERE cid = ?');

  // MOCK_RENDERS_PER_USER renders at a time per user (lib/fair-queue.ts) reach the PDF worker threads: one user's
  // many renders cannot fill them ahead of everyone else.
  const renders = createFairQueue(config.rendersPerUser);

  function render(row: ResumeRow, template: TemplateItem, color: string): Promise<Buffer> {
    return renders.run(row.user_id, () =>
      pdf.render(deps.resumes.document(row), { layout: template.layout as Layout, color: color || template.color }),
    );
  }

  function sweepExpired(): void {
    for (const { id } of expired.all(clock.now())) {
      deleteDownload.run(id);
      storage.removeQuietly(storage.pdfPath(id));
    }
  }

  return {
    async preview(userId: number, cid: string, templateId: string, color: string): Promise<string> {
      const row = deps.resumes.requireOwned(userId, cid);
      const template = deps.templates.require(templateId);
      return (await render(row, template, color)).toString('base64');
    },

    async download(userId: number, cid: string): Promise<{ url: string; name: string }> {
      // Another user's resume answers 3 like on every route (issue 3, issue 8); a cid that does not exist
      // answers 6 (issue 3: "6 for an empty or missing resume"). Telling the two apart reveals nothing useful:
      // cids are 128-bit random, so a caller can only name a foreign cid it was already given.
      const row = deps.resumes.findOwned(userId, cid);
      if (!row) {
        if (resumeExists.get(cid)) throw new ApiError(Code.NOT_FOUND, '简历不存在');
        throw new ApiError(Code.NOTHING_TO_DOWNLOAD, '简历不存在或已删除，没有可下载的内容');
      }
      if (deps.resumes.isEmpty(row)) throw new ApiError(Code.NOTHING_TO_DOWNLOAD);
      if (generating.has(cid)) throw new ApiError(Code.DOWNLOAD_GENERATING);
      const last = lastDownload.get(cid);
      if (last && clock.now() - last.created_at < DOWNLOAD_REPEAT_WINDOW_MS)
        throw new ApiError(Code.DOWNLOAD_TOO_FREQUENT);

      const reservation: Reservation = db.transaction(() => deps.quota.takeDownload(userId)).immediate();
      generating.add(cid);
      const id = newFileId();
      const file = storage.pdfPath(id);
      try {
        const bytes = await render(row, deps.templates.require(row.template), '');
        await fs.promises.writeFile(file, bytes);
        const name = downloadName(row.name, row.wish);
        const now = clock.now();
        db.transaction(() => {
          // The resume may have been deleted while it rendered (the link's row would break its foreign key):
          // that is the "missing resume" outcome, and the catch below gives the reserved quota back once.
          if (!resumeExists.get(cid)) {
            throw new ApiError(Code.NOTHING_TO_DOWNLOAD, '简历已在生成时被删除，没有可下载的内容');
          }
          sweepExpired();
          insertDownload.run(id, cid, userId, name, now, now + config.downloadTtlMs);
        }).immediate();
        return { url: `/files/${id}`, name };
      } catch (error) {
        storage.removeQuietly(file);
        db.transaction(() => deps.quota.refundDownload(userId, reservation)).immediate();
        throw error;
      } finally {
        generating.delete(cid);
      }
    },

    /** The file behind a download link while it has not expired; null otherwise. */
    file(id: string): { path: string; name: string } | null {
      if (!/^[0-9a-f]{40}$/.test(id)) return null;
      const row = byId.get(id);
      if (!row || row.expires_at <= clock.now()) return null;
      const path = storage.pdfPath(id);
      // Links made before names were cleaned keep working, with the name cleaned now.
      const name = safeFileNamePart(row.file_name) || 'resume.pdf';
      return fs.existsSync(path) ? { path, name } : null;
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;

/**
 * Purges what nobody will ask for again (issue 15): login tickets past their expiry plus MOCK_TICKET_RETENTION_MS,
 * closed or expired unpaid orders older than MOCK_ORDER_RETENTION_MS, and avatar uploads no resume or user refers
 * to once older than MOCK_UPLOAD_GRACE_MS (rows, their files, and files in the uploads folder with no row).
 * Runs every MOCK_PURGE_INTERVAL_MS (plugins/services.ts), at start and after /__mock/reset. Times are the mock clock's.
 * All row deletions are one transaction; files are removed after it commits.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceContext } from './context.ts';

export interface PurgeResult {
  tickets: number;
  orders: number;
  uploads: number;
  /** Files in the uploads folder that had no row (left by a crash between writing the file and the row). */
  strayFiles: number;
}

export function createPurgeService(ctx: ServiceContext) {
  const { db, clock, config, storage } = ctx;
  const deleteTickets = db.prepare<[number]>('DELETE FROM qr_tickets WHERE expires_at <= ?');
  const deleteOrders = db.prepare<[number, number]>(
    `DELETE FROM orders WHERE (state = 'CLOSED' AND MAX(created_at, expires_at) <= ?)
       OR (state = 'NOTPAY' AND expires_at <= ?)`,
  );
  const unreferencedUploads = db.prepare<[number], { name: string }>(
    `SELECT u.name FROM uploads u WHERE u.created_at <= ?
       AND NOT EXISTS (SELECT 1 FROM resumes r WHERE r.avatar = u.name)
       AND NOT EXISTS (SELECT 1 FROM users w WHERE w.avatar_url = '/uploads/' || u.name)`,
  );
  const deleteUpload = db.prepare<[string]>('DELETE FROM uploads WHERE name = ?');
  const uploadExists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM uploads WHERE name = ?');

  return {
    purge(): PurgeResult {
      const now = clock.now();
      const { tickets, orders, names } = db
        .transaction(() => {
          const t = deleteTickets.run(now - config.ticketRetentionMs).changes;
          const cutoff = now - config.orderRetentionMs;
          const o = deleteOrders.run(cutoff, cutoff).changes;
          const n = unreferencedUploads.all(now - config.uploadGraceMs).map((row) => row.name);
          for (const name of n) deleteUpload.run(name);
          return { tickets: t, orders: o, names: n };
        })
        .immediate();
      for (const name of names) storage.removeQuietly(storage.uploadPath(name));
      // Files with no row, old enough that no upload is between writing its file and its row.
      let strayFiles = 0;
      const graceMs = Math.max(config.uploadGraceMs, 60_000);
      for (const entry of fs.readdirSync(storage.uploadsDir)) {
        const file = path.join(storage.uploadsDir, entry);
        if (uploadExists.get(entry)) continue;
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        // Real file times, not the mock clock: the file system does not know the mock clock.
        if (stat?.isFile() && Date.now() - stat.mtimeMs >= graceMs) {
          storage.removeQuietly(file);
          strayFiles++;
        }
      }
      return { tickets, orders, uploads: names.length, strayFiles };
    },
  };
}
export type PurgeService = ReturnType<typeof createPurgeService>;

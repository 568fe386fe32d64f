/** Avatar uploads: PNG, JPEG or WebP recognised by their magic bytes, at most 2 MB, stored under random names. */
import fs from 'node:fs';
import { AVATAR_MAX_BYTES } from '@cv/contract';
import { invalid } from '../errors.ts';
import { avatarHeaderProblem } from '../lib/image-header.ts';
import { newFileId } from '../lib/ids.ts';
import type { ServiceContext } from './context.ts';

const FORMATS = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const sniffImage = (bytes: Buffer) => FORMATS.find((f) => f.test(bytes)) ?? null;

export function createUploadsService(ctx: ServiceContext) {
  const { db, clock, storage } = ctx;
  const insert = db.prepare<[string, number, string, number, number]>(
    'INSERT INTO uploads (name, user_id, mime, size, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const byName = db.prepare<[string], { name: string; mime: string }>('SELECT name, mime FROM uploads WHERE name = ?');
  return {
    async saveAvatar(userId: number, bytes: Buffer): Promise<{ avatar: string; avatar_url: string }> {
      if (bytes.length === 0) throw invalid('参数错误：字段 file 是空文件');
      if (bytes.length > AVATAR_MAX_BYTES) throw invalid('参数错误：头像不能超过 2 MB');
      const format = sniffImage(bytes);
      if (!format) throw invalid('参数错误：字段 file 只支持 PNG、JPEG 或 WebP 图片');
      // Dimensions and bit depth from the header, before anything decodes the pixels (the PDF engine does).
      const problem = avatarHeaderProblem(bytes);
      if (problem) throw invalid(problem);
      const name = `${newFileId()}.${format.ext}`;
      await fs.promises.writeFile(storage.uploadPath(name), bytes);
      insert.run(name, userId, format.mime, bytes.length, clock.now());
      return { avatar: name, avatar_url: `/uploads/${name}` };
    },
    /** The stored file behind /uploads/:name, or null. */
    find(name: string): { path: string; mime: string } | null {
      if (!/^[0-9a-f]{40}\.(png|jpg|webp)$/.test(name)) return null;
      const row = byName.get(name);
      return row ? { path: storage.uploadPath(row.name), mime: row.mime } : null;
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;

/** Resumes: creation with the default education module, reading, listing, template changes and deletion. */
import type { ServiceContext } from './context.ts';

export function createResumesService(ctx: ServiceContext) {
  const { db } = ctx;
  const counter = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'resume_counter'");
  const countOfUser = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?');
  return {
    /** Site-wide resumes created: the marketing baseline of fixtures plus every cv/new since. */
    siteCounter: (): number => Number(counter.get()?.value ?? 0),
    countOfUser: (userId: number): number => countOfUser.get(userId)?.n ?? 0,
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;

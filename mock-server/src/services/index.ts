/** Builds every service around one context; routes reach them as `app.services`. */
import type { ServiceContext } from './context.ts';
import { createMockControl } from './mock-control.ts';
import { createResumesService } from './resumes.ts';
import { createUsersService } from './users.ts';

export function createServices(ctx: ServiceContext) {
  return {
    users: createUsersService(ctx),
    resumes: createResumesService(ctx),
    mock: createMockControl(ctx.config.journalSize),
  };
}
export type Services = ReturnType<typeof createServices>;

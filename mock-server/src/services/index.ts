/** Builds every service around one context; a request reaches its session's as `request.mockSession.services` (sessions/container.ts). */
import { createAiService } from './ai.ts';
import { createChaos } from './chaos.ts';
import type { ServiceContext } from './context.ts';
import { createDocumentsService } from './documents.ts';
import { createMockControl } from './mock-control.ts';
import { createLoginLinks } from './login-links.ts';
import { createModulesService } from './modules.ts';
import { createOrdersService } from './orders.ts';
import { createPurgeService } from './purge.ts';
import { createQrService } from './qr.ts';
import { createQuotaService } from './quota.ts';
import { createResumesService } from './resumes.ts';
import { createTemplatesService } from './templates.ts';
import { createTipsService } from './tips.ts';
import { createUploadsService } from './uploads.ts';
import { createUsersService } from './users.ts';

export function createServices(ctx: ServiceContext) {
  const users = createUsersService(ctx);
  const quota = createQuotaService(ctx);
  const templates = createTemplatesService(ctx);
  const resumes = createResumesService(ctx, { quota, templates });
  return {
    users,
    quota,
    templates,
    resumes,
    modules: createModulesService(ctx, { resumes }),
    documents: createDocumentsService(ctx, { resumes, templates, quota }),
    qr: createQrService(ctx, { users }),
    orders: createOrdersService(ctx, { quota }),
    uploads: createUploadsService(ctx),
    ai: createAiService(ctx, { resumes }),
    tips: createTipsService(ctx),
    purge: createPurgeService(ctx),
    loginLinks: createLoginLinks(ctx),
    mock: createMockControl(ctx.config.journalSize, ctx.controlState),
    /** Chaos profiles and held replies (plugins/chaos.ts); the 429 budget counts this session's clock. */
    chaos: createChaos(() => ctx.clock.now()),
  };
}
export type Services = ReturnType<typeof createServices>;

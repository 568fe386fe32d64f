/**
 * Serves the built SPA and the template thumbnails, and sets the app's one not-found handler: unknown /__mock paths
 * get the guard's verdict (refused like known ones before saying 404), GETs that accept HTML off the API's paths get
 * the SPA's index.html (history fallback), anything else an envelope 404. Registered after the routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { REPO_ROOT } from '../config.ts';
import { escapeHtml } from '../lib/html.ts';
import { pathOf } from '../lib/url-path.ts';
import { envelopeNotFound, sendEnvelope } from './envelope.ts';
import { isMockPath, mockGuardVerdict } from './mock-guard.ts';

/** The page answered in place of the SPA when `dist` (WEB_DIST_DIR) holds no build: it names the folder. */
function buildHintPage(dist: string): string {
  const relative = path.relative(REPO_ROOT, dist);
  const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dist;
  const folder = escapeHtml(shown);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.6">
<h1>前端尚未构建 / The web app is not built</h1>
<p>没有找到 <code>${folder}/index.html</code>。请在仓库根目录运行：</p>
<pre>npm run build</pre><p>或直接运行 <code>npm start</code>（需要时会自动构建）。The API is running: see <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;
}

/** Paths that never fall back to the SPA: they answer an envelope 404 instead. */
const isApiPath = (url: string) => /^\/(api|__mock|mock|files|uploads|thumbnails)(\/|$)/.test(url);

async function spa(app: FastifyInstance): Promise<void> {
  const serveSpa = await registerStatic(app);
  const mockGuard = mockGuardVerdict(app);
  app.setNotFoundHandler((request, reply) => {
    const refused = isMockPath(request.url) ? mockGuard(request) : null;
    if (refused)
      return sendEnvelope(reply, refused.httpStatus, { code: refused.code, data: refused.data, msg: refused.message });
    const url = pathOf(request.url);
    if (!isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD')) {
      const accept = request.headers.accept ?? '';
      const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
      if (accept.includes('text/html') || (!looksLikeFile && (accept.includes('*/*') || accept === ''))) {
        return serveSpa(reply);
      }
    }
    return envelopeNotFound(request, reply);
  });
}

/** The thumbnails and the build's files; what the history fallback answers (a hint page when there is no build). */
async function registerStatic(app: FastifyInstance): Promise<(reply: FastifyReply) => FastifyReply> {
  const thumbnails = path.join(app.config.fixturesDir, 'thumbnails');
  if (fs.existsSync(thumbnails)) {
    await app.register(fastifyStatic, {
      root: thumbnails,
      prefix: '/thumbnails/',
      decorateReply: false,
      maxAge: 3600_000,
      schemaHide: true,
    });
  }

  const dist = app.config.webDistDir;
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    const page = buildHintPage(dist);
    return (reply) => reply.status(503).type('text/html; charset=utf-8').send(page);
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    cacheControl: false,
    schemaHide: true,
    // The build writes .br and .gz next to each compressible file (apps/web/build/precompress.ts): sent as they
    // are to clients that accept them, with vary: accept-encoding.
    preCompressed: true,
    // Nothing under a dot folder is public (a build made with --manifest has .vite/manifest.json): 404.
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/; index.html must be revalidated to pick up new builds.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => {
    // /resume-templates: the first template's picture is what a phone's first screen is mostly made of (its largest
    // paint). A preload in the response header starts it with the page instead of after the template list (issue 13).
    const url = reply.request.url;
    if (/^\/resume-templates\/?(\?|$)/.test(url) && !/[?&]tab=style/.test(url)) {
      const first = app.services.templates.page('template', 1, 1).templates[0];
      if (first) reply.header('link', `<${first.thumbnail}>; rel=preload; as=image; fetchpriority=high`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}

export default fp(spa, { name: 'spa', dependencies: ['envelope', 'services'] });

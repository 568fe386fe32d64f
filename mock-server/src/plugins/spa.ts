/** Serves the built SPA (history fallback through the not-found handler) and the template thumbnails. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const BUILD_HINT_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.6">
<h1>前端尚未构建 / The web app is not built</h1>
<p>没有找到 <code>apps/web/dist/index.html</code>。请在仓库根目录运行：</p>
<pre>npm run build</pre><p>或直接运行 <code>npm start</code>（需要时会自动构建）。The API is running: see <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

export async function registerSpa(app: FastifyInstance): Promise<(reply: FastifyReply) => FastifyReply> {
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
    return (reply) => reply.status(503).type('text/html; charset=utf-8').send(BUILD_HINT_PAGE);
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

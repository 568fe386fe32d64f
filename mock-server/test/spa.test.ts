// Serving the built SPA with history fallback, and the page shown when it is not built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let dist: string;
let t: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What apps/web/build/precompress.ts writes next to each file (contents only need to be told apart here).
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), 'BR');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), 'GZ');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  t = await buildTestApp({ config: { webDistDir: dist } });
  unbuilt = await buildTestApp({ config: { webDistDir: path.join(dist, 'missing') } });
});
afterAll(async () => {
  await t.close();
  await unbuilt.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built SPA', () => {
  it.each(['/', '/edit/abc', '/my-resumes?empty', '/payment/success', '/resume-templates'])(
    '%s reloads to index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('/resume-templates preloads the first template picture in a Link header (not the 样式 tab, not other pages)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/resume-templates', headers: html });
    expect(res.headers.link).toMatch(/^<\/thumbnails\/[\w-]+\.png>; rel=preload; as=image; fetchpriority=high$/);
    for (const url of ['/resume-templates?tab=style', '/', '/my-resumes']) {
      expect((await t.app.inject({ method: 'GET', url, headers: html })).headers.link).toBeUndefined();
    }
  });

  it('serves fingerprinted assets as immutable, and a missing asset as 404 rather than index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the precompressed copy the client accepts (brotli first), the original otherwise', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BR');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('GZ');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('does not serve the build manifest or anything under a dot folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('{}');
  });

  it('never falls back for /api, /__mock or /mock paths', async () => {
    for (const url of ['/api/nope', '/__mock/nope', '/mock/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(404);
    }
  });

  it('serves template thumbnails from fixtures/thumbnails at /thumbnails/', async () => {
    const [first] = t.app.fixtures.templates;
    const res = await t.app.inject({ method: 'GET', url: first!.thumbnail });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('without a build', () => {
  it('answers a page saying to run npm run build', async () => {
    const res = await unbuilt.app.inject({ method: 'GET', url: '/edit/abc', headers: html });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
    // The folder it looked in (WEB_DIST_DIR), not always apps/web/dist.
    expect(res.body).toContain(`<code>${path.join(dist, 'missing')}/index.html</code>`);
  });
});

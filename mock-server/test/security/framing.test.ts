/**
 * Attack: clickjacking the control panel. A page on another site framed /__mock at 5% opacity and one click moved
 * the mock clock (the framed panel's calls are same-origin, so the loopback guard let them through); no security
 * header was sent at all. Now every reply says who may frame it (CSP frame-ancestors; pages also X-Frame-Options),
 * nosniff and no-referrer; the panel and the phone pages may not be framed at all and run only their own inline code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@cv/contract';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script>1</script><div id="root"></div>');
  t = await buildTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

async function get(url: string, headers: Record<string, string> = { accept: 'text/html' }) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('framing and security headers', () => {
  it('the control panel cannot be framed and runs only its own inline script and style', async () => {
    const res = await get('/__mock');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Exactly the page's own inline script (by hash): no 'unsafe-inline', no other origin.
    expect(csp.get('script-src')).toHaveLength(1);
    expect(csp.get('script-src')?.[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('the phone pages cannot be framed and have no inline event handlers left', async () => {
    const ticket = (await t.app.inject({ method: 'POST', url: routes.qrLogin.path })).json<{
      data: { ticket: string };
    }>().data.ticket;
    const res = await get(`/mock/scan/${ticket}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')?.[0]).toMatch(/^'sha256-/);
    expect(res.body).not.toMatch(/\son[a-z]+=/);
    expect(res.body).toContain('data-act=');
  });

  it('the SPA, the API and the docs may only be framed by this origin', async () => {
    const pages = [await get('/'), await get('/api/docs')];
    const json = [
      await t.app.inject({ method: 'POST', url: routes.cvCounter.path }),
      await t.app.inject({ method: 'GET', url: '/__mock/clock' }),
    ];
    for (const res of [...pages, ...json]) {
      expect(directives(res.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // Pages also say it the legacy way; a JSON reply's CSP is its frame-ancestors alone (docs/security.md).
    for (const res of pages) expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const res of json) {
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    }
    // The SPA's CSP leaves scripts alone (its inline boot script, antd's runtime styles).
    const spa = directives((await get('/')).headers['content-security-policy'] as string);
    expect(spa.has('script-src')).toBe(false);
    expect(spa.has('default-src')).toBe(false);
  });

  it('JSON replies carry the headers that act on a JSON reply; pages also get the document-only ones', async () => {
    // On pages and files, not on JSON replies (docs/security.md, "Headers"), with the value pages get.
    const notOnJson: Record<string, string> = {
      'referrer-policy': 'no-referrer',
      // Thumbnails and PDFs stay loadable by an SPA on another origin.
      'cross-origin-resource-policy': 'cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    };
    const documentOnly = [
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const res of [
      await t.app.inject({ method: 'POST', url: routes.cvCounter.path }),
      await t.app.inject({ method: 'POST', url: routes.cvGet.path, payload: {} }),
      await t.app.inject({ method: 'GET', url: '/__mock/clock' }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      for (const name of [...Object.keys(notOnJson), ...documentOnly]) expect(res.headers[name], name).toBeUndefined();
    }
    for (const res of [await get('/'), await get('/api/docs'), await get('/__mock')]) {
      for (const [name, value] of Object.entries(notOnJson)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const name of documentOnly) expect(res.headers[name], name).toBeDefined();
    }
  });
});

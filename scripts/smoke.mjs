#!/usr/bin/env node
// Start-up smoke test (CI runs it on every Node line): starts the server as `npm start` does (scripts/start.mjs)
// on a free port with a fresh DATA_DIR, walks a few API routes (a PDF preview among them), sends SIGTERM and expects a clean exit (code 0,
// no stack trace). Prints one line per check and `smoke: N passed, N failed`; exits 1 when a check failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = [];

function check(name, ok, detail = '') {
  results.push(ok);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-smoke-'));
let output = '';
const started = Date.now();
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
    SKIP_WEB_BUILD: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

async function call(method, url, body, token) {
  const response = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.json() };
}

async function waitUntilUp() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      if ((await call('GET', '/healthz')).body.data?.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

console.log(`smoke: node ${process.version}, server on ${base}`);
try {
  const up = await waitUntilUp();
  check('server answers /healthz', up, `${Date.now() - started} ms after start`);
  if (up) {
    const templates = await call('POST', '/api/template/list', { page: 1, size: 4 });
    check('POST /api/template/list', templates.body.code === 0 && templates.body.data.templates.length > 0);
    const goods = await call('POST', '/api/goods/list', {});
    check('POST /api/goods/list', goods.body.code === 0);
    const anonymous = await call('POST', '/api/cv/list', {});
    check(
      'POST /api/cv/list without a token answers an envelope',
      anonymous.status === 200 && anonymous.body.code !== 0,
    );
    const login = await call('POST', '/__mock/login', { nickname: 'smoke' });
    const token = login.body.data?.token;
    check('POST /__mock/login', login.body.code === 0 && typeof token === 'string');
    const created = await call('POST', '/api/cv/new', { template: templates.body.data.templates[0].id }, token);
    check('POST /api/cv/new', created.body.code === 0 && typeof created.body.data.cid === 'string');
    const list = await call('POST', '/api/cv/list', {}, token);
    check('POST /api/cv/list', list.body.code === 0 && list.body.data.length === 1);
    // Renders in a PDF worker thread (mock-server/src/pdf/worker.mjs): its file loads on this Node line too.
    const cid = created.body.data?.cid;
    const preview = await call(
      'POST',
      '/api/cv/preview',
      { cid, template: templates.body.data.templates[0].id },
      token,
    );
    const pdf = Buffer.from(preview.body.data?.pdf_base64 ?? '', 'base64');
    check('POST /api/cv/preview renders a PDF', preview.body.code === 0 && pdf.subarray(0, 5).toString() === '%PDF-');
  }
} catch (error) {
  check('API walk', false, String(error));
} finally {
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  check('SIGTERM: clean exit', code === 0 && signal === null, `code ${code}${signal ? `, signal ${signal}` : ''}`);
  check('no stack trace or fatal error in the output', !/\n\s+at |Assertion failed|FATAL|"level":60/.test(output));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
if (failed > 0) console.log(`--- server output ---\n${output}---`);
console.log(`smoke: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

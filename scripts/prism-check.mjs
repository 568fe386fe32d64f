#!/usr/bin/env node
// node scripts/prism-check.mjs --server URL [--port 4020]: a third-party check of the OpenAPI document.
// Starts `prism proxy <the server's /api/docs/json> <server> --errors` and, on --port, a front that sends /api to
// Prism and everything else (the SPA, /__mock, files) straight to the server. Point the contract suite
// (npm run contract -- --base-url http://127.0.0.1:4020) or the end-to-end suite (E2E_BASE_URL=...) at the front;
// on Ctrl-C (or SIGTERM) it prints how many requests Prism checked and every violation it reported.
// Prism comes from PRISM_BIN (a prism executable) or `npx @stoplight/prism-cli@5`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
if (args.includes('--help') || !option('--server')) {
  console.log('usage: node scripts/prism-check.mjs --server http://127.0.0.1:3000 [--port 4020] [--lenient]');
  process.exit(args.includes('--help') ? 0 : 2);
}
const server = new URL(option('--server'));
const port = Number(option('--port', '4020'));
// --lenient: Prism forwards requests it finds invalid instead of answering them itself (the contract suite sends
// invalid requests on purpose to check the code-1 replies); their violations are counted apart.
const lenient = args.includes('--lenient');

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address();
      probe.close(() => resolve(p));
    });
  });

const docResponse = await fetch(new URL('/api/docs/json', server));
if (!docResponse.ok) throw new Error(`${server.origin}/api/docs/json answered HTTP ${docResponse.status}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-check-'));
const docFile = path.join(dir, 'openapi.json');
fs.writeFileSync(docFile, JSON.stringify(await docResponse.json()));

const prismPort = await freePort();
const [command, ...prefix] = process.env.PRISM_BIN ? [process.env.PRISM_BIN] : ['npx', '@stoplight/prism-cli@5'];
const prism = spawn(
  command,
  [
    ...prefix,
    'proxy',
    docFile,
    server.origin,
    ...(lenient ? [] : ['--errors']),
    '-p',
    String(prismPort),
    '-h',
    '127.0.0.1',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
const logFile = path.join(dir, 'prism.log');
const log = fs.createWriteStream(logFile);
let requests = 0;
const violations = [];
const requestViolations = [];
let ready;
const listening = new Promise((resolve) => (ready = resolve));
let pendingLine = '';
const onOutput = (chunk) => {
  log.write(chunk);
  const lines = (pendingLine + chunk.toString()).split('\n');
  pendingLine = lines.pop() ?? '';
  for (const line of lines) {
    if (line.includes('Prism is listening')) ready();
    if (line.includes('Request received')) requests++;
    if (/Violation: request/.test(line)) requestViolations.push(line.trim());
    else if (line.includes('Violation:') || line.includes('Request terminated with error'))
      violations.push(line.trim());
  }
};
prism.stdout.on('data', onOutput);
prism.stderr.on('data', onOutput);
prism.on('exit', (code) => {
  if (code) console.error(`prism exited with ${code}; log: ${logFile}`);
});
await listening;

const front = http.createServer((req, res) => {
  const toPrism = req.url.startsWith('/api/') && !req.url.startsWith('/api/docs');
  const target = toPrism
    ? { hostname: '127.0.0.1', port: prismPort }
    : { hostname: server.hostname, port: server.port };
  const headers = { ...req.headers, host: toPrism ? `127.0.0.1:${prismPort}` : server.host };
  const upstream = http.request({ ...target, method: req.method, path: req.url, headers }, (reply) => {
    res.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(res);
  });
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(String(error));
  });
  req.pipe(upstream);
});
front.listen(port, '127.0.0.1', () => {
  console.log(`front on http://127.0.0.1:${port}: /api through prism (port ${prismPort}) to ${server.origin}`);
  console.log(`prism log: ${logFile}`);
});

const finish = () => {
  console.log(
    `prism checked ${requests} requests: ${violations.length} reply violations or errors, ` +
      `${requestViolations.length} request violations${lenient ? ' (forwarded: --lenient)' : ''}`,
  );
  for (const line of violations.slice(0, 50)) console.log(`  ${line}`);
  const kinds = new Map();
  for (const line of requestViolations) {
    const key = line.replace(/^\[[^\]]*\] › /, '').replace(/\s+/g, ' ');
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  for (const [kind, n] of [...kinds].slice(0, 40)) console.log(`  ${n} x ${kind}`);
  prism.kill('SIGTERM');
  front.close();
  process.exit(violations.length === 0 && (lenient || requestViolations.length === 0) ? 0 : 1);
};
process.on('SIGINT', finish);
process.on('SIGTERM', finish);

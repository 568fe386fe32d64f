#!/usr/bin/env node
// npm run bench: every benchmark of DESIGN 10 in one run, printing figures and ratios against the budgets
// (never asserting times), then writing them with the machine and date to docs/benchmarks.md.
//   1. API: authenticated cv/get and module/save req/s (10 connections, autocannon) as a ratio to a bare
//      Fastify + better-sqlite3 route; server start time; RSS idle and under load   (mock-server/bench/api.ts)
//   2. PDF: the output of `npm run bench:pdf`                                         (mock-server/bench/pdf.ts)
//   2b. Writing help: 简历诊断 and 岗位匹配 on a 2-page resume (npm run bench:writing-help)
//                                                                                     (apps/web/bench/writing-help.ts)
//   3. SPA: gzip size of the home route's initial load and of every lazy chunk         (mock-server/bench/spa-size.ts)
//   4. Lighthouse: performance of /, /resume-templates, /my-resumes, mobile and desktop, median of 3
//                                                                                     (mock-server/bench/lighthouse.ts)
//
//   npm run bench [-- --duration 5] [--rounds 5] [--lh-runs 3] [--lh-form mobile|desktop]
//                    [--skip api,pdf,writing,spa,lighthouse | --only spa,lighthouse] [--no-write]
//                    [--lh-pages /my-resumes,/] [--lh-save DIR (each run's Lighthouse JSON and trace)]
//   npm run bench:lighthouse   = npm run bench -- --only spa,lighthouse --lh-form mobile --no-write: the home route's
//                                initial JS, then each list page's 3 Lighthouse mobile runs and the median run (with
//                                its LCP/TBT) and the load average (issue 37)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const STAGES = ['api', 'pdf', 'writing', 'spa', 'lighthouse'];
const only = option('only', '').split(',').filter(Boolean);
const skip = new Set(
  only.length ? STAGES.filter((stage) => !only.includes(stage)) : option('skip', '').split(',').filter(Boolean),
);
const write = !args.includes('--no-write');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-bench-run-'));

/** Runs a command, echoing its output live and returning it. */
function run(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const echo = (stream) => (d) => {
      const text = d.toString();
      out += text;
      stream.write(text);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', (d) => {
      const text = d.toString();
      if (/^npm warn/m.test(text)) return;
      out += text;
      process.stderr.write(text);
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    ramGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAvg: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
    date: new Date().toISOString(),
  };
}

/** Runs a TypeScript bench script under tsx with `--json FILE`; answers what it wrote there, or its output's tail. */
async function benchScript(script, scriptArgs) {
  const json = path.join(tmp, `${path.basename(script, '.ts')}.json`);
  const r = await run(process.execPath, ['--import', 'tsx', script, ...scriptArgs, '--json', json]);
  return r.code === 0 ? readJson(json) : { failed: r.out.slice(-2000) };
}

const m = machine();
console.log(`npm run bench — ${m.date}`);
console.log(
  `Machine: Node ${m.node}, ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, ${m.os}; load average ${m.loadAvg}\n`,
);

const results = { machine: m, api: null, instructions: null, pdf: null, writing: null, spa: null, lighthouse: null };

if (!skip.has('api')) {
  console.log('== API ==');
  results.api = await benchScript('mock-server/bench/api.ts', [
    '--duration',
    option('duration', '5'),
    '--rounds',
    option('rounds', '5'),
  ]);
  console.log('\n== API instructions per request (callgrind) ==');
  results.instructions = await benchScript('mock-server/bench/instructions.ts', []);
}

if (!skip.has('pdf')) {
  console.log('\n== PDF (npm run bench:pdf) ==');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = await run(npm, ['run', '--silent', 'bench:pdf']);
  results.pdf = { code: r.code, output: r.out.trim() };
}

if (!skip.has('writing')) {
  console.log('\n== Writing help (npm run bench:writing-help) ==');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = await run(npm, ['run', '--silent', 'bench:writing-help']);
  results.writing = { code: r.code, output: r.out.trim() };
}

if (!skip.has('spa')) {
  console.log('\n== SPA sizes ==');
  // --keep: its build, with the manifest it reads, is served to the Lighthouse stage too (one build, not two).
  results.spa = await benchScript('mock-server/bench/spa-size.ts', ['--keep']);
}
const spaDist = results.spa?.dist ?? null;

if (!skip.has('lighthouse')) {
  console.log('\n== Lighthouse (performance; Debian Chromium) ==');
  const form = option('lh-form', '');
  results.lighthouse = await benchScript('mock-server/bench/lighthouse.ts', [
    '--runs',
    option('lh-runs', '3'),
    ...(spaDist ? ['--dist', spaDist] : []),
    ...(form ? ['--form', form] : []),
    ...(option('lh-pages', '') ? ['--pages', option('lh-pages', '')] : []),
    ...(option('lh-save', '') ? ['--save', path.resolve(option('lh-save', ''))] : []),
  ]);
}

// One decimal, as mock-server/bench/api.ts prints them: a ratio at a budget's edge must not round onto it.
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ok = (good) => (good ? 'within budget' : '**over budget**');

function summary() {
  const lines = [];
  const a = results.api;
  if (a && !a.failed) {
    const b = a.budgets;
    const d = a.variantDrift;
    const signed = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
    lines.push(
      `- API by server CPU per request (bare / mock; robust to a busy machine): cv/get ${a.cpuUsPerReq.cvGet.toFixed(0)} µs vs ` +
        `${a.cpuUsPerReq.bareGet.toFixed(0)} µs = **${pct(a.cpuRatios.cvGet)}**, module/save ${a.cpuUsPerReq.moduleSave.toFixed(0)} µs ` +
        `vs ${a.cpuUsPerReq.bareSave.toFixed(0)} µs = **${pct(a.cpuRatios.moduleSave)}** (budget >= ${pct(b.cpuRatio)} each: ` +
        `${ok(Math.min(a.cpuRatios.cvGet, a.cpuRatios.moduleSave) >= b.cpuRatio)}); by the least of the rounds (noise only ` +
        `adds time; context, no budget) ${pct(a.leastCpuRatios.cvGet)} and ${pct(a.leastCpuRatios.moduleSave)}`,
      `- API control, bare / a second bare server read the same way (the instrument's own error; 100% is none): read ` +
        `${pct(a.controlRatios.cvGet)} (rounds ${a.controlByRound.cvGet.map(pct).join(', ')}), write ` +
        `${pct(a.controlRatios.moduleSave)} (rounds ${a.controlByRound.moduleSave.map(pct).join(', ')})`,
      `- API by req/s: cv/get ${a.medianRps.cvGet.toFixed(0)} vs bare read ${a.medianRps.bareGet.toFixed(0)} = **${pct(a.ratios.cvGet)}**, ` +
        `module/save ${a.medianRps.moduleSave.toFixed(0)} vs bare write ${a.medianRps.bareSave.toFixed(0)} = **${pct(a.ratios.moduleSave)}** ` +
        `(budget >= ${pct(b.rpsRatio)} each: ${ok(Math.min(a.ratios.cvGet, a.ratios.moduleSave) >= b.rpsRatio)})`,
      `- API with ${a.sessions} named sessions live and a chaos profile on another route, against the plain run: cv/get ` +
        `${signed(d.cvGetCpu)} CPU per request, ${signed(-d.cvGetRps)} req/s; module/save ${signed(d.moduleSaveCpu)} CPU, ` +
        `${signed(-d.moduleSaveRps)} req/s (budget within ${pct(b.variantDrift)}: ` +
        `${ok(Math.max(d.cvGetCpu, d.moduleSaveCpu, d.cvGetRps, d.moduleSaveRps) <= b.variantDrift)})`,
      `- Server start (spawn until /healthz): median **${a.startMs.median.toFixed(0)} ms** (${a.startMs.all.map((s) => s.toFixed(0)).join(', ')} ms; ` +
        `its own CPU time until then ${a.startMs.cpuMedian.toFixed(0)} ms) (budget <= ${b.startMs} ms: ${ok(a.startMs.median <= b.startMs)})`,
      `- Server RSS: ${a.rssMb.idle?.toFixed(0) ?? '?'} MB idle, **${a.rssMb.peak?.toFixed(0) ?? '?'} MB peak** under load ` +
        `(budget <= ${b.rssPeakMb} MB: ${ok((a.rssMb.peak ?? Infinity) <= b.rssPeakMb)}); ${a.rssMb.variantPeak?.toFixed(0) ?? '?'} MB ` +
        `with ${a.sessions} sessions + chaos; peak per round ${a.rssMb.byRound.map((r) => r.plain?.toFixed(0) ?? '?').join(', ')} MB`,
    );
  } else if (a?.failed) lines.push(`- API benchmark failed: \`${a.failed.split('\n').at(-2) ?? ''}\``);
  const ins = results.instructions;
  if (ins?.perRequest) {
    const k = (n) => `${(n / 1000).toFixed(1)}k`;
    lines.push(
      `- API instructions per request (callgrind, user space, steady state): cv/get ${k(ins.perRequest.mockGet)} vs bare ` +
        `${k(ins.perRequest.bareGet)} = **${pct(ins.ratios.cvGet)}**, module/save ${k(ins.perRequest.mockSave)} vs bare ` +
        `${k(ins.perRequest.bareSave)} = **${pct(ins.ratios.moduleSave)}** (bare / mock; context for the CPU figure, no budget)` +
        (ins.mainThread
          ? `; main thread alone cv/get ${pct(ins.mainThread.ratios.cvGet)}, module/save ${k(ins.mainThread.perRequest.mockSave)} ` +
            `vs ${k(ins.mainThread.perRequest.bareSave)} = ${pct(ins.mainThread.ratios.moduleSave)}`
          : ''),
    );
  } else if (ins?.skipped) lines.push(`- API instructions per request: not measured (${ins.skipped})`);
  else if (ins?.failed) lines.push('- API instructions per request: the callgrind run failed');
  const p = results.pdf;
  if (p) {
    const median = /warm median\s*:\s*([^\n]+)/.exec(p.output)?.[1];
    const ratio = /ratio\s*:\s*([^\n]+)/.exec(p.output)?.[1];
    lines.push(`- PDF warm median: ${median ?? 'see output'}${ratio ? `; ${ratio}` : ''}`);
  }
  const w = results.writing;
  if (w) {
    for (const line of w.output.split('\n').filter((l) => /^(简历诊断|岗位匹配)/.test(l)))
      lines.push(`- ${line.replace(/\s+:/, ':')}`);
  }
  const s = results.spa;
  if (s && !s.failed) {
    lines.push(
      `- SPA home route initial JS: **${kb(s.home.jsGzip)} gzip** (budget <= ${s.budgetKb} KB: ${ok(s.home.jsGzip / 1024 <= s.budgetKb)}), CSS ${kb(s.home.cssGzip)}`,
    );
  } else if (s?.failed) lines.push('- SPA size benchmark failed');
  const lh = results.lighthouse;
  if (lh?.pages?.length) {
    for (const formFactor of ['mobile', 'desktop']) {
      const rows = lh.pages.filter((p) => p.formFactor === formFactor);
      if (!rows.length) continue;
      lines.push(
        `- Lighthouse ${formFactor} performance (median of ${lh.runs} runs; LCP/TBT/CLS of that run): ` +
          rows
            .map(
              (p) =>
                `${p.path} **${p.median.score}** (runs ${p.all.map((r) => r.score).join(', ')}; LCP ${(p.median.lcpMs / 1000).toFixed(1)} s, ` +
                `TBT ${p.median.tbtMs.toFixed(0)} ms, CLS ${p.median.cls.toFixed(3)}; load ${p.loadAvg?.map((l) => l.toFixed(1)).join(' ') ?? '?'})`,
            )
            .join(', '),
      );
    }
  } else if (lh?.failed) lines.push('- Lighthouse benchmark failed');
  return lines;
}

console.log('\n== Summary ==');
for (const line of summary()) console.log(line.replace(/\*\*/g, ''));

if (write) {
  const md = [];
  md.push('# Benchmarks', '');
  md.push(
    'Written by `npm run bench` (scripts/bench.mjs); budgets from DESIGN.md section 10. Figures are printed and compared',
    'with the budgets, never asserted by tests. Rerun on an idle machine before drawing conclusions: the load average',
    'below says how busy this one was.',
    '',
  );
  md.push('## Machine', '');
  md.push(`| | |`, `|---|---|`);
  md.push(`| Date | ${m.date} |`, `| Node | ${m.node} |`, `| CPU | ${m.cpu} |`, `| Cores | ${m.cores} |`);
  md.push(`| RAM | ${m.ramGb} GB |`, `| OS | ${m.os} |`, `| Load average at start (1, 5, 15 min) | ${m.loadAvg} |`, '');
  md.push('## Summary', '', ...summary(), '');

  const a = results.api;
  if (a && !a.failed) {
    md.push('## API throughput', '');
    md.push(
      `autocannon, ${a.connections} connections, ${a.durationS} s per run after a warm-up of ${a.warmupRequests} requests, ${a.rounds} interleaved rounds, each on servers started afresh.`,
      `Within a round, a route's runs are warmed up and then take turns in ${a.slices} slices of ${(a.durationS / a.slices).toFixed(1)} s each, so that a`,
      "slow stretch of the machine falls on all of them alike (the two routes swap places from round to round); each run's",
      'figures are its slices together, and the figure is the median of the rounds. ' +
        (a.cpus
          ? `The servers run on CPU ${a.cpus.servers} and the load generator on CPU ${a.cpus.load} (taskset), so the servers a ratio compares share one CPU.`
          : 'The servers and the load generator were not pinned to CPUs (no taskset here).'),
      'A second bare server, the control, is',
      'measured like the real one: its ratio to the first bare server is what the instrument reads between two servers',
      'that are the same, so how far it strays from 100% is the error of the ratios above it. The real server is',
      `\`node ${SERVER_NODE_FLAGS.join(' ')} mock-server/dist/server.mjs\` (as \`npm start\`: the server bundled by mock-server/scripts/build-server.mjs, built`,
      'before the first spawn; the bare baseline runs with the same V8 flags),',
      'LOG_LEVEL=warn, on a temporary DATA_DIR, with a resume built from fixtures/sample-resume.json',
      `(cv/get reply ${a.cvGetReplyBytes} bytes). The baseline (mock-server/bench/bare-server.ts) is bare Fastify + better-sqlite3`,
      'with the same pragmas (locking_mode=EXCLUSIVE before WAL, synchronous=NORMAL: the mock holds its database alone,',
      'MOCK_DB_LOCKING) doing the same SQL (resume row + modules for the read; an immediate transaction updating',
      'the module and the resume for the write) without auth, validation, hooks, journal or response schema.',
      `A second real server answers the same load with ${a.sessions} named sessions live (each signed in with the sample`,
      'resume) and a chaos profile on /api/index/button (a route the load never calls) in the first named session and in',
      'the default one: the "sessions + chaos" rows, compared with the plain server in the same rounds. Its cv/get runs in',
      'the first named session (x-mock-session: the session lookup), its module/save in the default session, whose',
      "database is on disk like the plain run's (a named session's is in memory, where a save costs about a quarter less",
      'CPU, which would hide what the sessions and the profile cost).',
      '',
      `Budgets (issue 45): by server CPU per request, bare / mock >= ${pct(a.budgets.cpuRatio)} for cv/get and module/save each;`,
      `by req/s >= ${pct(a.budgets.rpsRatio)}; RSS peak of one server under this load <= ${a.budgets.rssPeakMb} MB; start`,
      `(spawn until /healthz) <= ${a.budgets.startMs} ms; the sessions + chaos run within ${pct(a.budgets.variantDrift)} of the plain one.`,
      'CPU time per request is the figure to trust on this shared 2-core VM (req/s swings by 2x between runs minutes',
      "apart, and the wall-clock start with it); the start also prints the server's own CPU time until /healthz.",
      '',
      'What the server does per request, and what it does not (issue 45): replies are serialised by JSON.stringify',
      "(request validators are built at each route's first request), not validated against the contract: `npm start`",
      '(and so this bench) never validates replies. The contract suite',
      '(mock-server/test/contract) validates every reply it receives against the served OpenAPI document with Ajv',
      "(src/lib/reply-validator.ts), and under tests (NODE_ENV=test) the server also checks each reply's code against",
      "its route's declared codes (plugins/code-check.ts): both stay on in tests, off here. Chaos, forced replies and",
      'sessions cost one check each when none is set (one preValidation hook holds all three); the security headers',
      'are computed once per route; the journal keeps a bounded ring of MOCK_JOURNAL_SIZE (200) records per session.',
      "How the ratios got here, and where a request's instructions go, is in the notes below.",
      '',
    );
    md.push(
      '| run | round | req/s | p50 ms | p99 ms | server CPU µs/req | errors | non-2xx | body mismatches |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const runs of Object.values(a.runs)) {
      runs.forEach((r, i) =>
        md.push(
          `| ${r.label} | ${i + 1} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.cpuUsPerReq?.toFixed(0) ?? '?'} | ` +
            `${r.errors} | ${r.non2xx} | ${r.mismatches} |`,
        ),
      );
    }
    md.push('');
    md.push(`Load average at the end of the API runs: ${a.loadAvg.map((l) => l.toFixed(1)).join(' ')}.`, '');
  }
  const ins = results.instructions;
  if (ins?.perRequest) {
    const k = (n) => `${(n / 1000).toFixed(1)}k`;
    /** The two routes' rows of one count (every thread's, or the main thread's), each window listed. */
    const table = ({ perRequest, ratios, windows }) => {
      const w = (key) => (windows ? ` (${windows[key].map(k).join(', ')})` : '');
      const row = (route, mock, bare, ratio) =>
        `| ${route} | ${k(perRequest[mock])}${w(mock)} | ${k(perRequest[bare])}${w(bare)} | ${pct(ratio)} |`;
      return [
        '| route | mock | bare | bare / mock |',
        '|---|---|---|---|',
        row('cv/get', 'mockGet', 'bareGet', ratios.cvGet),
        row('module/save', 'mockSave', 'bareSave', ratios.moduleSave),
        '',
      ];
    };
    md.push('## API instructions per request (`mock-server/bench/instructions.ts`)', '');
    md.push(
      'CPU time per request swings by up to 2x between identical runs on this shared VM, and a busy host slows one',
      'process and not the other. The instructions a request executes depend far less on who else runs: each server',
      `runs under Valgrind's callgrind and takes one continuous load (4 connections, the same requests as above); after`,
      `${ins.warm} replies (the JIT settles), ${ins.windows ? ins.windows.mockGet.length : 1} windows of ${ins.measured} requests are counted one after the other, and the figure is`,
      "their median (user space, every thread: JIT code, V8, SQLite, libc; not the kernel's socket and file work, which",
      'both servers share). A window that catches V8 compiling a function late costs up to 15% more: the median rides',
      'over one. Each window is listed.',
      '',
      ...table(ins),
    );
    if (ins.mainThread) {
      md.push(
        "The main thread alone, where a request's own work runs (V8's compiler and GC helper threads, whose share moves",
        'from window to window, left out):',
        '',
        ...table(ins.mainThread),
      );
    }
  }
  if (results.pdf) {
    md.push('## PDF (`npm run bench:pdf`)', '', '```', results.pdf.output, '```', '');
  }
  if (results.writing) {
    md.push('## 简历诊断 and 岗位匹配 (`npm run bench:writing-help`)', '', '```', results.writing.output, '```', '');
  }
  const s = results.spa;
  if (s && !s.failed) {
    md.push('## SPA sizes', '');
    md.push(
      "Built with `npm run build -w @cv/web -- --outDir <tmp> --manifest`; gzip level 9. The home route loads index.html's",
      'entry script with its static imports, modulepreloads and stylesheets, plus the home route chunk (lazy, loaded at once',
      'on /). Each other lazy chunk lists what navigating to it adds (its chunk and static imports not already loaded).',
      '',
    );
    md.push(
      `Home route initial load: **${kb(s.home.jsGzip)} JS gzip** (${kb(s.home.jsRaw)} raw), ${kb(s.home.cssGzip)} CSS gzip. Budget <= ${s.budgetKb} KB.`,
      '',
    );
    md.push('| lazy chunk | JS gzip added | CSS gzip added | files |', '|---|---|---|---|');
    for (const r of s.lazy)
      md.push(
        `| ${r.route ? `route \`${r.route}\`` : `\`${r.src}\``} | ${kb(r.js)} | ${kb(r.css)} | ${r.files.length} |`,
      );
    md.push('');
  }
  const lh = results.lighthouse;
  if (lh?.pages?.length) {
    md.push('## Lighthouse', '');
    md.push(
      `Lighthouse ${lh.version ?? ''} performance category against ${lh.chromium}, the built SPA served by the real server`,
      "(precompressed assets). Mobile is Lighthouse's default (simulated slow 4G, 4x CPU slowdown), desktop its desktop",
      `preset; each row is the run with the median score of ${lh.runs} runs (its own timings), each in a fresh browser (cold cache). /my-resumes is signed in`,
      '(token in session storage, three resumes with the sample person). Simulated timings scale with the CPU time the page gets: on this shared',
      `machine compare runs at similar load (load average at the end: ${lh.loadAvg.map((l) => l.toFixed(1)).join(' ')}).`,
      '',
      '| form factor | page | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | transferred | scores of the runs |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const p of lh.pages) {
      const r = p.median;
      md.push(
        `| ${p.formFactor} | \`${p.path}\` | **${r.score}** | ${r.fcpMs.toFixed(0)} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ` +
          `${r.cls.toFixed(3)} | ${r.siMs.toFixed(0)} | ${r.transferKb.toFixed(0)} KB | ${p.all.map((x) => x.score).join(', ')} |`,
      );
    }
    md.push('');
  }
  // A hand-written notes block (analysis of a run) survives regeneration.
  const file = path.join(root, 'docs/benchmarks.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const notes = /<!-- notes:start -->[\s\S]*?<!-- notes:end -->/.exec(previous)?.[0];
  md.push('## Notes', '', notes ?? '<!-- notes:start -->\n<!-- notes:end -->', '');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${md.join('\n')}\n`);
  console.log('\nWrote docs/benchmarks.md');
}
fs.rmSync(tmp, { recursive: true, force: true });
if (spaDist) fs.rmSync(spaDist, { recursive: true, force: true });

/**
 * How the API bench (bench/api.ts) measures one route's runs in a round: each warmed up, then taking turns slice by
 * slice (measureRoute), with the server's CPU time, RSS peak and the host's steal of each slice.
 */
import autocannon, { type Result } from 'autocannon';
import type { PlanRun } from './api-fleet.ts';
import { cpuMs, hostTicks, median, numberOption, rssMb, stolenShare } from './lib.ts';

export const DURATION = numberOption('duration', 5);
/** Each run's DURATION in this many slices, taking turns with the other runs of its route (measureRoute). */
export const SLICES = numberOption('slices', 5);
export const CONNECTIONS = 10;
/**
 * Requests each run sends before it is measured. The real server has far more code to optimise than the bare one: its
 * first requests under load are slow (V8 compiles on background threads, which count as the server's CPU time). The
 * warm-up is a number of requests, not seconds, so that both servers get as far into their JIT on any machine: the 3 s
 * it once was gave each server 70-90k requests on the machine the budgets were set on (module/save 24k req/s, bare
 * 29k), and 13-19k on one 4-6x slower (2026-12-01), where a fresh mock's save cost 245-309 µs of CPU in 1 s windows
 * until its 11,000th request and 184-235 µs from its 16,000th to its 110,000th, and bare's 170-184 µs until its
 * 12,000th and 123-147 µs from its 19,000th to its 71,000th (one continuous load each; later windows of both moved by
 * up to 60 µs with the machine's noise): there the measured run began at the end of the mock's warm-up. 30,000 is past
 * both there, and less than the 3 s gave where the budgets were set.
 */
export const WARMUP_REQUESTS = numberOption('warmup', 30_000);

export interface Sample {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  mismatches: number;
  rssPeakMb: number | null;
  /** Server CPU time (user + system) per request, µs: far less sensitive to other load than req/s. */
  cpuUsPerReq: number | null;
  /** The share of the machine's CPU time the hypervisor gave other guests, in the run's worst slice (context). */
  stolen: number | null;
}

/** One run's settings for autocannon: its URL, body, headers and the reply every answer must equal. */
function loadOptions(run: PlanRun) {
  return {
    url: run.server.base + run.url,
    connections: CONNECTIONS,
    method: 'POST' as const,
    body: run.body,
    headers: { 'content-type': 'application/json', ...run.headers },
    expectBody: run.reply,
  };
}

/** What one slice of a run measured. */
interface Slice {
  result: Result;
  cpuMs: number | null;
  rssPeakMb: number | null;
  ticks: [ReturnType<typeof hostTicks>, ReturnType<typeof hostTicks>];
}

async function slice(run: PlanRun): Promise<Slice> {
  const pid = run.server.child.pid;
  let peak: number | null = null;
  const timer = setInterval(() => {
    const rss = rssMb(pid);
    if (rss !== null) peak = Math.max(peak ?? 0, rss);
  }, 100);
  const cpuBefore = cpuMs(pid);
  const ticksBefore = hostTicks();
  let result: Result;
  try {
    result = await autocannon({ ...loadOptions(run), duration: DURATION / SLICES });
  } finally {
    clearInterval(timer);
  }
  const cpuAfter = cpuMs(pid);
  return {
    result,
    cpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    rssPeakMb: peak,
    ticks: [ticksBefore, hostTicks()],
  };
}

/**
 * Measures one route's runs (bare, the control, the real server, sessions + chaos) side by side: each is warmed up,
 * then the runs take turns in SLICES slices of DURATION / SLICES seconds each (the order rotated by one every slice),
 * and each run's figures are those of its slices together. With one 5 s run after the other, the CPU the servers
 * share (BENCH_CPUS, lib.ts) could turn 1.6x slower for one run and not the next, and a round's ratio ranged from 40%
 * to 110% on an idle host (docs/benchmarks-history.md, 2026-12-03); in 1 s slices such a stretch falls on every run of
 * the route alike.
 */
export async function measureRoute(runs: PlanRun[]): Promise<Sample[]> {
  for (const run of runs) await autocannon({ ...loadOptions(run), amount: WARMUP_REQUESTS });
  const slices: Slice[][] = runs.map(() => []);
  for (let s = 0; s < SLICES; s++) {
    for (let k = 0; k < runs.length; k++) {
      const i = (s + k) % runs.length;
      slices[i]!.push(await slice(runs[i]!));
    }
  }
  return runs.map((run, i) => {
    const own = slices[i]!;
    const total = (of: (x: Slice) => number) => own.reduce((sum, x) => sum + of(x), 0);
    const requests = total((x) => x.result.requests.total);
    const cpu = own.every((x) => x.cpuMs !== null) ? total((x) => x.cpuMs!) : null;
    const stolen = own.map((x) => stolenShare(...x.ticks));
    const sample: Sample = {
      label: run.label,
      rps: requests / total((x) => x.result.duration),
      p50: median(own.map((x) => x.result.latency.p50)),
      p99: median(own.map((x) => x.result.latency.p99)),
      errors: total((x) => x.result.errors + x.result.timeouts),
      non2xx: total((x) => x.result.non2xx),
      mismatches: total((x) => x.result.mismatches),
      rssPeakMb: Math.max(...own.map((x) => x.rssPeakMb ?? 0)) || null,
      cpuUsPerReq: cpu !== null && requests > 0 ? (cpu * 1000) / requests : null,
      stolen: stolen.every((x) => x !== null) ? Math.max(...(stolen as number[])) : null,
    };
    console.log(
      `  ${sample.label.padEnd(34)} ${sample.rps.toFixed(0).padStart(7)} req/s   p50 ${sample.p50} ms   p99 ${sample.p99} ms` +
        (sample.cpuUsPerReq !== null ? `   server CPU ${sample.cpuUsPerReq.toFixed(0)} µs/req` : '') +
        (sample.stolen !== null ? `   host steal ${(sample.stolen * 100).toFixed(1)}%` : '') +
        (sample.errors || sample.non2xx || sample.mismatches
          ? `   (errors ${sample.errors}, non-2xx ${sample.non2xx}, body mismatches ${sample.mismatches})`
          : ''),
    );
    return sample;
  });
}

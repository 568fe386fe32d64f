/**
 * Reads a V8 CPU profile (bench/profile.ts): the top frames by self time, the time under each of the server's own
 * source files, and the time under each hot-path stage of a request (the function names each stage runs in),
 * as a share of the busy (non-idle) samples and in µs per request.
 */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The request stages of the issue, by the code that runs them. A sample counts for the innermost stage on its stack
 * (hooks call the next one from their callback, so an outer stage would claim everything after it).
 */
const STAGES: [string, RegExp][] = [
  ['session resolution + forced replies', /plugins\/forced-replies\.ts|sessions\/resolve\.ts/],
  ['chaos lookup', /plugins\/chaos\.ts|services\/chaos\.ts/],
  ['journal', /plugins\/journal\.ts|services\/mock-control\.ts/],
  ['code check (tests only)', /plugins\/code-check\.ts/],
  ['body parsing', /plugins\/envelope\.ts|secure-json-parse|content-type-parser/],
  ['SQL (better-sqlite3)', /better-sqlite3/],
  ['route handler and services', /routes\/|services\/|lib\/|clock\.ts/],
  ['request validation (ajv)', /ajv\/|fast-uri|fastify\/lib\/validation/],
  ['reply serialisation (fast-json-stringify)', /fast-json-stringify|fastify\/lib\/reply\.js/],
  ['logging (pino)', /pino|abstract-logging|fastify\/lib\/logger/],
  ['CORS + security headers', /helmet|@fastify\/cors|security-headers/],
  ['fastify core', /node_modules\/fastify\/|find-my-way|avvio/],
  ['node:http and sockets', /^node:/],
];

const short = (url: string) =>
  url.replace(/^file:\/\/.*?\/(mock-server|packages)\//, '$1/').replace(/^.*node_modules\//, 'node_modules/');

export function summariseProfile(profile: CpuProfile, requests: number, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} ${short(url)}${url ? `:${lineNumber + 1}` : ''}`;
  };
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const stages = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    self.set(label(id), (self.get(label(id)) ?? 0) + us);
    const seenFiles = new Set<string>();
    const { functionName, url } = byId.get(id)!.callFrame;
    // An unnamed frame without a source is a native function: in a request, mostly a SQLite statement's.
    let stage: string | undefined = !functionName && !url ? 'native (SQLite statements)' : undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (/\/(mock-server|packages)\/.*\.ts$/.test(url) && !url.includes('node_modules')) seenFiles.add(short(url));
      stage ??= STAGES.find(([, pattern]) => pattern.test(url))?.[0];
    }
    for (const file of seenFiles) files.set(file, (files.get(file) ?? 0) + us);
    stage ??= byId.get(id)!.callFrame.functionName; // (garbage collector), (program)
    stages.set(stage, (stages.get(stage) ?? 0) + us);
  });
  const row = (us: number, name: string) =>
    `  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / requests).toFixed(1).padStart(6)} µs/req  ${name}`;
  const lines = [
    `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms, ${(busy / requests).toFixed(0)} µs busy per request`,
    'top frames by self time:',
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => row(us, name)),
    'stages (each sample counted once, for the innermost stage on its stack):',
    ...[...stages].sort((a, b) => b[1] - a[1]).map(([name, us]) => row(us, name)),
    "under the server's own files (anywhere on the stack):",
    ...[...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, us]) => row(us, name)),
  ];
  return lines.join('\n');
}

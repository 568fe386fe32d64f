// The V8 flags the mock server runs with under `npm start` (scripts/start.mjs) and in the API bench.
// --max-semi-space-size: every request allocates short-lived objects (parsed bodies, envelopes); a 32 MB young
// generation makes scavenges rarer and cheaper. Measured by `npm run bench`: garbage collection went from about
// 13 µs to 3 µs of CPU per module/save (docs/benchmarks-history.md). The API bench
// (mock-server/bench/lib.ts) runs both its servers with them too.
// --no-allocation-site-pretenuring: under a load that switches between routes, V8 decided some request objects were
// long-lived and allocated them straight in the old generation, where they died: the old space filled with ~50 MB
// of garbage between full collections and the process kept the pages, RSS 289 -> 350 MB over five rounds of
// cv/get + module/save. Without it those objects die young: old space 25 MB throughout, RSS flat at ~266 MB
// (issue 45; docs/benchmarks-history.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];

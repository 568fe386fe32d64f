// Figures, not assertions: createMock cold (first in this process) and warm, and one request in-process against
// the same request over HTTP to mock.listen() (the only place this example opens a port). `node bench.mjs`
import { createMock } from '@cv/mock-server';

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const N = 500;
const request = () => new Request('http://localhost/api/cv/counter', { method: 'POST' });

let start = process.hrtime.bigint();
const first = await createMock();
const cold = ms(start);
start = process.hrtime.bigint();
const mock = await createMock();
const warm = ms(start);
await first.close();

for (let i = 0; i < 50; i++) await mock.fetch(request());
start = process.hrtime.bigint();
for (let i = 0; i < N; i++) await mock.fetch(request());
const inProcess = ms(start) / N;

const base = await mock.listen(0);
const overHttp = () => fetch(`${base}/api/cv/counter`, { method: 'POST' }).then((res) => res.arrayBuffer());
for (let i = 0; i < 50; i++) await overHttp();
start = process.hrtime.bigint();
for (let i = 0; i < N; i++) await overHttp();
const http = ms(start) / N;
await mock.close();

console.log(`createMock: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms`);
console.log(
  `POST /api/cv/counter, mean of ${N}: in-process ${inProcess.toFixed(3)} ms, over HTTP ${http.toFixed(3)} ms`,
);

// The open loop's sender, in a process of its own: in the bench's process, full of autocannon's heap, its full collections
// held requests back 10–15 ms, timed as the server's. Job as JSON on stdin; latencies after the warm-up and errors on stdout.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import { URL } from 'node:url';

const TIMEOUT_MS = 10_000;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
/** @type {{ origin: string, requests: { path: string, cookie: string }[], rate: number, seconds: number, warmupSeconds: number }} */
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const { hostname, port } = new URL(job.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const interval = 1000 / job.rate;
const total = Math.round((job.warmupSeconds + job.seconds) * job.rate);
const warmup = Math.round(job.warmupSeconds * job.rate);
const latencies = [];
let errors = 0;
let pending = 0;
let allSent = false;
let finish = () => {};
const done = new Promise((resolve) => (finish = resolve));

const record = (index, planned, ok) => {
  if (index >= warmup) {
    if (ok) latencies.push(performance.now() - planned);
    else errors += 1;
  }
  pending -= 1;
  if (allSent && pending === 0) finish();
};

const send = (index, planned) => {
  const { path, cookie } = job.requests[index % job.requests.length];
  pending += 1;
  let settled = false;
  const settle = (ok) => {
    if (settled) return;
    settled = true;
    record(index, planned, ok);
  };
  const request = http.get({ agent, hostname, port, path, headers: { cookie } }, (response) => {
    response.resume();
    response.on('end', () => settle(response.statusCode === 200));
    response.on('error', () => settle(false));
  });
  request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
  request.on('error', () => settle(false));
};

const start = performance.now() + 10;
let next = 0;
// Each tick sends every request whose planned moment has come, so a late timer never thins the load.
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      send(next, start + next * interval);
      next += 1;
    }
    if (next >= total) return resolve();
    setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
  };
  tick();
});
allSent = true;
if (pending > 0) await done;
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, errors }));

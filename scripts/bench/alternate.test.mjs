// The bench's load (bench/alternate.mjs): a slot's counts and times, percentiles, and the exact CPU reading.
import assert from 'node:assert/strict';
import http from 'node:http';
import test from 'node:test';
import { client, percentile, slot, tally } from './alternate.mjs';
import { cpuNanos } from './processes.mjs';

async function server(status, body) {
  const seen = { requests: 0, connections: 0, cookies: new Set() };
  const s = http.createServer((req, res) => {
    seen.requests++;
    seen.cookies.add(req.headers.cookie);
    res.writeHead(status, { 'content-length': Buffer.byteLength(body) }).end(body);
  });
  s.on('connection', () => seen.connections++);
  await new Promise((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${s.address().port}/x?y=1`, seen, close: () => s.close() };
}

test('a slot loads the run for its time on kept-alive connections and counts every answer', async () => {
  const s = await server(200, 'hello');
  const c = client({ url: s.url, cookie: 'sid=1' }, 4);
  const t = tally();
  await slot(c, 200, t);
  await slot(c, 100, t);
  await c.pool.close();
  s.close();
  assert.ok(t.requests > 10, `requests ${t.requests}`);
  assert.equal(t.requests, s.seen.requests, 'every answer counted, none left in flight');
  assert.equal(t.latencies.length, t.requests);
  assert.equal(t.bytes, 5 * t.requests, 'the bodies read whole');
  assert.equal(t.errors, 0);
  assert.ok(t.activeMs >= 300 && t.activeMs < 600, `active ${t.activeMs} ms`);
  assert.ok(s.seen.connections <= 4, `${s.seen.connections} connections for 4 loops over two slots`);
  assert.deepEqual([...s.seen.cookies], ['sid=1']);
});

test('an answer outside 2xx is an error', async () => {
  const s = await server(503, 'no');
  const c = client({ url: s.url }, 1);
  const t = tally();
  await slot(c, 50, t);
  await c.pool.close();
  s.close();
  assert.ok(t.requests > 0);
  assert.equal(t.errors, t.requests);
});

test('percentile: nearest rank', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(values, 50), 5);
  assert.equal(percentile(values, 99), 10);
  assert.equal(percentile(values, 10), 1);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('cpuNanos reads a process busy for a few ms to well under a 10 ms tick', () => {
  const before = cpuNanos(process.pid);
  // Busy until the kernel's own count (getrusage) says 5 ms of CPU were spent: a wall-clock spin on a loaded machine
  // may be descheduled for most of its time.
  const start = process.cpuUsage();
  while (process.cpuUsage(start).user + process.cpuUsage(start).system < 5_000);
  const spent = cpuNanos(process.pid) - before;
  assert.ok(spent >= 4_000_000 && spent < 50_000_000, `${spent} ns`);
});

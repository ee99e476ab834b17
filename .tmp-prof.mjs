// ad-hoc profiler (not committed): mock + private redis + BFF (--cpu-prof) + autocannon on a URL path
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { bffLogin } from './scripts/bench/logins.mjs';
import { startChild, stopAll, waitFor, cpuMicros } from './scripts/bench/processes.mjs';
const B = 18620, core = `http://127.0.0.1:${B}`, bffUrl = `http://127.0.0.1:${B + 2}`;
const target = process.argv[2] ?? '/api/common/work-time';
const secs = Number(process.argv[3] ?? 10);
startChild('redis', 'redis-server', ['--port', String(B + 4), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { logFile: '/tmp/g8prof/redis.log' });
const mock = startChild('mock', process.execPath, ['mocks/dist/server.js'], { env: { MOCK_PORT: String(B), NODE_ENV: 'development' }, logFile: '/tmp/g8prof/mock.log' });
const prof = process.env.PROF !== '0';
const bff = spawn(process.execPath, [...(prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/g8prof'] : []), process.env.BFF ?? 'bff/dist/index.js'], {
  env: { ...process.env, NODE_ENV: 'development', PORT: String(B + 2), CORE_URL: core, REDIS_URL: `redis://127.0.0.1:${B + 4}/0`, LOG_LEVEL: process.env.LL ?? 'info', LOGIN_ATTEMPTS_PER_WINDOW: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${core}/public/getVer`, mock);
  await waitFor(`${bffUrl}/readyz`, bff);
  const sid = await bffLogin(bffUrl, core);
  const r0 = await fetch(bffUrl + target, { headers: { cookie: sid } }); console.log('status', r0.status, (await r0.arrayBuffer()).byteLength);
  await autocannon({ url: bffUrl + target, connections: 10, duration: 2, headers: { cookie: sid } });
  for (let i = 0; i < Number(process.env.REPS ?? 1); i++) {
  const c0 = cpuMicros(bff.pid);
  const r = await autocannon({ url: bffUrl + target, connections: 10, duration: secs, headers: { cookie: sid } });
  const cpu = (cpuMicros(bff.pid) - c0) / r.requests.total;
  console.log(process.env.BFF ?? 'new', 'rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'cpu µs/req', cpu.toFixed(0));
  }
} finally {
  bff.kill('SIGTERM');
  await new Promise((res) => bff.on('exit', res));
  stopAll();
}

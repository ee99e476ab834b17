// npm run soak (issue 14 §4): SOAK_AGENTS scripted agents (default 200) for SOAK_MINUTES (default 10) against two
// BFF instances sharing a private Redis, loopback only. Warm-up, then the run; the heap of each BFF is read after a
// forced GC at the end of each; every draft is checked at the end. Stops by itself. See docs/soak.md.
import path from 'node:path';
import Redis from 'ioredis';
import { stopAll, waitFor } from './bench/processes.mjs';
import { SoakAgent } from './soak/agent.mjs';
import { callTable, heapTable, machineLine, writeDoc } from './soak/report.mjs';
import {
  CORE,
  PORTS,
  ROOT,
  freshRun,
  loginAll,
  num,
  phase,
  startBff,
  startCore,
  startRedis,
} from './soak/setup.mjs';
import { Stats } from './soak/stats.mjs';

// `npm run soak -- <mode>`: the drills (issue 24 items 3, 4, 7), each in its own file; no mode is the soak below.
const MODES = ['failover', 'restart', 'capacity'];
const mode = process.argv[2];
if (mode !== undefined && !MODES.includes(mode)) {
  console.error(`soak: unknown mode "${mode}" (one of ${MODES.join(', ')}, or none for the soak)`);
  process.exit(2);
}
if (mode) {
  const { run } = await import(`./soak/${mode}.mjs`);
  process.exitCode = (await run()) ? 0 : 1;
  process.exit();
}

const MINUTES = num('SOAK_MINUTES', 10);
const AGENTS = num('SOAK_AGENTS', 200);
const WARMUP_SECONDS = num('SOAK_WARMUP_SECONDS', 30);
const THINK_MS = num('SOAK_THINK_MS', 1500);
/** SOAK_WRITE=0: the summary printed only, docs/soak.md left as it is (a trial run: machine-alone.test.mjs). */
const WRITE = process.env.SOAK_WRITE !== '0';
/** The heap after the run may differ from the one after warm-up by this much (issue 14: memory flat). */
const HEAP_TOLERANCE = 0.1;

let failed = false;
const deadline = setTimeout(
  () => {
    console.error('soak: over its time bound, stopping');
    stopAll();
    process.exit(1);
  },
  (MINUTES * 60 + WARMUP_SECONDS + 300) * 1000,
);
try {
  await freshRun();
  startRedis();
  await startCore();
  const bffs = [startBff('bff-1', PORTS.bff1), startBff('bff-2', PORTS.bff2)];
  for (const b of bffs) await waitFor(`${b.url}/readyz`, b);

  const stats = new Stats();
  const world = { bffs: bffs.map((b) => b.url), core: CORE, stats, thinkMs: THINK_MS };
  const agents = Array.from({ length: AGENTS }, (_, i) => new SoakAgent(i, world));
  console.log(
    `soak: ${AGENTS} agents, ${MINUTES} min after ${WARMUP_SECONDS} s warm-up, 2 BFFs, think ${THINK_MS} ms`,
  );
  // The mock hands out one "last captcha": the logins go one at a time.
  await loginAll(agents);
  console.log(`soak: ${AGENTS} logged in with a wizard open; warming up`);
  await phase(agents, WARMUP_SECONDS);
  const warm = await Promise.all(bffs.map((b) => b.heap()));
  const warmErrors = stats.errorCount;
  stats.resetTimings();
  console.log(
    `soak: warm (${warm.map((h) => (h.heapUsed / 2 ** 20).toFixed(1)).join(' / ')} MiB heap); running`,
  );
  const started = Date.now();
  const progress = setInterval(
    () =>
      console.log(
        `soak: ${((Date.now() - started) / 60000).toFixed(1)} min, ${stats.callCount} calls, ${stats.errorCount} errors`,
      ),
    60_000,
  );
  await phase(agents, MINUTES * 60);
  clearInterval(progress);
  const runSeconds = (Date.now() - started) / 1000;
  const calls = stats.callCount;
  const end = await Promise.all(bffs.map((b) => b.heap()));
  const intact = await Promise.all(agents.map((a) => a.draftIntact()));
  const lost = agents.filter((_, i) => !intact[i]).map((a) => `${a.userCode} ${a.transCode}`);
  // Issue 22: every signature in the core has its confirmed evidence row, and every chain verifies.
  const evidence = await Promise.all(agents.map((a) => a.evidenceIntact()));
  const signatures = evidence.reduce((n, e) => n + e.signed, 0);
  const unproven = agents.filter((_, i) => !evidence[i].ok).map((a) => `${a.userCode} ${a.transCode}`);

  const redis = new Redis(`redis://127.0.0.1:${PORTS.redis}`);
  const redisVersion = (await redis.info('server')).match(/redis_version:(\S+)/)?.[1] ?? '?';
  const sessions = (await redis.keys('ap:sess:*')).length;
  redis.disconnect();
  const heaps = bffs.map((b, i) => ({ name: b.benchName, warm: warm[i], end: end[i] }));
  const growth = Math.max(...heaps.map((h) => (h.end.heapUsed - h.warm.heapUsed) / h.warm.heapUsed));
  const heapFlat = growth <= HEAP_TOLERANCE;
  failed = stats.errorCount > 0 || lost.length > 0 || unproven.length > 0 || !heapFlat;

  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const summary = [
    `## Last run`,
    ``,
    `${date}, ${machineLine(redisVersion)}.`,
    `${AGENTS} agents × ${(runSeconds / 60).toFixed(1)} min after ${WARMUP_SECONDS} s warm-up, think time ` +
      `${THINK_MS} ms ±50 %, two BFF instances (calls alternate) sharing one private Redis; ${sessions} sessions ` +
      `in Redis at the end.`,
    ``,
    `- **errors: ${stats.errorCount}** (warm-up ${warmErrors}, run ${stats.errorCount - warmErrors})` +
      (stats.kinds.size
        ? `; by call and status: ${[...stats.kinds].map(([k, n]) => `${k} × ${n}`).join(', ')}; first: ` +
          stats.samples.slice(0, 3).join('; ')
        : ''),
    `- **lost drafts: ${lost.length}** of ${AGENTS} (each agent's last autosave read back from the core, revision ` +
      `included)${lost.length ? `: ${lost.slice(0, 10).join(', ')}` : ''}`,
    `- **signatures without confirmed evidence: ${unproven.length}** of ${AGENTS} cases (${signatures} ` +
      `signatures in the core; each case's chain verified, each signature confirmed in PostgreSQL)` +
      `${unproven.length ? `: ${unproven.slice(0, 10).join(', ')}` : ''}`,
    `- **heap**: largest change ${(growth * 100).toFixed(1)} % (bound ${HEAP_TOLERANCE * 100} %): ` +
      `${heapFlat ? 'flat' : 'NOT flat'}`,
    `- ${calls} calls in the run, ${(calls / runSeconds).toFixed(1)} calls/s`,
    ``,
    heapTable(heaps),
    ``,
    `Latency per call (the run only, measured by the agents, loopback):`,
    ``,
    callTable(stats),
  ].join('\n');
  console.log(`\n${summary}\n`);
  if (WRITE) {
    writeDoc(path.join(ROOT, 'docs/soak.md'), summary);
    console.log('written to docs/soak.md');
  } else console.log('docs/soak.md left as it is (SOAK_WRITE=0)');
} catch (err) {
  failed = true;
  console.error(`soak failed: ${err.stack ?? err}`);
} finally {
  clearTimeout(deadline);
  stopAll();
}
if (failed) {
  console.error(
    'soak: NOT clean (errors, lost drafts, unproven signatures or heap growth: see above and .tmp/soak/*.log)',
  );
  process.exitCode = 1;
}

// npm run soak -- restart (issue 24 item 4, docs/soak.md): agents working on two BFFs (SHUTDOWN_DRAIN_MS set, a
// balancer probing /readyz); each instance in turn gets SIGTERM, its /readyz is polled until the listener closes, a
// new process takes the port once the old one has exited; then one instance is SIGKILLed and started again. Figures:
// errors in each restart's window (goal 0), the requests cut by the SIGKILL, drafts lost, /readyz 503 while draining.
import path from 'node:path';
import { stopAll, waitFor } from '../bench/processes.mjs';
import { SoakAgent } from './agent.mjs';
import { Balancer } from './balancer.mjs';
import { isoNow, kindsText, machineLine, table, writeSection } from './report.mjs';
import {
  CORE,
  PORTS,
  ROOT,
  freshRun,
  loginAll,
  num,
  pause,
  redisVersion,
  startBff,
  startCore,
  startRedis,
  timeBound,
} from './setup.mjs';
import { Stats } from './stats.mjs';

const AGENTS = num('SOAK_AGENTS', 60);
const WARMUP_SECONDS = num('SOAK_WARMUP_SECONDS', 15);
/** Work between the drills (and after the last). */
const BETWEEN_SECONDS = num('SOAK_BETWEEN_SECONDS', 10);
const THINK_MS = num('SOAK_THINK_MS', 1500);
const DRAIN_MS = num('SOAK_DRAIN_MS', 2000);
/** The balancer's health probe interval (0: none, the agents only retry refused connections). */
const PROBE_MS = num('SOAK_PROBE_MS', 1000);
const RESET = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

const seconds = (ms) => (ms / 1000).toFixed(1);
const sum = (kinds) => [...kinds.values()].reduce((a, b) => a + b, 0);

/** Polls /readyz every 100 ms until the listener refuses (or 20 s): what it answered between. */
async function watchReadyz(base) {
  const seen = [];
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const at = Date.now();
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      async (r) =>
        `${r.status}${r.status === 503 ? ` ${(await r.text()).includes('draining') ? 'draining' : ''}` : ''}`,
      (err) => String(err?.cause?.code ?? err?.name ?? err),
    );
    seen.push({ at, status: status.trim() });
    if (status === 'ECONNREFUSED') break;
    await pause(100);
  }
  return seen;
}

export async function run() {
  let clean = false;
  const bound = timeBound('restart', WARMUP_SECONDS + 4 * BETWEEN_SECONDS + 400);
  try {
    await freshRun();
    startRedis();
    await startCore();
    const env = { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) };
    const bffs = [startBff('bff-1', PORTS.bff1, { env }), startBff('bff-2', PORTS.bff2, { env })];
    for (const b of bffs) await waitFor(`${b.url}/readyz`, b);
    const stats = new Stats();
    const balancer = new Balancer(
      bffs.map((b) => b.url),
      { probeMs: PROBE_MS },
    );
    const world = { bffs: balancer.urls, core: CORE, stats, thinkMs: THINK_MS, balancer, relogin: true };
    const agents = Array.from({ length: AGENTS }, (_, i) => new SoakAgent(i, world));
    console.log(`soak restart: ${AGENTS} agents, drain ${DRAIN_MS} ms, probe ${PROBE_MS || 'none'}`);
    await loginAll(agents);
    stats.startClock();
    let stop = false;
    const work = Promise.all(agents.map((a) => a.run(() => stop)));
    await pause(WARMUP_SECONDS * 1000);
    const warmErrors = stats.errorCount;

    const restarts = [];
    for (const [i, port] of [PORTS.bff1, PORTS.bff2].entries()) {
      const old = bffs[i];
      const termAt = Date.now();
      const watching = watchReadyz(old.url);
      old.kill('SIGTERM');
      await Promise.race([old.gone, pause(30_000)]);
      if (!old.exited) throw new Error(`${old.benchName} did not exit within 30 s of SIGTERM`);
      const exitedAt = Date.now();
      const readyz = await watching;
      bffs[i] = startBff(old.benchName, port, { env, log: `${old.benchName}-restarted` });
      await waitFor(`${bffs[i].url}/readyz`, bffs[i]);
      const readyAt = Date.now();
      await pause(BETWEEN_SECONDS * 1000);
      const refusedAt = readyz.find((r) => r.status === 'ECONNREFUSED')?.at;
      restarts.push({
        name: old.benchName,
        exit: old.exited,
        drained: readyz.filter((r) => r.at < (refusedAt ?? Infinity) && r.status.startsWith('503')).length,
        polls: readyz.length,
        closedMs: refusedAt ? refusedAt - termAt : null,
        exitMs: exitedAt - termAt,
        readyMs: readyAt - exitedAt,
        errors: stats.errorsBetween(termAt, Date.now()),
        cuts: stats.cuts.filter((c) => c.at >= termAt && c.base === old.url).length,
      });
      console.log(`soak restart: ${old.benchName} restarted`);
    }

    // SIGKILL: only the requests in flight on it fail (then are retried on the other instance), nothing else.
    const victim = bffs[1];
    const killAt = Date.now();
    victim.kill('SIGKILL');
    await Promise.race([victim.gone, pause(10_000)]);
    await pause(BETWEEN_SECONDS * 1000);
    const cutAtKill = stats.cuts.filter(
      (c) => c.at >= killAt && c.at < killAt + 1000 && c.base === victim.url && RESET.has(c.code),
    ).length;
    const refusedAfter = stats.cuts.filter((c) => c.at >= killAt && c.code === 'ECONNREFUSED').length;
    const killErrors = stats.errorsBetween(killAt, Date.now());
    bffs[1] = startBff(victim.benchName, PORTS.bff2, { env, log: `${victim.benchName}-after-kill` });
    await waitFor(`${bffs[1].url}/readyz`, bffs[1]);
    const backAt = Date.now();
    await pause(BETWEEN_SECONDS * 1000);
    const afterErrors = stats.errorsBetween(backAt, Date.now());
    stop = true;
    await work;
    balancer.stop();

    const intact = await Promise.all(agents.map((a) => a.draftIntact()));
    const lost = agents.filter((_, i) => !intact[i]).map((a) => `${a.userCode} ${a.transCode}`);
    const relogged = agents.filter((a) => a.relogins > 0).length;
    const termErrors = restarts.reduce((n, r) => n + sum(r.errors), 0);
    const drainedAlways = restarts.every((r) => r.drained > 0 && r.closedMs !== null);
    clean =
      termErrors === 0 &&
      sum(killErrors) <= cutAtKill &&
      sum(afterErrors) === 0 &&
      lost.length === 0 &&
      drainedAlways &&
      !stats.saw500;

    const text = [
      `## Restart drill (issue 24 item 4): last run`,
      ``,
      `${isoNow()}, ${machineLine(redisVersion())}. \`npm run soak -- restart\`.`,
      `${AGENTS} agents (think ${THINK_MS} ms ±50 %) on two BFF instances with SHUTDOWN_DRAIN_MS=${DRAIN_MS}, ` +
        `behind the agents' balancer (GET /readyz every ${PROBE_MS || '(no probe)'} ms; a refused or reset ` +
        `connection retried once on the other instance); ${WARMUP_SECONDS} s of work, then each instance in turn ` +
        `SIGTERMed and a new process started on its port once the old had exited, ${BETWEEN_SECONDS} s of work ` +
        `after each; then BFF 2 SIGKILLed, started again ${BETWEEN_SECONDS} s later.`,
      ``,
      `- **errors during the SIGTERM restarts: ${termErrors}** (goal 0)`,
      `- **/readyz unready before the listener closed**: ${drainedAlways ? 'yes, at both' : '**no**'} ` +
        `(polled every 100 ms from the SIGTERM: 503 draining until the port refused; the table counts the polls)`,
      `- **SIGKILL**: ${cutAtKill} requests cut (reset: in flight on the killed instance, or sent on a kept-alive connection to it within a second) and retried on the ` +
        `other; errors the agents saw: ${kindsText(killErrors)}; then ${refusedAfter} refused connections ` +
        `retried on the other instance until it was back; errors after it was back: ${kindsText(afterErrors)}`,
      `- **drafts lost: ${lost.length}** of ${AGENTS}${lost.length ? `: ${lost.slice(0, 10).join(', ')}` : ''}; ` +
        `agents logged out: ${relogged}; a 500: ${stats.saw500 ? '**yes**' : 'none'}; errors in the warm-up: ` +
        `${warmErrors}`,
      `- retried on the other instance over the run: ${kindsText(stats.retries)}`,
      ``,
      table(
        [
          'SIGTERM',
          'exit',
          '/readyz 503 polls before the port refused',
          'SIGTERM → port refused',
          'SIGTERM → exit',
          'new process → /readyz 200',
          'requests retried off it',
          'errors',
        ],
        restarts.map((r) => [
          r.name,
          r.exit.code ?? r.exit.signal,
          `${r.drained} of ${r.polls}`,
          r.closedMs === null ? 'never' : `${seconds(r.closedMs)} s`,
          `${seconds(r.exitMs)} s`,
          `${seconds(r.readyMs)} s`,
          r.cuts,
          kindsText(r.errors),
        ]),
      ),
    ].join('\n');
    console.log(`\n${text}\n`);
    writeSection(path.join(ROOT, 'docs/soak.md'), 'restart', text);
    console.log('written to docs/soak.md');
  } catch (err) {
    console.error(`soak restart failed: ${err.stack ?? err}`);
  } finally {
    clearTimeout(bound);
    stopAll();
  }
  if (!clean) console.error('soak restart: NOT clean (see above and .tmp/soak/*.log)');
  return clean;
}

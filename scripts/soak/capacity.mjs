// npm run soak -- capacity (issue 43 Deliver 6, docs/soak.md): ONE BFF instance pinned to one core (taskset), the
// mock core, Redis and the agents on the other(s). The agent count rises in steps (SOAK_STEPS), each measured for
// SOAK_STEP_SECONDS; per step and per kind of call it reports the BFF's own time (its Server-Timing `app`, p50 and
// p99) with the core's time apart (`core`), and the BFF's CPU per call. The goal: at ≥ GOAL_AGENTS agents the BFF's own
// p99 ≤ SOAK_OWN_P99_MS with 0 errors. Then each kind of action alone (SOAK_SOLO_AGENTS agents, SOAK_SOLO_SECONDS
// each) gives the BFF's CPU per call of that kind, and the projection per BFF core follows from the figures measured
// (capacity-projection.mjs). Agents beyond the 200 soak users share users (own sessions).
import os from 'node:os';
import path from 'node:path';
import { cpuMicros, placeProcesses, stopAll, waitFor } from '../bench/processes.mjs';
import { SoakAgent, STEP_MIX } from './agent.mjs';
import { projection } from './capacity-projection.mjs';
import { isoNow, kindsText, machineLine, table, writeSection } from './report.mjs';
import {
  CORE,
  PORTS,
  ROOT,
  freshRun,
  loginAll,
  num,
  phase,
  redisVersion,
  startBff,
  startCore,
  startRedis,
  timeBound,
} from './setup.mjs';
import { Stats, percentile } from './stats.mjs';

const STEPS = (process.env.SOAK_STEPS ?? '100,200,300,400,500')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const STEP_SECONDS = num('SOAK_STEP_SECONDS', 30);
const OWN_P99_MS = num('SOAK_OWN_P99_MS', 15);
const GOAL_AGENTS = 300;
const THINK_MS = num('SOAK_THINK_MS', 1500);
/** Unmeasured work after each step's logins: the new agents' first steps, all at once, spread out. */
const SETTLE_SECONDS = num('SOAK_SETTLE_SECONDS', 5);
const SOLO_AGENTS = num('SOAK_SOLO_AGENTS', 100);
const SOLO_SECONDS = num('SOAK_SOLO_SECONDS', 15);
/** The utilisation of a BFF core the projection sizes for (headroom for bursts, GC and a failed-over peer's load). */
const TARGET_UTILISATION = num('SOAK_TARGET_UTILISATION', 0.6);

const ms = (v) => v.toFixed(1);
const pctOf = (share) => `${(share * 100).toFixed(0)} %`;

/** prom-client's default eventLoopMonitoringPrecision (the BFF keeps it): its histogram holds each whole interval. */
const LOOP_SAMPLING_MS = 10;

/**
 * The BFF's event-loop delay since the last read, in ms (its /metrics: prom-client's default metrics, whose
 * event-loop histogram starts again at each scrape): how long work that became ready waited for the one thread.
 */
async function loopDelay(bff) {
  const text = await (await fetch(`${bff.url}/metrics`)).text();
  const value = (name) =>
    1000 * Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]) - LOOP_SAMPLING_MS;
  return { p50: value('nodejs_eventloop_lag_p50_seconds'), p99: value('nodejs_eventloop_lag_p99_seconds') };
}

/**
 * Runs `agents` for `seconds` (all their steps, or one `action`); the BFF's CPU, its event-loop delay and the calls
 * answered meanwhile.
 */
async function measured(agents, seconds, bff, stats, action) {
  stats.resetTimings();
  const errorsBefore = stats.errorCount;
  await loopDelay(bff);
  const cpuBefore = cpuMicros(bff.pid);
  const started = Date.now();
  await phase(agents, seconds, action);
  const elapsed = (Date.now() - started) / 1000;
  const cpuMicrosUsed = cpuMicros(bff.pid) - cpuBefore;
  const loop = await loopDelay(bff);
  const calls = stats.callCount;
  return {
    elapsed,
    calls,
    errors: stats.errorCount - errorsBefore,
    cpu: cpuMicrosUsed / 1e6 / elapsed,
    cpuPerCall: calls ? cpuMicrosUsed / calls : 0,
    loop,
  };
}

/** The agents' niceness: below Redis and PostgreSQL (0), above the mock core (10). */
const AGENTS_NICE = 5;
/** The BFF's request lines logged as in production (info: one line per answer) unless SOAK_LOG_LEVEL says otherwise. */
const BFF_LOG_LEVEL = process.env.SOAK_LOG_LEVEL ?? 'info';
const logLevelLine = (level) =>
  level === 'info'
    ? "The BFF logs every answer's line (LOG_LEVEL info, as in production)."
    : `The BFF logged at LOG_LEVEL ${level} (SOAK_LOG_LEVEL), not production's info.`;

export async function run() {
  let ok = false;
  const bound = timeBound('capacity', STEPS.length * (STEP_SECONDS + 90) + 5 * (SOLO_SECONDS + 60) + 180);
  try {
    // The bench's placement: this process (the agents) and its children on every CPU but the last, the BFF on that.
    const bffCpu = placeProcesses();
    await freshRun();
    startRedis();
    // The mock core shares its CPU with Redis and the agents: niced, its PDF work waits for them rather than making
    // a Redis reply (counted in the BFF's own time) wait behind it. Its own time is reported apart either way.
    const core = await startCore({ nice: 10 });
    const bff = startBff('bff-1', PORTS.bff1, { cpu: bffCpu, env: { LOG_LEVEL: BFF_LOG_LEVEL } });
    await waitFor(`${bff.url}/readyz`, bff);
    // The agents stand for browsers on other machines, Redis and PostgreSQL for servers of their own: the agents'
    // thread yields to them (niced, as the mock core more), so that a Redis or PostgreSQL answer, counted in the
    // BFF's own time, does not wait behind the load generator on the core they share here.
    os.setPriority(AGENTS_NICE);
    const stats = new Stats();
    const world = { bffs: [bff.url], core: CORE, stats, thinkMs: THINK_MS, users: 200 };
    const agents = [];
    const steps = [];
    console.log(
      `soak capacity: steps ${STEPS.join(', ')} × ${STEP_SECONDS} s; goal: ≥ ${GOAL_AGENTS} agents with the ` +
        `BFF's own p99 ≤ ${OWN_P99_MS} ms and 0 errors`,
    );
    for (const count of STEPS) {
      const fresh = Array.from(
        { length: count - agents.length },
        (_, i) => new SoakAgent(agents.length + i, world),
      );
      await loginAll(fresh);
      agents.push(...fresh);
      await phase(agents, SETTLE_SECONDS);
      const coreBefore = cpuMicros(core.pid);
      const m = await measured(agents, STEP_SECONDS, bff, stats);
      const own = stats.ownTimes();
      const coreTimes = stats.coreTimes();
      const seen = [...stats.durations.values()].flat().sort((a, b) => a - b);
      const step = {
        ...m,
        agents: count,
        callsPerSecond: m.calls / m.elapsed,
        ownP50: percentile(own, 50),
        ownP99: percentile(own, 99),
        coreP99: percentile(coreTimes, 99),
        seenP99: percentile(seen, 99),
        coreCpu: (cpuMicros(core.pid) - coreBefore) / 1e6 / m.elapsed,
        kinds: stats.serverTable(),
      };
      step.met = step.ownP99 <= OWN_P99_MS && step.errors === 0;
      steps.push(step);
      console.log(
        `soak capacity: ${count} agents, ${step.callsPerSecond.toFixed(1)} calls/s, BFF own p50 ${ms(step.ownP50)} ` +
          `p99 ${ms(step.ownP99)} ms (core p99 ${ms(step.coreP99)}, agents' p99 ${ms(step.seenP99)}), ` +
          `${step.errors} errors; BFF CPU ${pctOf(step.cpu)}, ${step.cpuPerCall.toFixed(0)} µs per call, ` +
          `event-loop delay p50 ${ms(step.loop.p50)} p99 ${ms(step.loop.p99)} ms`,
      );
      // Up to the goal's count every step is measured (the figures a sizing needs), past it the first miss ends.
      if (!step.met && count >= GOAL_AGENTS) break;
    }

    // Each kind of action alone, on fresh cases (a case keeps its last sign block unsigned: new ones to sign).
    const soloAgents = agents.slice(0, SOLO_AGENTS);
    await Promise.all(soloAgents.map((a) => a.openWizard()));
    const solos = [];
    for (const action of Object.keys(STEP_MIX)) {
      const m = await measured(soloAgents, SOLO_SECONDS, bff, stats, action);
      const own = stats.ownTimes();
      solos.push({ action, ...m, ownP99: percentile(own, 99), names: stats.table().map(([name]) => name) });
      console.log(
        `soak capacity: ${action} alone, ${m.calls} calls, ${m.cpuPerCall.toFixed(0)} µs BFF CPU per call, ` +
          `${m.errors} errors`,
      );
    }

    // The largest step of an unbroken run of met steps from the first.
    const firstMiss = steps.findIndex((s) => !s.met);
    const best = (firstMiss < 0 ? steps : steps.slice(0, firstMiss)).at(-1);
    ok = best !== undefined && best.agents >= GOAL_AGENTS && solos.every((s) => s.errors === 0);
    const basis = best ?? steps.filter((s) => s.errors === 0).at(-1);
    const sized = projection({ best: basis, steps, thinkMs: THINK_MS, target: TARGET_UTILISATION });
    const text = [
      `## Capacity (issue 43 Deliver 6): last run`,
      ``,
      `${isoNow()}, ${machineLine(redisVersion())}. \`npm run soak -- capacity\`.`,
      `One BFF instance ${bffCpu === undefined ? 'NOT pinned (no taskset, one core or BENCH_PIN=0)' : `pinned to core ${bffCpu} (\`taskset -c ${bffCpu}\`); the mock core (nice 10), Redis, the run's PostgreSQL (started there by \`npm run soak\`) and the agents (nice ${AGENTS_NICE}: Redis and PostgreSQL answer before them) on the others`}; ` +
        `agents as in the soak (think ${THINK_MS} ms ±50 %; beyond 200 they share the soak users), added in ` +
        `steps, each step ${STEP_SECONDS} s measured after its logins and ${SETTLE_SECONDS} s unmeasured (each agent's ` +
        `first step of a phase at a random point of a think time, not all at once). ` +
        `"Own" is the BFF's own time of each answer (its \`Server-Timing: app\`: everything but the core's calls, so ` +
        `Redis, PostgreSQL and the event loop's queue included), "core" the core's (\`core\`), "agents'" the whole ` +
        `call as the agents timed it. ${logLevelLine(BFF_LOG_LEVEL)} ` +
        `CPU: the BFF's share of its core over the step, and per call answered. ` +
        `Loop delay: how late the BFF's event loop ran a timer (its \`nodejs_eventloop_lag_*\` metrics over the ` +
        `step), what any ready work, a request's next step after each Redis, PostgreSQL or core answer included, ` +
        `waited for the thread.`,
      ``,
      best
        ? `- **${best.agents >= GOAL_AGENTS ? 'goal met' : 'goal NOT met'}: ${best.agents} agents, ` +
          `${best.callsPerSecond.toFixed(0)} calls/s** on one BFF core with the BFF's own p99 ${ms(best.ownP99)} ms ` +
          `(bound ${OWN_P99_MS} ms, goal ≥ ${GOAL_AGENTS} agents), 0 errors, the BFF's core ${pctOf(best.cpu)} busy` +
          (best === steps.at(-1)
            ? `; every step met the bound (more steps: SOAK_STEPS)`
            : `; the next step did not`)
        : `- **goal NOT met: the first step (${steps[0]?.agents} agents) already passed ${OWN_P99_MS} ms or had ` +
          `errors** (every step up to ${GOAL_AGENTS} agents measured below)`,
      ...sized,
      `- errors by call and status over the run: ${kindsText(stats.kinds)}` +
        (stats.samples.length ? `; first: ${stats.samples.slice(0, 3).join('; ')}` : ''),
      ``,
      table(
        [
          'agents',
          'calls/s',
          'own p50 ms',
          'own p99 ms',
          'core p99 ms',
          "agents' p99 ms",
          'errors',
          'CPU BFF',
          'BFF CPU µs/call',
          'loop delay p50 / p99 ms',
          'CPU mock',
        ],
        steps.map((s) => [
          s.agents,
          s.callsPerSecond.toFixed(1),
          ms(s.ownP50),
          ms(s.ownP99),
          ms(s.coreP99),
          ms(s.seenP99),
          s.errors,
          pctOf(s.cpu),
          s.cpuPerCall.toFixed(0),
          `${ms(s.loop.p50)} / ${ms(s.loop.p99)}`,
          pctOf(s.coreCpu),
        ]),
      ),
      ``,
      `Per kind of call, each step (ms):`,
      ``,
      table(
        ['agents', 'call', 'answers', 'own p50', 'own p99', 'core p50', 'core p99', "agents' p99"],
        steps.flatMap((s) => s.kinds.map((k) => [s.agents, ...k])),
      ),
      ``,
      `Each kind of action alone (${soloAgents.length} agents, ${SOLO_SECONDS} s each, fresh cases; an action's ` +
        `calls share its CPU):`,
      ``,
      table(
        ['action', 'share of steps', 'calls in it', 'calls', 'BFF CPU µs/call', 'own p99 ms', 'errors'],
        solos.map((s) => [
          s.action,
          `${(STEP_MIX[s.action] * 100).toFixed(1)} %`,
          s.names.join(', '),
          s.calls,
          s.cpuPerCall.toFixed(0),
          ms(s.ownP99),
          s.errors,
        ]),
      ),
    ].join('\n');
    console.log(`\n${text}\n`);
    writeSection(path.join(ROOT, 'docs/soak.md'), 'capacity', text);
    console.log('written to docs/soak.md');
  } catch (err) {
    console.error(`soak capacity failed: ${err.stack ?? err}`);
  } finally {
    clearTimeout(bound);
    stopAll();
  }
  return ok;
}

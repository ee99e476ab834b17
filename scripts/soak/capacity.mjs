// npm run soak -- capacity (issue 24 item 7, docs/soak.md): ONE BFF instance pinned to one core (taskset -c 1), the
// mock core, Redis and the agents on the other; the agent count rises in steps (SOAK_STEPS), each run for
// SOAK_STEP_SECONDS, until the p99 of the agents' calls in a step passes SOAK_P99_MS (200) or the last step is done.
// The capacity is the last step under the bound. Agents beyond the 200 soak users share users (own sessions).
import path from 'node:path';
import { cpuMicros, placeProcesses, stopAll, waitFor } from '../bench/processes.mjs';
import { SoakAgent } from './agent.mjs';
import { isoNow, machineLine, table, writeSection } from './report.mjs';
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
import { Stats } from './stats.mjs';

const STEPS = (process.env.SOAK_STEPS ?? '25,50,100,200,300,400,600,800')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const STEP_SECONDS = num('SOAK_STEP_SECONDS', 30);
const P99_MS = num('SOAK_P99_MS', 200);
const THINK_MS = num('SOAK_THINK_MS', 1500);
/** Unmeasured work after each step's logins: the new agents' first steps, all at once, spread out. */
const SETTLE_SECONDS = num('SOAK_SETTLE_SECONDS', 5);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function run() {
  let measured = false;
  const bound = timeBound('capacity', STEPS.length * (STEP_SECONDS + 60) + 120);
  try {
    // The bench's placement: this process (the agents) and its children on every CPU but the last, the BFF on that.
    const bffCpu = placeProcesses();
    await freshRun();
    startRedis();
    const core = await startCore();
    const bff = startBff('bff-1', PORTS.bff1, { cpu: bffCpu });
    await waitFor(`${bff.url}/readyz`, bff);
    const stats = new Stats();
    const world = { bffs: [bff.url], core: CORE, stats, thinkMs: THINK_MS, users: 200 };
    const agents = [];
    const steps = [];
    console.log(`soak capacity: steps ${STEPS.join(', ')} × ${STEP_SECONDS} s, p99 bound ${P99_MS} ms`);
    for (const count of STEPS) {
      const fresh = Array.from(
        { length: count - agents.length },
        (_, i) => new SoakAgent(agents.length + i, world),
      );
      await loginAll(fresh);
      agents.push(...fresh);
      await phase(agents, SETTLE_SECONDS);
      stats.resetTimings();
      const errorsBefore = stats.errorCount;
      const cpuBefore = [cpuMicros(bff.pid), cpuMicros(core.pid), process.cpuUsage()];
      const started = Date.now();
      await phase(agents, STEP_SECONDS);
      const elapsed = (Date.now() - started) / 1000;
      const cpu = (cpuMicros(bff.pid) - cpuBefore[0]) / 1e6 / elapsed;
      const coreCpu = (cpuMicros(core.pid) - cpuBefore[1]) / 1e6 / elapsed;
      const own = process.cpuUsage(cpuBefore[2]);
      const soakCpu = (own.user + own.system) / 1e6 / elapsed;
      const slowest = stats.table().sort((a, b) => b[3] - a[3])[0];
      const all = [...stats.durations.values()].flat().sort((a, b) => a - b);
      const step = {
        agents: count,
        callsPerSecond: all.length / elapsed,
        p50: pct(all, 50),
        p99: pct(all, 99),
        errors: stats.errorCount - errorsBefore,
        cpu,
        coreCpu,
        soakCpu,
        slowest: slowest ? `${slowest[0]} ${slowest[3]}` : '-',
      };
      steps.push(step);
      console.log(
        `soak capacity: ${count} agents, ${step.callsPerSecond.toFixed(1)} calls/s, p50 ${step.p50.toFixed(1)} ` +
          `p99 ${step.p99.toFixed(1)} ms, ${step.errors} errors, CPU: BFF ${(cpu * 100).toFixed(0)} %, mock ` +
          `${(coreCpu * 100).toFixed(0)} %, agents ${(soakCpu * 100).toFixed(0)} %; slowest p99 ${step.slowest}`,
      );
      if (step.p99 > P99_MS) break;
    }
    const under = steps.filter((s) => s.p99 <= P99_MS && s.errors === 0);
    const best = under[under.length - 1];
    const passed = steps.some((s) => s.p99 > P99_MS);
    measured = best !== undefined;
    const text = [
      `## Capacity (issue 24 item 7): last run`,
      ``,
      `${isoNow()}, ${machineLine(redisVersion())}. \`npm run soak -- capacity\`.`,
      `One BFF instance ${bffCpu === undefined ? 'NOT pinned (no taskset, one core or BENCH_PIN=0)' : `pinned to core ${bffCpu} (\`taskset -c ${bffCpu}\`); the mock core, Redis and the agents on the others`}; ` +
        `agents as in the soak (think ${THINK_MS} ms ±50 %; beyond 200 they share the soak users), added in ` +
        `steps, each step ${STEP_SECONDS} s of work measured after its logins and ${SETTLE_SECONDS} s unmeasured; ` +
        `p99 of all the agents' calls in the step. CPU: share of one core over the step (BFF, mock core, the ` +
        `agents' own process).`,
      ``,
      best
        ? `- **capacity: ${best.agents} agents, ${best.callsPerSecond.toFixed(0)} calls/s** on one core with p99 ` +
          `${best.p99.toFixed(0)} ms (bound ${P99_MS} ms)` +
          (passed
            ? `; the next step passed the bound`
            : `; the bound was **not reached**: the capacity is at least this (more steps: SOAK_STEPS)`)
        : `- **capacity: not found**: the first step already passed ${P99_MS} ms or had errors`,
      ``,
      table(
        [
          'agents',
          'calls/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'CPU BFF',
          'CPU mock',
          'CPU agents',
          'slowest call p99 ms',
        ],
        steps.map((s) => [
          s.agents,
          s.callsPerSecond.toFixed(1),
          s.p50.toFixed(1),
          s.p99.toFixed(1),
          s.errors,
          `${(s.cpu * 100).toFixed(0)} %`,
          `${(s.coreCpu * 100).toFixed(0)} %`,
          `${(s.soakCpu * 100).toFixed(0)} %`,
          s.slowest,
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
  return measured;
}

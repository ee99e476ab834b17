// Medians over rounds, the goals of issue 8 beside the figures, and docs/bench.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per run key, the median of every figure over the rounds; errors are summed. */
export function medians(rounds) {
  const out = {};
  for (const key of Object.keys(rounds[0])) {
    const runs = rounds.map((r) => r[key]);
    out[key] = Object.fromEntries(Object.keys(runs[0]).map((f) => [f, median(runs.map((x) => x[f]))]));
    out[key].errors = runs.reduce((n, x) => n + x.errors, 0);
  }
  return out;
}

const fmt = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '–');

/** The goals of issue 8 ("Deliver 2"), each as [figure, value shown, goal, pass]. */
export function goals(m, poolSize) {
  const wt = m['work-time bff'];
  const ratio = wt.rps / m['work-time nginx'].rps;
  const p99 = wt.p99 / Math.max(m['work-time nginx'].p99, 1);
  const logCost = 1 - wt.rps / m['work-time bff log off'].rps;
  const list = m['list reshaped'].rps / m['list streamed'].rps;
  const bffKeys = Object.keys(m).filter((k) => k.includes('bff') || k.startsWith('list'));
  const maxOpened = Math.max(...bffKeys.map((k) => m[k].upstreamOpened));
  return [
    ['reshaped GET: BFF ÷ nginx throughput', `${fmt(ratio, 2)}×`, '≥ 0.5×', ratio >= 0.5],
    ['reshaped GET: BFF ÷ nginx p99 latency', `${fmt(p99, 2)}×`, '≤ 2×', p99 <= 2],
    ['Redis commands per authenticated GET', fmt(wt.redisPerReq, 2), '≤ 1', wt.redisPerReq <= 1.005],
    ['logging at info: throughput cost vs off', `${fmt(logCost * 100, 1)} %`, '≤ 10 %', logCost <= 0.1],
    ['reshaped list ÷ same bytes streamed', `${fmt(list, 2)}×`, '≥ 0.7×', list >= 0.7],
    [
      'upstream connections opened per BFF run (max)',
      fmt(maxOpened),
      `≤ ${poolSize} (pool)`,
      maxOpened <= poolSize,
    ],
    ['BFF CPU per reshaped GET', `${fmt(wt.cpuUs)} µs`, `nginx ${fmt(m['work-time nginx'].cpuUs)} µs`, null],
    ['BFF event-loop delay p99 (reshaped GET)', `${fmt(wt.eldP99, 1)} ms`, 'no goal', null],
  ];
}

const mark = (pass) => (pass === null ? '' : pass ? 'pass' : 'FAIL');

export function goalTable(rows) {
  const lines = ['| figure | measured | goal | |', '|---|---:|---|---|'];
  for (const [name, value, goal, pass] of rows)
    lines.push(`| ${name} | ${value} | ${goal} | ${mark(pass)} |`);
  return lines.join('\n');
}

export function runTable(m) {
  const lines = [
    '| run | req/s | p50 ms | p99 ms | bytes/answer | server CPU µs/req | Redis cmds/req | upstream conns opened | ELD p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [key, r] of Object.entries(m)) {
    lines.push(
      `| ${key} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.bytes)} | ${fmt(r.cpuUs)} | ` +
        `${fmt(r.redisPerReq, 2)} | ${fmt(r.upstreamOpened)} | ${fmt(r.eldP99, 1)} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}

export function machine(nginx, redisVersion) {
  const model =
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return `${os.availableParallelism()} × ${model}, Node ${process.version}, ${nginx}, Redis ${redisVersion}, commit ${commit}`;
}

export function writeDoc(file, { date, machineLine, settings, goalRows, m }) {
  const intro = readFileSync(file, 'utf8').split('\n<!-- bench:results -->')[0];
  writeFileSync(
    file,
    `${intro}\n<!-- bench:results -->\n## Last run\n\n${date}, ${machineLine}.\n${settings}\n\n` +
      `${goalTable(goalRows)}\n\nMedians per run:\n\n${runTable(m)}\n`,
  );
}

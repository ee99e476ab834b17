// Medians over rounds, the guards of issue 39 beside the figures, and docs/bench.md.
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

/**
 * The order of the runs in round `round` (1, 2…): runs of one group (the same first word: `work-time`, `file`,
 * `list`, the runs set against each other) stay side by side, in an order shuffled anew each round (the same for the
 * same round in every bench: a generator seeded with it), and every other round runs the groups in the reverse order.
 * With a fixed order (or one only reversed), the BFF at info was always the middle of floor, BFF, BFF log off.
 */
export function roundOrder(names, round) {
  const groups = [];
  for (const name of names) {
    const key = name.split(' ')[0];
    const last = groups.at(-1);
    if (last?.key === key) last.runs.push(name);
    else groups.push({ key, runs: [name] });
  }
  const random = seeded(round);
  const inGroups = groups.map(({ runs }) => shuffled(runs, random));
  return (round % 2 ? inGroups : inGroups.reverse()).flat();
}

/** A copy of `items` in an order drawn from `random` (Fisher-Yates). */
export function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** mulberry32: a small generator of numbers in [0, 1), the same sequence for the same seed. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Run `a` against run `b` (req/s by default): each round's own ratio (the two runs a few seconds apart, under the
 * same load from the machine's neighbours, which moves a whole round by ±30 % here), then their median.
 */
export function pairedRatio(rounds, a, b, of = (x, y) => x.rps / y.rps) {
  return median(rounds.map((r) => (r[a] && r[b] ? of(r[a], r[b]) : NaN)));
}

const fmt = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
/** A latency in ms, with one decimal (a whole number as it is). */
const ms = (v) => (Number.isInteger(v) ? String(v) : fmt(v, 1));
/** p99 ratios (the latencies are measured to the µs: bench/alternate.mjs). */
const p99Ratio = (a, b) => a.p99 / b.p99;

/** The guards of issue 39 ("Speed, re-anchored"): the reshaped GET against its bare-Node floor. */
export const GUARD = { throughput: 0.7, p99: 1.5, redisPerRequest: 1 };

/**
 * The bench's guards and its other figures, each as [figure, value shown, guard, pass]; pass is null for a figure
 * with no guard (shown for what it tells, never a goal to win with tricks: docs/bench.md "The guards").
 */
export function guards(m, rounds, poolSize) {
  const wt = m['work-time bff'];
  const floor = m['work-time floor'];
  const ratio = pairedRatio(rounds, 'work-time bff', 'work-time floor');
  const p99 = pairedRatio(rounds, 'work-time bff', 'work-time floor', p99Ratio);
  const logCost = 1 - pairedRatio(rounds, 'work-time bff', 'work-time bff log off');
  const list = pairedRatio(rounds, 'list reshaped', 'list floor');
  // The runs whose requests change no session (read and slide in one GETEX): the reshaped GET at info and with the
  // log off, and the reshaped list.
  const redisPerGet = Math.max(
    wt.redisPerReq,
    m['work-time bff log off'].redisPerReq,
    m['list reshaped'].redisPerReq,
  );
  const bffKeys = Object.keys(m).filter(
    (k) => k.includes('bff') || k.includes('floor') || k.startsWith('list'),
  );
  const maxOpened = Math.max(...bffKeys.filter((k) => k !== 'list nginx').map((k) => m[k].upstreamOpened));
  return [
    [
      'guard: reshaped GET, BFF ÷ floor throughput',
      `${fmt(ratio, 2)}×`,
      `≥ ${GUARD.throughput.toFixed(2)}×`,
      ratio >= GUARD.throughput,
    ],
    [
      'guard: reshaped GET, BFF ÷ floor p99 latency',
      `${fmt(p99, 2)}× (medians ${ms(wt.p99)} and ${ms(floor.p99)} ms)`,
      `≤ ${GUARD.p99}×`,
      p99 <= GUARD.p99,
    ],
    [
      'guard: Redis commands per request that changes no session (max of the BFF runs)',
      fmt(redisPerGet, 2),
      `≤ ${GUARD.redisPerRequest}`,
      // Counted by INFO commandstats around each run: the bench's own reads of it add a few in a run of thousands.
      redisPerGet <= GUARD.redisPerRequest + 0.005,
    ],
    ['50 KB reshaped list: BFF ÷ floor throughput', `${fmt(list, 2)}×`, 'no guard', null],
    ['logging at info: throughput cost vs off', `${fmt(logCost * 100, 1)} %`, 'no guard', null],
    ['upstream connections opened per BFF or floor run (max)', fmt(maxOpened), `pool ${poolSize}`, null],
    [
      'reshaped GET: BFF ÷ nginx throughput',
      `${fmt(pairedRatio(rounds, 'work-time bff', 'work-time nginx'), 2)}×`,
      'no guard',
      null,
    ],
    [
      'CPU per reshaped GET: BFF / floor / nginx',
      `${fmt(wt.cpuUs)} / ${fmt(floor.cpuUs)} / ${fmt(m['work-time nginx'].cpuUs)} µs`,
      'no guard',
      null,
    ],
    [
      'CPU per reshaped list: BFF / floor',
      `${fmt(m['list reshaped'].cpuUs)} / ${fmt(m['list floor'].cpuUs)} µs`,
      'no guard',
      null,
    ],
    ['BFF event-loop delay p99 (reshaped GET)', `${fmt(wt.eldP99, 1)} ms`, 'no guard', null],
  ];
}

const mark = (pass) => (pass === null ? '' : pass ? 'PASS' : 'FAIL');

/** Whether every guard passed (rows from `guards`). */
export const guardsPass = (rows) => rows.every(([, , , pass]) => pass !== false);

export function guardTable(rows) {
  const lines = ['| figure | measured | guard | |', '|---|---:|---|---|'];
  for (const [name, value, guard, pass] of rows)
    lines.push(`| ${name} | ${value} | ${guard} | ${mark(pass)} |`);
  return lines.join('\n');
}

/**
 * Every run's medians, with its req/s and p99 set against its references (nginx, its floor) where it has them: the
 * median of the rounds' own ratios (`pairedRatio`).
 */
export function runTable(m, rounds, references = {}) {
  const lines = [
    '| run | req/s | × nginx | × floor | p50 ms | p99 ms | p99 × floor | body bytes | server CPU µs/req | Redis cmds/req | upstream conns opened | ELD p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [key, r] of Object.entries(m)) {
    const { nginx, floor } = references[key] ?? {};
    const times = (ref) => (ref && m[ref] ? `${fmt(pairedRatio(rounds, key, ref), 2)}×` : '');
    const p99 = floor && m[floor] ? `${fmt(pairedRatio(rounds, key, floor, p99Ratio), 2)}×` : '';
    lines.push(
      `| ${key} | ${fmt(r.rps)} | ${times(nginx)} | ${times(floor)} | ${ms(r.p50)} | ${ms(r.p99)} | ${p99} | ` +
        `${fmt(r.bytes)} | ${fmt(r.cpuUs)} | ${fmt(r.redisPerReq, 2)} | ${fmt(r.upstreamOpened)} | ` +
        `${fmt(r.eldP99, 1)} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}

export function machine(nginx, redisVersion) {
  const model =
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return `${os.cpus().length} × ${model}, Node ${process.version}, ${nginx}, Redis ${redisVersion}, commit ${commit}`;
}

export function writeDoc(file, { date, machineLine, settings, guardRows, m, rounds, references }) {
  const intro = readFileSync(file, 'utf8').split('\n<!-- bench:results -->')[0];
  writeFileSync(
    file,
    `${intro}\n<!-- bench:results -->\n## Last run\n\n${date}, ${machineLine}.\n${settings}\n\n` +
      `${guardTable(guardRows)}\n\nMedians per run (× nginx, × floor: the median of each round's req/s against ` +
      `the run's references in that round):\n\n${runTable(m, rounds, references)}\n`,
  );
}

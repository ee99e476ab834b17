// Medians over rounds, the goals of issue 25 beside the figures, and docs/bench.md.
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

/** The BFF runs that must not regress (issue 25 item 2: "no regression of the other arms"). */
const OTHER_ARMS = ['file bff', 'list streamed'];
/**
 * Their figure: CPU µs per request in units of the same run's floor GET (its CPU per request), a yardstick that
 * moves with the machine's load as the BFF's own figures do (a loaded machine inflates every process's CPU per
 * request); compared with the last run docs/bench.md records. A regression: more than 15 % above it.
 */
const REGRESSION = 1.15;
const inFloorUnits = (m, key) => m?.[key]?.cpuUs / m?.['work-time floor']?.cpuUs;

/**
 * The goals of issue 25 ("Deliver 2"), each as [figure, value shown, goal, pass]. `previous`: the last run recorded in
 * docs/bench.md (run name → its figures), for the other arms' regression check.
 */
export function goals(m, rounds, poolSize, previous) {
  const wt = m['work-time bff'];
  const floor = m['work-time floor'];
  const ratio = pairedRatio(rounds, 'work-time bff', 'work-time floor');
  const p99 = pairedRatio(rounds, 'work-time bff', 'work-time floor', p99Ratio);
  const logCost = 1 - pairedRatio(rounds, 'work-time bff', 'work-time bff log off');
  const list = pairedRatio(rounds, 'list reshaped', 'list floor');
  const redisPerGet = Math.max(
    wt.redisPerReq,
    m['work-time bff log off'].redisPerReq,
    m['list reshaped'].redisPerReq,
  );
  const bffKeys = Object.keys(m).filter(
    (k) => k.includes('bff') || k.includes('floor') || k.startsWith('list'),
  );
  const maxOpened = Math.max(...bffKeys.filter((k) => k !== 'list nginx').map((k) => m[k].upstreamOpened));
  const others = OTHER_ARMS.map((k) => {
    const before = inFloorUnits(previous, k);
    const now = inFloorUnits(m, k);
    return { k, now, before, ok: Number.isFinite(before) ? now <= before * REGRESSION : null };
  });
  const compared = others.filter((o) => o.ok !== null);
  return [
    ['reshaped GET: BFF ÷ floor throughput', `${fmt(ratio, 2)}×`, '≥ 0.85×', ratio >= 0.85],
    [
      'reshaped GET: BFF ÷ floor p99 latency',
      `${fmt(p99, 2)}× (medians ${ms(wt.p99)} and ${ms(floor.p99)} ms)`,
      '≤ 1.5×',
      p99 <= 1.5,
    ],
    ['50 KB reshaped list: BFF ÷ floor throughput', `${fmt(list, 2)}×`, '≥ 0.85×', list >= 0.85],
    [
      'Redis commands per authenticated GET (max of the BFF runs)',
      fmt(redisPerGet, 2),
      '≤ 1',
      redisPerGet <= 1.005,
    ],
    ['logging at info: throughput cost vs off', `${fmt(logCost * 100, 1)} %`, '≤ 5 %', logCost <= 0.05],
    [
      "no regression of the other arms: CPU per request ÷ the floor GET's, last recorded run → this one",
      others.map((o) => `${o.k} ${fmt(o.before, 2)} → ${fmt(o.now, 2)}`).join(', '),
      `≤ ${REGRESSION}× the last run`,
      compared.length ? compared.every((o) => o.ok) : null,
    ],
    [
      'upstream connections opened per BFF or floor run (max)',
      fmt(maxOpened),
      `≤ ${poolSize} (pool)`,
      maxOpened <= poolSize,
    ],
    [
      'reshaped GET: BFF ÷ nginx throughput (issue 8)',
      `${fmt(pairedRatio(rounds, 'work-time bff', 'work-time nginx'), 2)}×`,
      'no goal',
      null,
    ],
    [
      'CPU per reshaped GET: BFF / floor / nginx',
      `${fmt(wt.cpuUs)} / ${fmt(floor.cpuUs)} / ${fmt(m['work-time nginx'].cpuUs)} µs`,
      'no goal',
      null,
    ],
    [
      'CPU per reshaped list: BFF / floor',
      `${fmt(m['list reshaped'].cpuUs)} / ${fmt(m['list floor'].cpuUs)} µs`,
      'no goal',
      null,
    ],
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

/**
 * The last run docs/bench.md records (its "Medians per run" table): run name → { rps, cpuUs }, read by the columns'
 * names; null when there is none.
 */
export function previousRun(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const results = text.split('\n<!-- bench:results -->')[1];
  if (!results) return null;
  const table = results.split('\n').filter((l) => l.startsWith('| '));
  const header = table.find((l) => l.startsWith('| run |'));
  if (!header) return null;
  const names = header.split('|').map((c) => c.trim());
  const column = (name) => names.indexOf(name);
  const out = {};
  for (const line of table.slice(table.indexOf(header) + 1)) {
    const cells = line.split('|').map((c) => c.trim());
    out[cells[column('run')]] = {
      rps: Number(cells[column('req/s')]),
      cpuUs: Number(cells[column('server CPU µs/req')]),
    };
  }
  return out;
}

export function machine(nginx, redisVersion) {
  const model =
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return `${os.cpus().length} × ${model}, Node ${process.version}, ${nginx}, Redis ${redisVersion}, commit ${commit}`;
}

export function writeDoc(file, { date, machineLine, settings, goalRows, m, rounds, references }) {
  const intro = readFileSync(file, 'utf8').split('\n<!-- bench:results -->')[0];
  writeFileSync(
    file,
    `${intro}\n<!-- bench:results -->\n## Last run\n\n${date}, ${machineLine}.\n${settings}\n\n` +
      `${goalTable(goalRows)}\n\nMedians per run (× nginx, × floor: the median of each round's req/s against ` +
      `the run's references in that round):\n\n${runTable(m, rounds, references)}\n`,
  );
}

// The soak's figures: every call's duration by name (percentiles at the end) and its errors; for the drills, every
// answer by second (from `startClock`) and by status, and the retries on the other instance.

/** The p-th percentile of a sorted list (nearest rank; 0 for an empty one). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export class Stats {
  constructor() {
    /** @type {Map<string, number[]>} */
    this.durations = new Map();
    /** @type {Map<string, { app: number[], core: number[] }>} the BFF's Server-Timing by call name */
    this.servers = new Map();
    /** @type {Map<string, number>} */
    this.errors = new Map();
    /** Errors by call and status (or network error code). */
    this.kinds = new Map();
    this.samples = [];
    /** Per second since `startClock`: { ok, errors: Map<kind, n> }. */
    this.seconds = new Map();
    this.t0 = Date.now();
    /** Whether any answer was a 500 (never allowed). */
    this.saw500 = false;
    /** Requests retried on the other instance, by network error and instance: Map<"code at url", n>. */
    this.retries = new Map();
    /** Network failures (before an answer) with their time and instance, for the drills' windows. */
    this.cuts = [];
    /** Every failed answer with its time (bounded). */
    this.failures = [];
  }

  startClock(t0 = Date.now()) {
    this.t0 = t0;
  }

  /** One answer (or failure) at `at`: 'ok', or the error's kind (status and envelope code, or network code). */
  outcome(kind, at = Date.now()) {
    const s = Math.floor((at - this.t0) / 1000);
    let bucket = this.seconds.get(s);
    if (!bucket) this.seconds.set(s, (bucket = { ok: 0, errors: new Map() }));
    if (kind === 'ok') bucket.ok += 1;
    else {
      bucket.errors.set(kind, (bucket.errors.get(kind) ?? 0) + 1);
      if (this.failures.length < 100_000) this.failures.push({ at, kind });
    }
    if (kind.startsWith('500')) this.saw500 = true;
  }

  /** A request that met `code` on `base` before any answer (it is retried once on the other instance). */
  cut(code, base, at = Date.now()) {
    this.cuts.push({ code, base, at });
    const key = `${code} at ${base}`;
    this.retries.set(key, (this.retries.get(key) ?? 0) + 1);
  }

  /** Errors by kind between two times (ms since the epoch). */
  errorsBetween(from, to) {
    const kinds = new Map();
    for (const { at, kind } of this.failures)
      if (at >= from && at < to) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    return kinds;
  }

  /** Rows [second, ok, "kind × n, …"] from second `from` to `to` (relative to the clock). */
  timeline(from, to) {
    const rows = [];
    for (let s = from; s <= to; s++) {
      const b = this.seconds.get(s) ?? { ok: 0, errors: new Map() };
      rows.push([s, b.ok, [...b.errors].map(([k, n]) => `${k} × ${n}`).join(', ')]);
    }
    return rows;
  }

  time(name, ms) {
    let list = this.durations.get(name);
    if (!list) this.durations.set(name, (list = []));
    list.push(ms);
  }

  error(name, detail) {
    this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
    const kind = `${name} ${detail.split(' ')[0]}`;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    if (this.samples.length < 20) this.samples.push(`${name}: ${detail}`);
  }

  /**
   * The BFF's own side of one answer, from its `Server-Timing` header (`core;dur=…, app;dur=…`): the core's time and
   * the BFF's own, by call name. An answer without the header (no BFF answered) records nothing.
   */
  server(name, header) {
    const core = /(?:^|,)\s*core;dur=([\d.]+)/.exec(header ?? '')?.[1];
    const app = /(?:^|,)\s*app;dur=([\d.]+)/.exec(header ?? '')?.[1];
    if (core === undefined || app === undefined) return;
    let entry = this.servers.get(name);
    if (!entry) this.servers.set(name, (entry = { app: [], core: [] }));
    entry.app.push(Number(app));
    entry.core.push(Number(core));
  }

  /** Every answer's BFF-own time (ms), sorted. */
  ownTimes() {
    return [...this.servers.values()].flatMap((e) => e.app).sort((a, b) => a - b);
  }

  /** Every answer's core time (ms), sorted. */
  coreTimes() {
    return [...this.servers.values()].flatMap((e) => e.core).sort((a, b) => a - b);
  }

  /** [name, answers, own p50, own p99, core p50, core p99, agent's p99] per call name (ms, 0.1). */
  serverTable() {
    const r = (ms) => Math.round(ms * 10) / 10;
    const sorted = (list) => [...list].sort((a, b) => a - b);
    return [...this.servers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, { app, core }]) => {
        const [own, coreSorted] = [sorted(app), sorted(core)];
        const seen = sorted(this.durations.get(name) ?? []);
        return [
          name,
          own.length,
          r(percentile(own, 50)),
          r(percentile(own, 99)),
          r(percentile(coreSorted, 50)),
          r(percentile(coreSorted, 99)),
          r(percentile(seen, 99)),
        ];
      });
  }

  get errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  get callCount() {
    return [...this.durations.values()].reduce((a, l) => a + l.length, 0);
  }

  /** Forgets the warm-up's calls (its errors stay). */
  resetTimings() {
    this.durations.clear();
    this.servers.clear();
  }

  /** [name, calls, p50, p99, max] per call name, ms rounded to 0.1. */
  table() {
    const r = (ms) => Math.round(ms * 10) / 10;
    return [...this.durations]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [
          name,
          sorted.length,
          r(percentile(sorted, 50)),
          r(percentile(sorted, 99)),
          r(sorted[sorted.length - 1]),
        ];
      });
  }
}

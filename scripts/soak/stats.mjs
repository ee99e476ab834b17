// The soak's figures: every call's duration by name (percentiles at the end) and its errors.

export class Stats {
  constructor() {
    /** @type {Map<string, number[]>} */
    this.durations = new Map();
    /** @type {Map<string, number>} */
    this.errors = new Map();
    /** Errors by call and status (or network error code). */
    this.kinds = new Map();
    this.samples = [];
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

  get errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  get callCount() {
    return [...this.durations.values()].reduce((a, l) => a + l.length, 0);
  }

  /** Forgets the warm-up's calls (its errors stay). */
  resetTimings() {
    this.durations.clear();
  }

  /** [name, calls, p50, p99, max] per call name, ms rounded to 0.1. */
  table() {
    const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    const r = (ms) => Math.round(ms * 10) / 10;
    return [...this.durations]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [name, sorted.length, r(pct(sorted, 50)), r(pct(sorted, 99)), r(sorted[sorted.length - 1])];
      });
  }
}

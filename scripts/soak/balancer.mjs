// The drills' load balancer, inside the agents (docs/soak.md): calls alternate over the instances a health probe
// (GET /readyz every `probeMs`, 0 = none) finds ready, or over all when none is; each call names the other instance
// for its one retry after a refused or reset connection (scripts/soak/agent.mjs).
export class Balancer {
  /** @param {string[]} urls */
  constructor(urls, { probeMs = 0 } = {}) {
    this.urls = urls;
    this.ready = new Map(urls.map((u) => [u, true]));
    /** Every change the probe saw: { at, url, ready, status }. */
    this.changes = [];
    if (probeMs > 0) this.timer = setInterval(() => void this.probe(probeMs), probeMs);
  }

  async probe(timeoutMs) {
    await Promise.all(
      this.urls.map(async (u) => {
        const status = await fetch(`${u}/readyz`, { signal: AbortSignal.timeout(timeoutMs) }).then(
          (r) => r.status,
          (err) => String(err?.cause?.code ?? err?.name ?? err),
        );
        const ready = status === 200;
        if (ready !== this.ready.get(u)) this.changes.push({ at: Date.now(), url: u, ready, status });
        this.ready.set(u, ready);
      }),
    );
  }

  /** [the instance for call `turn`, the other one]. */
  route(turn) {
    const up = this.urls.filter((u) => this.ready.get(u));
    const pool = up.length ? up : this.urls;
    const first = pool[turn % pool.length];
    return [first, ...this.urls.filter((u) => u !== first)];
  }

  stop() {
    clearInterval(this.timer);
  }
}

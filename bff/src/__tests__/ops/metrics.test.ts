import supertest from 'supertest';
import { startStack, useStack, type Stack } from '../support/stack';

const ctx = useStack({}, { login: 'AG00001' });

/** The value of one sample line (`name{labels} value`) of the exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const scrape = async (app: Stack['app']) => (await supertest(app).get('/metrics').expect(200)).text;

describe('/metrics (issue 14 ops)', () => {
  it('counts and times each request under its bff.yaml route template, never the raw URL', async () => {
    await ctx.agent.get('/api/common/menu').expect(200);
    await ctx.agent.get('/api/proposals/NO-SUCH-CODE-1');
    await ctx.agent.get('/api/proposals/NO-SUCH-CODE-2');
    const res = await supertest(ctx.stack.app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    const menu = { method: 'GET', route: '/api/common/menu', status: '200' };
    expect(sample(text, 'bff_http_request_duration_seconds_count', menu)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bff_http_request_duration_seconds_bucket', { ...menu, le: '+Inf' })).toBe(
      sample(text, 'bff_http_request_duration_seconds_count', menu),
    );
    // Refused by the validator (a hyphen is not a transCode) before any route ran: still the template.
    const refused = { method: 'GET', route: '/api/proposals/{transCode}', status: '400' };
    expect(sample(text, 'bff_http_request_duration_seconds_count', refused)).toBe(2);
    expect(text).not.toContain('NO-SUCH-CODE');
  });

  it('times the core calls by legacy.yaml path template', async () => {
    const text = await scrape(ctx.stack.app);
    const legacy = text.split('\n').filter((l) => l.startsWith('bff_legacy_request_duration_seconds_count{'));
    expect(legacy.length).toBeGreaterThan(0);
    // The login dance called the core's captcha and login; every path label is a template, no value in it.
    for (const line of legacy) expect(line).toMatch(/path="\/[^"]*"/);
    expect(text).not.toMatch(/path="[^"]*AG00001/);
  });

  it('reports the sessions held in Redis and the Redis error counters', async () => {
    const text = await scrape(ctx.stack.app);
    const sessions = Number(/^bff_active_sessions (\d+)$/m.exec(text)?.[1]);
    expect(sessions).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bff_redis_errors_total', { kind: 'command' })).toBe(0);
    expect(sample(text, 'bff_redis_errors_total', { kind: 'connection' })).toBeGreaterThanOrEqual(0);
  });

  it('exposes the process figures (prom-client defaults) and the health of Redis and PostgreSQL', async () => {
    const text = await scrape(ctx.stack.app);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds_count',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ])
      expect({ name, exposed: new RegExp(`^${name}[{ ]`, 'm').test(text) }).toEqual({ name, exposed: true });
    expect(sample(text, 'bff_dependency_up', { dependency: 'redis' })).toBe(1);
    expect(sample(text, 'bff_dependency_up', { dependency: 'database' })).toBe(1);
    expect(sample(text, 'bff_database_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bff_database_pool_clients', { state: 'waiting' })).toEqual(expect.any(Number));
    // Each metric family once, though every app of this process exposes the process's figures.
    const families = text.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(families).size).toBe(families.length);
  });

  it('is not public: a caller through a proxy (X-Forwarded-For / Forwarded) gets the ordinary 404', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded']) {
      const res = await supertest(ctx.stack.app).get('/metrics').set(header, '203.0.113.9').expect(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(res.text).not.toContain('bff_http');
    }
  });

  it('with METRICS_TOKEN set asks for the bearer token, even on loopback', async () => {
    const guarded = await startStack({ METRICS_TOKEN: 's3cret-token' });
    try {
      await supertest(guarded.app).get('/metrics').expect(404);
      await supertest(guarded.app).get('/metrics').set('Authorization', 'Bearer wrong').expect(404);
      const ok = await supertest(guarded.app)
        .get('/metrics')
        .set('Authorization', 'Bearer s3cret-token')
        .set('X-Forwarded-For', '203.0.113.9')
        .expect(200);
      expect(ok.text).toContain('bff_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});

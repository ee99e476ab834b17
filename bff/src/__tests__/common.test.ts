import supertest from 'supertest';
import { useStack } from './support/stack';

const ctx = useStack({}, { login: 'AG00001' });

describe('common data for the shell', () => {
  it.each(['parameters', 'codes', 'countries', 'jobs', 'cities', 'companies', 'menu'])(
    'GET /api/common/%s answers a non-empty list (response checked against bff.yaml)',
    async (name) => {
      const res = await ctx.agent.get(`/api/common/${name}`).expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('serves the timer range and the work-time check', async () => {
    expect((await ctx.agent.get('/api/common/timer-range').expect(200)).body).toEqual({
      timeout: 1800,
      remindTimeout: 600,
    });
    expect((await ctx.agent.get('/api/common/work-time').expect(200)).body).toEqual({ inWorkTime: true });
    await ctx.stack.mock('put', '/__mock/work-time', { inWorkTime: false });
    expect((await ctx.agent.get('/api/common/work-time').expect(200)).body).toEqual({ inWorkTime: false });
    await ctx.stack.mock('put', '/__mock/work-time', { inWorkTime: true });
  });

  it('filters codes by type', async () => {
    const res = await ctx.agent.get('/api/common/codes?codeType=SEX').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((c: { codeType: string }) => c.codeType === 'SEX')).toBe(true);
  });

  it('caches data shared by all users in Redis with a short TTL', async () => {
    await ctx.stack.redis.del('ap:cache:countries');
    await ctx.agent.get('/api/common/countries').expect(200);
    const ttl = await ctx.stack.redis.ttl('ap:cache:countries');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    await ctx.stack.mock('delete', '/__mock/requests');
    await ctx.agent.get('/api/common/countries').expect(200);
    const { body } = await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/adm/com/country');
    expect(body).toEqual([]);
  });

  it('lists roads of a district and validates its query', async () => {
    const cities = (await ctx.agent.get('/api/common/cities')).body as {
      cityName: string;
      areaName: string;
    }[];
    const first = cities[0]!;
    const res = await ctx.agent
      .get('/api/common/roads')
      .query({ cityName: first.cityName, areaName: first.areaName })
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    const bad = await ctx.agent.get('/api/common/roads').query({ cityName: first.cityName });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers the version publicly', async () => {
    const res = await supertest(ctx.stack.app).get('/api/public/version').expect(200);
    expect(res.body.version).toEqual(expect.any(String));
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('health and docs', () => {
  it('healthz and readyz', async () => {
    await supertest(ctx.stack.app).get('/healthz').expect(200, { status: 'ok' });
    const ready = await supertest(ctx.stack.app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { redis: 'ok', core: 'ok' } });
  });

  it('readyz names the core when it is down', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/public/getVer', status: 500 });
    const ready = await supertest(ctx.stack.app).get('/readyz').expect(503);
    expect(ready.body.checks).toEqual({ redis: 'ok', core: 'fail' });
    await ctx.stack.mock('delete', '/__mock/faults');
  });

  it('serves the OpenAPI document and a rendered reference', async () => {
    const doc = await supertest(ctx.stack.app).get('/api/openapi.json').expect(200);
    expect(doc.body.paths['/api/auth/login']).toBeDefined();
    const html = await supertest(ctx.stack.app).get('/api/docs/').expect(200);
    expect(html.text).toContain('swagger');
  });
});

import supertest from 'supertest';
import { CSRF, useStack } from '../support/stack';

const ctx = useStack({}, { login: 'AG00001' });
const FOREIGN = 'https://evil.example';

const corsHeaders = (res: supertest.Response) =>
  Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));

describe('ASVS V3.5.2 — CORS is closed to foreign origins', () => {
  it('a preflight from a foreign origin is granted nothing and reaches no core', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await supertest(ctx.stack.app)
      .options('/api/auth/logout')
      .set('Origin', FOREIGN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-csrf, content-type');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(corsHeaders(res)).toEqual([]);
    expect((await ctx.stack.mock('get', '/__mock/requests')).body).toEqual([]);
  });

  it('reads and writes carrying a foreign Origin get no Access-Control-* header', async () => {
    const read = await ctx.agent.get('/api/auth/me').set('Origin', FOREIGN).expect(200);
    expect(corsHeaders(read)).toEqual([]);
    const write = await ctx.agent.post('/api/auth/keepalive').set(CSRF).set('Origin', FOREIGN);
    expect(corsHeaders(write)).toEqual([]);
  });
});

import supertest from 'supertest';
import { CSRF, loginAs, useStack } from './support/stack';
import { sanitizeUrl } from '../common/logger';

// At debug, so that the per-call "legacy call" line is written too.
const ctx = useStack({ LOG_LEVEL: 'debug' });

it('logs one line per request with id, user, route, status and legacy latency, and no secrets', async () => {
  const a = supertest.agent(ctx.stack.app);
  const step = await loginAs(ctx.stack, a, 'AG00002');
  expect(step.next).toBe('done');
  const menu = await a.get('/api/common/menu').expect(200);
  const requestId = menu.headers['x-request-id'] as string;
  await a
    .post('/api/auth/login')
    .set(CSRF)
    .send({ userCode: 'AG00001', password: 'Secret9876', captcha: 'QWERTY' });

  const text = JSON.stringify(ctx.stack.logs);
  expect(text).not.toContain('Demo2468');
  expect(text).not.toContain('Secret9876');
  expect(text).not.toContain('QWERTY');
  const otp = (await ctx.stack.mock('get', '/__mock/last-otp?userCode=AG00002')).body.otpCode as string;
  expect(text).not.toContain(`"${otp}"`);
  expect(text).not.toMatch(/JSESSIONID=|XSRF-TOKEN=/);

  const line = ctx.stack.logs.find(
    (l) => (l.req as { id?: string } | undefined)?.id === requestId && l.msg === 'request',
  );
  expect(line).toMatchObject({ userCode: 'AG00002', route: '/api/common/menu', res: { statusCode: 200 } });
  expect(line?.responseTime).toEqual(expect.any(Number));
  expect(line?.legacyMs).toEqual(expect.any(Number));
  const legacyLine = ctx.stack.logs.find((l) => l.msg === 'legacy call' && l.reqId === requestId);
  expect(legacyLine).toMatchObject({ legacy: { method: 'GET', path: '/adm/com/roleMenu', status: 200 } });
});

it('redacts ID numbers and secrets in logged URLs', () => {
  expect(sanitizeUrl('/api/x?cusIdn=A123456789&page=2')).toBe('/api/x?cusIdn=%5BREDACTED%5D&page=2');
  expect(sanitizeUrl('/api/x')).toBe('/api/x');
});

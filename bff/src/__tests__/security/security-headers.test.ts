import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { binary, startStack, type Stack, useStack } from '../support/stack';

const webDist = mkdtempSync(path.join(tmpdir(), 'ap-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const ctx = useStack({ WEB_DIST: webDist });

function expectPortalHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('ASVS V3.4 — security headers', () => {
  it('are on the SPA', async () => {
    const res = await supertest(ctx.stack.app).get('/login').expect(200);
    expect(res.text).toContain('id="root"');
    expectPortalHeaders(res.headers);
  });

  it('are on API answers and errors', async () => {
    expectPortalHeaders((await supertest(ctx.stack.app).get('/api/public/phone-switch').expect(200)).headers);
    expectPortalHeaders((await supertest(ctx.stack.app).get('/api/auth/me').expect(401)).headers);
  });

  it.each([
    ['a validation refusal (400)', (t: supertest.Agent) => t.get('/api/auth/session?x=1'), 400],
    ['a CSRF refusal (403)', (t: supertest.Agent) => t.post('/api/auth/logout'), 403],
    ['an unknown API path (404)', (t: supertest.Agent) => t.get('/api/no/such/path'), 404],
    ['a method the path lacks (405)', (t: supertest.Agent) => t.put('/api/auth/me').set('X-CSRF', '1'), 405],
    [
      'a body too large (413)',
      (t: supertest.Agent) =>
        t
          .post('/api/auth/login')
          .set('X-CSRF', '1')
          .set('Content-Type', 'application/json')
          .send('"' + 'x'.repeat(200_000) + '"'),
      413,
    ],
    [
      'a wrong content type (415)',
      (t: supertest.Agent) =>
        t.post('/api/auth/login').set('X-CSRF', '1').set('Content-Type', 'text/plain').send('x'),
      415,
    ],
    ['the health check', (t: supertest.Agent) => t.get('/healthz'), 200],
    ['the metrics', (t: supertest.Agent) => t.get('/metrics'), 200],
  ])('are on every kind of answer: %s', async (_kind, send, status) => {
    const res = await send(supertest.agent(ctx.stack.app));
    expect(res.status).toBe(status);
    expectPortalHeaders(res.headers);
  });

  it('sandbox streamed core content, which keeps nosniff and no-store', async () => {
    const res = await supertest(ctx.stack.app)
      .get('/api/auth/captcha')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('ASVS V3.4 — security headers in production', () => {
  let prod: Stack;
  beforeAll(async () => {
    prod = await startStack({
      NODE_ENV: 'production',
      SESSION_SECRET: 'y'.repeat(40),
      TRUST_PROXY: '1',
      ALLOWED_HOSTS: '127.0.0.1',
    });
  });
  afterAll(() => prod.close());

  it('add HSTS and upgrade-insecure-requests', async () => {
    const res = await supertest(prod.app).get('/api/auth/me').expect(401);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF, useStack } from './support/stack';

const ctx = useStack();

/** Status and headers (names lower-cased, values as sent) but the per-request ones. */
async function answer(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[]>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const { date: _date, 'x-request-id': id, ...rest } = res.headers;
        expect(id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
        resolve({ status: res.statusCode ?? 0, headers: rest as Record<string, string | string[]>, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The route table answers in the server's listener, ahead of Express (http/express-server.ts), with the answer head
 * set once as the answer goes out (http/answer-head.ts); the same app used as a plain handler runs the table as
 * Express's first layer. Both must answer alike, refusals and errors included.
 */
describe('the route table ahead of Express', () => {
  let listened: http.Server;
  let plain: http.Server;
  beforeAll(async () => {
    listened = ctx.stack.app.listen(0, '127.0.0.1');
    plain = http.createServer(ctx.stack.app);
    plain.listen(0, '127.0.0.1');
    await Promise.all([listened, plain].map((s) => new Promise((r) => s.once('listening', r))));
  });
  afterAll(async () => {
    await Promise.all([listened, plain].map((s) => new Promise((r) => s.close(r))));
  });
  const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

  it.each([
    ['a JSON answer', 'GET', '/api/public/phone-switch', {}],
    ['a refusal before the session (401)', 'GET', '/api/auth/me', {}],
    ['a foreign host (421, before no-store)', 'GET', '/api/auth/me', { host: 'evil.example' }],
    ['a CSRF refusal (403)', 'POST', '/api/auth/logout', {}],
    ['a validation refusal (400)', 'GET', '/api/auth/session?x=1', {}],
    ['a method the path lacks (405)', 'PUT', '/api/auth/me', CSRF],
    ['an unknown /api path (404)', 'GET', '/api/no/such/path', {}],
    ['the health probe', 'GET', '/healthz', {}],
  ])('%s: the same status, headers and body', async (_kind, method, path, headers) => {
    const a = await answer(portOf(listened), method, path, headers);
    const b = await answer(portOf(plain), method, path, headers);
    expect(a.status).toBe(b.status);
    expect(a.headers).toEqual(b.headers);
    const plainBody = (body: string) =>
      body.replace(/[0-9a-f-]{36}/g, 'ID').replace(/"timestamp":"[^"]+"/, '"timestamp":"T"');
    expect(plainBody(a.body)).toBe(plainBody(b.body));
  });

  it('sets no-store from the table no-store layer on: a foreign host is refused without it, as on any path', async () => {
    const foreign = await answer(portOf(listened), 'GET', '/api/auth/me', { host: 'evil.example' });
    expect(foreign.status).toBe(421);
    expect(foreign.headers['cache-control']).toBeUndefined();
    expect(foreign.headers['x-frame-options']).toBe('DENY');
    const refused = await answer(portOf(listened), 'GET', '/api/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

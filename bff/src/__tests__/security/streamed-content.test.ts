import http from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { binary, loginAs, startStack, type Stack, useStack } from '../support/stack';

const ctx = useStack();

const FORGED = {
  'X-Forwarded-For': '203.0.113.9',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  Forwarded: 'for=203.0.113.9',
  'X-Real-IP': '203.0.113.9',
  Origin: 'https://evil.example',
  Referer: 'https://evil.example/page',
  'X-Original-URL': '/adm/secret',
  'X-HTTP-Method-Override': 'DELETE',
  Authorization: 'Basic Zm9vOmJhcg==',
  'X-Invented': 'yes',
};

async function headerNamesOf(pathPrefix: string): Promise<string[]> {
  const log = (await ctx.stack.mock('get', `/__mock/requests?headers=1&pathPrefix=${pathPrefix}`)).body as {
    headerNames: string[];
  }[];
  expect(log.length).toBeGreaterThan(0);
  return log.at(-1)!.headerNames;
}

describe('ASVS V4.1.3 — streamed calls forward request headers by allowlist', () => {
  it('the captcha reaches the core without forwarding, proxy or invented headers', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    await supertest(ctx.stack.app).get('/api/auth/captcha').set(FORGED).expect(200);
    const names = await headerNamesOf('/captcha');
    for (const name of Object.keys(FORGED)) expect(names).not.toContain(name.toLowerCase());
    expect(names).toContain('x-request-id');
  });

  it('a form download carries the legacy cookies and nothing of the browser', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    const list = await a.get('/api/forms').expect(200);
    const code = (list.body as { formCode: string }[])[0]!.formCode;
    await ctx.stack.mock('delete', '/__mock/requests');
    await a.get(`/api/forms/${code}/download`).set(FORGED).buffer(true).parse(binary).expect(200);
    const names = await headerNamesOf('/adm/com/formDownload');
    for (const name of Object.keys(FORGED)) expect(names).not.toContain(name.toLowerCase());
    expect(names).toContain('cookie');
  });
});

/** A stand-in core whose /captcha answers whatever the test sets. */
function fakeCore() {
  let reply: (res: http.ServerResponse) => void = (res) => res.end();
  const server = http.createServer((_req, res) => reply(res));
  return {
    server,
    answer: (fn: (res: http.ServerResponse) => void) => {
      reply = fn;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
  };
}

describe('streamed answers pass by content type and header allowlist', () => {
  const core = fakeCore();
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ CORE_URL: await core.listen() });
  });
  afterAll(async () => {
    await stack.close();
    await new Promise((r) => core.server.close(r));
  });

  it.each([
    ['text/html; charset=utf-8', '<script>alert(1)</script>'],
    ['application/xhtml+xml', '<html/>'],
    ['application/octet-stream', 'MZ'],
  ])('a 200 answer of type %s becomes 502 CORE_CONTENT_REFUSED', async (type, body) => {
    core.answer((res) => res.writeHead(200, { 'Content-Type': type }).end(body));
    const res = await supertest(stack.app).get('/api/auth/captcha');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.error).toMatchObject({ code: 'CORE_CONTENT_REFUSED', status: 502 });
    expect(res.text).not.toContain('<script>');
  });

  it('an answer without a content type is refused too', async () => {
    core.answer((res) => res.writeHead(200).end('x'));
    expect((await supertest(stack.app).get('/api/auth/captcha')).body.error.code).toBe(
      'CORE_CONTENT_REFUSED',
    );
  });

  it('passes only allowlisted core headers to the browser', async () => {
    core.answer((res) =>
      res
        .writeHead(200, {
          'Content-Type': 'image/png',
          'Content-Disposition': 'inline; filename="c.png"',
          'Content-Security-Policy': 'default-src *',
          'Access-Control-Allow-Origin': '*',
          'Set-Cookie': 'JSESSIONID=abc; Path=/',
          Server: 'Apache-Coyote/1.1',
          'X-Powered-By': 'Servlet/3.0',
          'Cache-Control': 'public, max-age=86400',
          Location: 'https://evil.example/',
          Refresh: '0; url=https://evil.example/',
        })
        .end(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    );
    const res = await supertest(stack.app).get('/api/auth/captcha').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline; filename="c.png"');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('no-store');
    // The only cookie is the BFF's own session (which now holds the legacy one).
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.every((c) => c.startsWith('ap.sid='))).toBe(true);
    for (const name of ['access-control-allow-origin', 'server', 'x-powered-by', 'location', 'refresh'])
      expect(res.headers[name]).toBeUndefined();
  });
});

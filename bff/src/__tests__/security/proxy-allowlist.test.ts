import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import supertest from 'supertest';
import { errorMessages } from '@agent-portal/contracts/messages';
import { type Agent, binary, CSRF, type Stack, useStack } from '../support/stack';
import { forgetCoreCalls } from '../support/proposals';

const ctx = useStack({}, { login: 'AG00001' });

/** Paths that try to leave the streamed route's upstream path: traversal, authority tricks, encoded slashes. */
const HOSTILE = [
  '/api/forms/../download',
  '/api/forms/%2e%2e/download',
  '/api/forms/%2E%2E%2Fadm%2Fsecret/download',
  '/api/forms/a%2Fb/download',
  '/api/forms/a%5Cb/download',
  '/api/forms/%2F%2Fx@x/download',
  '/api/forms//x@x/download',
  '/api/forms/x@x/download',
  '/api/forms/%252e%252e/download',
  '/api/forms/..%00/download',
  '/api/proposals/..%2F..%2Fadm/documents/proposal',
  '/api/proposals/A1/documents/..%2F..%2Fsecret',
  '/api/proposals/A1/documents/%2F%2Fevil.example',
];

describe('ASVS V1.3.6 / V4.1.3 — streamed calls: the upstream path is built from validated values only', () => {
  it.each(HOSTILE)('%s is refused with the envelope, and the core sees no call', async (path) => {
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent.get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
    expect((await ctx.stack.mock('get', '/__mock/requests')).body).toEqual([]);
  });
});

const noCoreCall = async (stack: Stack) =>
  expect((await stack.mock('get', '/__mock/requests')).body).toEqual([]);

/** The 421 envelope, with its request id, the security headers and no session cookie. */
function expectMisdirected(res: supertest.Response | RawAnswer) {
  expect(res.status).toBe(421);
  const { error } = res.body as { error: { code: string; message: string; requestId: string } };
  expect(error.code).toBe('MISDIRECTED_REQUEST');
  expect(error.message).toBe(errorMessages.MISDIRECTED_REQUEST);
  expect(error.requestId).toBe(res.headers['x-request-id']);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['set-cookie']).toBeUndefined();
}

async function formCode(agent: Agent): Promise<string> {
  return ((await agent.get('/api/forms').expect(200)).body as { formCode: string }[])[0]!.formCode;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One request written byte for byte on a socket: the request line and the headers (or no Host) exactly as given. */
function rawRequest(server: Server, head: string): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
    });
  });
}

/** Host values that name another site, or this machine under a name it does not answer for. */
const FOREIGN = [
  'evil.example',
  'evil.example:80',
  '127.0.0.1.evil.example',
  'localhost.evil.example:8080',
  'localhost@evil.example',
  '10.0.0.5:8080',
  '0.0.0.0:8080',
];

describe('ASVS V1.3.6 / V4.1.3 — a foreign Host is refused (421) before the session, the body and the core', () => {
  it.each(FOREIGN)(
    'Host %s: a streamed file, a reshaped GET and a login POST are refused, no core call',
    async (host) => {
      const code = await formCode(ctx.agent);
      await forgetCoreCalls(ctx.stack);
      expectMisdirected(await ctx.agent.get(`/api/forms/${code}/download`).set('Host', host));
      expectMisdirected(await ctx.agent.get('/api/forms').set('Host', host));
      expectMisdirected(
        await supertest(ctx.stack.app)
          .post('/api/auth/login')
          .set('Host', host)
          .set(CSRF)
          .send({ userCode: 'AG00001', password: 'Demo2468', captcha: 'ABCD' }),
      );
      await noCoreCall(ctx.stack);
    },
  );

  it('the SPA, the API docs, /metrics and unknown paths are refused too; the probes answer (they dial an address)', async () => {
    const anon = supertest(ctx.stack.app);
    for (const path of ['/', '/proposal', '/api/openapi.json', '/metrics', '/api/nothing', '/anything'])
      expectMisdirected(await anon.get(path).set('Host', 'evil.example'));
    await anon.get('/healthz').set('Host', 'evil.example').expect(200);
  });

  it('loopback names pass with any port by default (npm start, e2e, bench, soak dial 127.0.0.1 or localhost)', async () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:18081', '[::1]:8080', 'LOCALHOST.:1'])
      await ctx.agent.get('/api/forms').set('Host', host).expect(200);
  });

  describe('over a raw connection', () => {
    let server: Server;
    beforeAll(async () => {
      server = ctx.stack.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('an absolute-form target names the host that counts (HTTP: it wins over Host), so it is checked too', async () => {
      await forgetCoreCalls(ctx.stack);
      const { port } = server.address() as AddressInfo;
      const host = `Host: 127.0.0.1:${port}`;
      expectMisdirected(
        await rawRequest(server, `GET http://evil.example/api/auth/captcha HTTP/1.1\r\n${host}`),
      );
      expect(
        (await rawRequest(server, `GET http://127.0.0.1:${port}/healthz HTTP/1.1\r\n${host}`)).status,
      ).toBe(200);
      await noCoreCall(ctx.stack);
    });

    it('a request without a Host header is refused: HTTP/1.0 by the check (421), HTTP/1.1 by Node itself (400)', async () => {
      await forgetCoreCalls(ctx.stack);
      expectMisdirected(await rawRequest(server, 'GET /api/auth/captcha HTTP/1.0'));
      expect((await rawRequest(server, 'GET /api/auth/captcha HTTP/1.1')).status).toBe(400);
      await noCoreCall(ctx.stack);
    });
  });

  it("X-Forwarded-Host from a hop trust proxy does not trust is the client's word: ignored, and never sent to the core", async () => {
    const code = await formCode(ctx.agent);
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent
      .get(`/api/forms/${code}/download`)
      .set('X-Forwarded-Host', 'evil.example')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((res.body as Buffer).length).toBeGreaterThan(0);
    const calls = (await ctx.stack.mock('get', '/__mock/requests?headers=1')).body as {
      path: string;
      headerNames: string[];
    }[];
    expect(calls.filter((c) => c.path === '/adm/com/formDownload/download')).toHaveLength(1);
    for (const call of calls) expect(call.path).toMatch(/^\/adm\/com\/formDownload\//);
    for (const call of calls) expect(call.headerNames).not.toContain('x-forwarded-host');
  });
});

describe('ALLOWED_HOSTS set, behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  const listed = useStack(
    { ALLOWED_HOSTS: '127.0.0.1,portal.example:8443', TRUST_PROXY: 'loopback' },
    { login: 'AG00001' },
  );

  it('answers for the listed names only: host any port, host:port that port; the loopback default is gone', async () => {
    await listed.agent.get('/api/forms').set('Host', 'portal.example:8443').expect(200);
    await listed.agent.get('/api/forms').set('Host', '127.0.0.1:9').expect(200);
    await forgetCoreCalls(listed.stack);
    for (const host of ['portal.example', 'portal.example:9999', 'localhost:8443', 'www.portal.example:8443'])
      expectMisdirected(await listed.agent.get('/api/forms').set('Host', host));
    await noCoreCall(listed.stack);
  });

  it('checks every X-Forwarded-Host value of a trusted hop: one foreign name refuses the request, no core call', async () => {
    const code = await formCode(listed.agent);
    await listed.agent.get('/api/forms').set('X-Forwarded-Host', 'portal.example:8443').expect(200);
    await forgetCoreCalls(listed.stack);
    for (const forwarded of [
      'evil.example',
      'portal.example:8443, evil.example',
      'evil.example, portal.example:8443',
    ])
      expectMisdirected(
        await listed.agent.get(`/api/forms/${code}/download`).set('X-Forwarded-Host', forwarded),
      );
    await noCoreCall(listed.stack);
  });
});

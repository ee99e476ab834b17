import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { errorMessages } from '@agent-portal/contracts/messages';
import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { answerClientErrors } from '../http/client-error';
import { securityHeaderLines } from '../http/security-headers';
import { CSRF, loginAs, useStack } from './support/stack';

const ctx = useStack();

describe('client errors keep their own status and code', () => {
  it('405 METHOD_NOT_ALLOWED', async () => {
    const res = await supertest(ctx.stack.app).put('/api/auth/login').set(CSRF).send({});
    expect(res.status).toBe(405);
    expect(res.body.error).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      status: 405,
      message: errorMessages.METHOD_NOT_ALLOWED,
    });
  });

  it('413 PAYLOAD_TOO_LARGE', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: errorMessages.PAYLOAD_TOO_LARGE,
    });
  });

  it('415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/api/auth/login')
      .set(CSRF)
      .set('Content-Type', 'text/plain')
      .send('userCode=AG00001');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('errors of the HTTP parser, over real HTTP', () => {
  let server: http.Server;
  let port: number;
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  beforeAll(async () => {
    server = ctx.stack.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    answerClientErrors(server, pino(sink), securityHeaderLines({ isProduction: false }));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  function get(headers: Record<string, string>) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/auth/me', headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
      },
    );
  }

  it('431 HEADERS_TOO_LARGE in the envelope, with a request id', async () => {
    const res = await get({ Cookie: `big=${'x'.repeat(20_000)}` });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { error } = JSON.parse(res.body);
    expect(error).toMatchObject({
      code: 'HEADERS_TOO_LARGE',
      status: 431,
      message: errorMessages.HEADERS_TOO_LARGE,
      requestId: res.headers['x-request-id'],
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, reqId: error.requestId, code: 'HPE_HEADER_OVERFLOW' }),
    );
  });

  it('an ordinary request on the same server still works', async () => {
    expect((await get({})).status).toBe(401);
  });

  /** What the server answers to bytes written as they are (requests Node's client would not send). */
  function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => (text += c));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    });
  }

  const SECURITY = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
  ];

  it.each([
    ['400 (a malformed request line)', 'GET /api/auth/me HTTP/1.1 junk\r\nHost: 127.0.0.1\r\n\r\n', 400],
    [
      '431 (headers too large)',
      `GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])(
    'the parser refusal %s carries the security headers of every other answer',
    async (_kind, request, status) => {
      const refused = await raw(request);
      const ordinary = await get({});
      expect(refused.status).toBe(status);
      for (const name of SECURITY) {
        expect(ordinary.headers[name]).toBeDefined();
        expect(refused.headers[name]).toBe(ordinary.headers[name]);
      }
      expect(JSON.parse(refused.body).error.status).toBe(status);
    },
  );

  it('refuses a request with two Host headers: 400 in the envelope, whichever comes first', async () => {
    for (const hosts of [
      ['127.0.0.1', 'evil.example'],
      ['127.0.0.1', '127.0.0.1'],
    ]) {
      const res = await raw(
        `GET /api/public/phone-switch HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}Connection: close\r\n\r\n`,
      );
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
    const one = await raw(
      'GET /api/public/phone-switch HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(one.status).toBe(200);
  });
});

describe('HEAD (issue 40, the small ones)', () => {
  it('serves HEAD for every GET route: the GET head without its body', async () => {
    const agent = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, agent, 'AG00001');
    for (const path of ['/api/auth/me', '/api/common/work-time', '/api/public/phone-switch']) {
      const get = await agent.get(path).expect(200);
      const head = await agent.head(path);
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe('no-store');
      expect(head.text ?? '').toBe('');
    }
    // Without a login, HEAD meets the same guard as GET.
    expect((await supertest(ctx.stack.app).head('/api/auth/me')).status).toBe(401);
  });
});

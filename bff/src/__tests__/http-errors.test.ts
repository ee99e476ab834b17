import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessages } from '@agent-portal/contracts/messages';
import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { answerClientErrors } from '../http/client-error';
import { CSRF, useStack } from './support/stack';

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
    answerClientErrors(server, pino(sink));
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
});

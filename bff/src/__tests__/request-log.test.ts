import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { createLogger, REDACT_PATHS, REDACTED_KEYS } from '../common/logger';
import { requestLog } from '../http/request-log';
import { useStack } from './support/stack';

function capture(level: string, redact?: string[]) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  return { lines, logger: pino({ level, redact }, sink) };
}

function appWith(level: string) {
  const { lines, logger } = capture(level);
  const app = express();
  app.use(requestLog(logger));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/api/items/:id', (req, res) => {
    req.timing.legacyMs += 7;
    req.timing.legacyCalls += 1;
    res.status(req.params.id === 'broken' ? 502 : 200).json({});
  });
  return { app, lines, logger };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request log', () => {
  it('writes one line per request with route, status, duration and legacy timing; /healthz not at all', async () => {
    const { app, lines } = appWith('info');
    const res = await supertest(app).get('/api/items/12?idn=A123456789').set('X-Request-Id', 'mine-1');
    await supertest(app).get('/healthz').expect(200);
    await settle();
    const id = res.headers['x-request-id'] as string;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: id,
      req: { id, method: 'GET', url: '/api/items/12?idn=%5BREDACTED%5D' },
      clientRequestId: 'mine-1',
      route: '/api/items/:id',
      res: { statusCode: 200 },
      legacyMs: 7,
      legacyCalls: 1,
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('at warn writes only failed requests', async () => {
    const { app, lines } = appWith('warn');
    await supertest(app).get('/api/items/1').expect(200);
    await supertest(app).get('/api/items/broken').expect(502);
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'request failed', res: { statusCode: 502 } }),
    ]);
  });
});

describe("a request's logger (req.log)", () => {
  it('adds the request and trace ids to each line, keeps a lone error under err, and redacts', async () => {
    const { lines, logger } = capture('info', REDACT_PATHS);
    const app = express();
    app.use(requestLog(logger));
    app.get('/api/x', (req, res) => {
      req.log.warn({ body: { password: 'Secret9876' } }, 'odd answer');
      req.log.error(new Error('boom'), 'failed');
      res.json({});
    });
    const res = await supertest(app).get('/api/x').expect(200);
    await settle();
    const id = res.headers['x-request-id'] as string;
    expect(lines).toMatchObject([
      { reqId: id, traceId: expect.any(String), msg: 'odd answer' },
      { reqId: id, err: { message: 'boom' }, msg: 'failed' },
      { reqId: id, msg: 'request' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('Secret9876');
  });
});

describe("the logger's redaction (REDACT_PATHS)", () => {
  it('names each path exactly (no wildcard: pino runs a `*` path over every key of every line)', () => {
    for (const p of REDACT_PATHS) expect([p, p.includes('*')]).toEqual([p, false]);
  });

  it('blanks every secret and personal key at the top of a line, in a logged body and in an error', () => {
    const { lines, logger } = capture('info', REDACT_PATHS);
    const values = Object.fromEntries(REDACTED_KEYS.map((key, i) => [key, `V${i}-秘密`]));
    logger.warn({ ...values, route: '/api/x' }, 'top');
    logger.warn({ body: { ...values, polState: 'N' } }, 'body');
    logger.error({ err: Object.assign(new Error('boom'), values) }, 'err');
    logger.warn({ req: { headers: { cookie: 'ap.sid=s%3Aabc' } } }, 'raw');
    const text = JSON.stringify(lines);
    for (const value of Object.values(values)) expect([value, text.includes(value)]).toEqual([value, false]);
    expect(lines[0]).toMatchObject({ route: '/api/x', cusName: '[Redacted]' });
    expect(lines[1]).toMatchObject({ body: { polState: 'N', password: '[Redacted]' } });
    expect(lines[2]).toMatchObject({ err: { message: 'boom', cusIdn: '[Redacted]' } });
    expect(lines[3]).toMatchObject({ req: { headers: { cookie: '[Redacted]' } } });
  });
});

describe('the request line under hostile input (issue 39 item 4, issue 40)', () => {
  const HOSTILE = [
    'a"b',
    'back\\slash',
    'ctl\u0001\u0007\u001b[31m',
    'cr\r\nX-Injected: 1',
    `lone${String.fromCharCode(0xd800)}surrogate${String.fromCharCode(0xdfff)}`,
    '{"level":60,"msg":"forged"}\n',
    '王大明 0912345678',
  ];

  it('writes lines that are each valid JSON, with every free-text query value redacted whatever the key', async () => {
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        raw.push(...String(chunk).split('\n').filter(Boolean));
        cb();
      },
    });
    const real = pino({ level: 'info', redact: REDACT_PATHS }, sink);
    const app = express();
    app.use(requestLog(real));
    app.get('/api/items', (_req, res) => void res.json({}));
    /** A header can carry no control character: the rest of the value as it is, control characters as \\uXXXX. */
    const asHeader = (value: string) =>
      value.replace(
        // eslint-disable-next-line no-control-regex -- exactly the characters a header may not carry
        /[\u0000-\u001f\u007f-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    for (const value of HOSTILE) {
      const q = new URLSearchParams({ proName: value, transCode: value, pirCode: value, polState: 'N' });
      await supertest(app)
        .get(`/api/items?${q.toString()}`)
        .set('User-Agent', asHeader(value))
        .set('X-Request-Id', asHeader(value))
        .set('Referer', asHeader(value))
        .set('Cookie', `ap.sid=${encodeURIComponent(asHeader(value))}`)
        .expect(200);
    }
    // A hostile path too (no route: 404), its bytes percent-encoded as HTTP wants them.
    await supertest(app).get('/api/%22%5C%0D%0A%E0%A4%A/%ED%A0%80').expect(404);
    await settle();
    expect(raw).toHaveLength(HOSTILE.length + 1);
    const lines = raw.map((line) => JSON.parse(line) as { req: { url: string }; msg: string });
    for (const line of lines.slice(0, HOSTILE.length)) {
      expect(line.msg).toBe('request');
      expect(line.req.url).toBe(
        '/api/items?polState=N&proName=%5BREDACTED%5D&transCode=%5BREDACTED%5D&pirCode=%5BREDACTED%5D',
      );
    }
    expect(lines[HOSTILE.length]?.req.url).toBe('/api/%22%5C%0D%0A%E0%A4%A/%ED%A0%80');
    for (const line of raw) {
      // eslint-disable-next-line no-control-regex -- a raw control character would break the line
      expect(line).not.toMatch(/[\u0000-\u001f]/);
      for (const value of HOSTILE) expect(line.includes(asHeader(value))).toBe(false);
      expect(line).not.toMatch(/User-Agent|Referer|ap\.sid/i);
    }
  });

  it('keeps plain codes of the listed keys readable', async () => {
    const { lines, logger } = capture('info');
    const app = express();
    app.use(requestLog(logger));
    app.get('/api/items', (_req, res) => void res.json({}));
    await supertest(app)
      .get('/api/items?transCode=TR00000001&pirCode=P-12&proName=%E5%A3%BD%E9%9A%AA')
      .expect(200);
    await settle();
    expect(lines[0]).toMatchObject({
      req: { url: '/api/items?transCode=TR00000001&pirCode=P-12&proName=%5BREDACTED%5D' },
    });
  });

  it('carries hostname, pid and the portal version on every line of the BFF logger', () => {
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        raw.push(String(chunk));
        cb();
      },
    });
    createLogger('info', sink).info('hello');
    expect(JSON.parse(raw[0]!)).toMatchObject({
      svc: 'bff',
      pid: process.pid,
      hostname: expect.any(String),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      msg: 'hello',
    });
  });
});

describe('the request line of the BFF logger (issue 43 Deliver 5)', () => {
  function lineOf(trustProxy: false | number, forwardedFor?: string) {
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        raw.push(...String(chunk).split('\n').filter(Boolean));
        cb();
      },
    });
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use(requestLog(createLogger('info', sink)));
    app.get('/api/x', (_req, res) => void res.json({}));
    const req = supertest(app).get('/api/x');
    return (forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req).then(async () => {
      await settle();
      return JSON.parse(raw[0]!) as Record<string, unknown>;
    });
  }

  it('carries the client IP as TRUST_PROXY decides, hostname, pid and the portal version', async () => {
    const direct = await lineOf(false, '203.0.113.7');
    expect(direct).toMatchObject({
      msg: 'request',
      clientIp: expect.stringMatching(/127\.0\.0\.1$/),
      hostname: expect.any(String),
      pid: process.pid,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(await lineOf(1, '198.51.100.1, 203.0.113.7')).toMatchObject({ clientIp: '203.0.113.7' });
  });
});

describe('request log over the whole app at info', () => {
  const ctx = useStack({}, { login: 'AG00001' });

  it('writes the request line and no per-call legacy line', async () => {
    const res = await ctx.agent.get('/api/common/menu').expect(200);
    await settle();
    const id = res.headers['x-request-id'] as string;
    const mine = ctx.stack.logs.filter((l) => l.reqId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        msg: 'request',
        userCode: 'AG00001',
        route: '/api/common/menu',
        legacyCalls: 1,
      }),
    ]);
    expect(ctx.stack.logs.some((l) => l.msg === 'legacy call')).toBe(false);
  });
});

import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { REDACT_PATHS } from '../common/logger';
import { requestLog } from '../http/request-log';
import { ScopedLog } from '../common/scoped-log';
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

describe('ScopedLog', () => {
  it('adds the request id to written lines only, and keeps a lone error under err', () => {
    const { lines, logger } = capture('warn');
    const info = jest.spyOn(logger, 'info');
    const log = new ScopedLog(logger, 'req-9');
    log.info({ big: 'object' }, 'filtered');
    log.warn({ key: 'k' }, 'kept');
    log.error(new Error('boom'), 'failed');
    expect(info).not.toHaveBeenCalled();
    expect(lines).toMatchObject([
      { reqId: 'req-9', key: 'k', msg: 'kept' },
      { reqId: 'req-9', err: { message: 'boom' }, msg: 'failed' },
    ]);
  });

  it("keeps the logger's redaction for what services log", () => {
    const { lines, logger } = capture('info', REDACT_PATHS);
    new ScopedLog(logger, 'req-7').warn({ body: { password: 'Secret9876' } }, 'odd answer');
    expect(lines).toMatchObject([{ reqId: 'req-7', msg: 'odd answer' }]);
    expect(JSON.stringify(lines)).not.toContain('Secret9876');
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

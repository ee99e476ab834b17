import { Writable } from 'node:stream';
import pino from 'pino';
import { createLogger, destinationOf } from '../logger';
import { requestLine, requestLineObject, type RequestLineFields } from '../request-line';

/** The lines pino writes for a logger made by createLogger (the BFF's base and redaction). */
function pinoLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split(/(?<=\n)/));
      cb();
    },
  });
  return { lines, logger: createLogger('info', stream), stream };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const TIME = 1_795_000_000_000;
const at = (line: string) => line.replace(/,"time":\d+,/, `,"time":${TIME},`);

const FULL: RequestLineFields = {
  reqId: 'r-1',
  traceId: 'abc',
  method: 'GET',
  url: '/api/x?q="é"\\ tab\there \u0001 \ud800 😀',
  clientRequestId: 'mine-1',
  route: '/api/x',
  userCode: 'AG"00\\1 中文',
  statusCode: 200,
  responseTime: 3,
  legacyMs: 1,
  legacyCalls: 1,
  aborted: false,
};

describe('requestLine', () => {
  it.each([
    ['every field, with characters JSON must escape', FULL],
    [
      'no optional field, client gone',
      { ...FULL, clientRequestId: undefined, route: undefined, userCode: undefined, aborted: true },
    ],
    ['a failed answer (5xx: warn, "request failed")', { ...FULL, statusCode: 502, url: '/api/y' }],
  ])("is byte for byte pino's line for the same fields: %s", async (_name, fields) => {
    const { lines, logger } = pinoLines();
    const failed = fields.statusCode >= 500;
    if (failed) logger.warn(requestLineObject(fields), 'request failed');
    else logger.info(requestLineObject(fields), 'request');
    await settle();
    expect(lines).toHaveLength(1);
    expect(requestLine(fields, TIME)).toBe(at(lines[0] ?? ''));
    expect(JSON.parse(requestLine(fields, TIME))).toMatchObject({
      level: failed ? 40 : 30,
      time: TIME,
      svc: 'bff',
      msg: failed ? 'request failed' : 'request',
      req: { id: 'r-1', method: 'GET', url: fields.url },
    });
  });

  it('stamps the time of the call by default', () => {
    const before = Date.now();
    const { time } = JSON.parse(requestLine(FULL)) as { time: number };
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });
});

describe('destinationOf', () => {
  it("is createLogger's destination, and undefined for any other logger (the request log then writes through pino)", () => {
    const { logger, stream } = pinoLines();
    expect(destinationOf(logger)).toBe(stream);
    expect(destinationOf(pino({ level: 'silent' }))).toBeUndefined();
  });
});

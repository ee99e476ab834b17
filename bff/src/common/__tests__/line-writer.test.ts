import { Writable } from 'node:stream';
import pino from 'pino';
import { createLogger, lineWriterOf } from '../logger';

function sink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split(/(?<=\n)/));
      cb();
    },
  });
  return { lines, stream };
}

const withoutTime = (line: string) => line.replace(/,"time":\d+,/, ',"time":0,');

describe('lineWriterOf', () => {
  it("writes pino's own line for the same fields and message, byte for byte but the time", async () => {
    const { lines, stream } = sink();
    const logger = createLogger('info', stream);
    const write = lineWriterOf(logger);
    expect(write).toBeDefined();
    const fields = {
      reqId: 'r-1',
      traceId: 'abc',
      req: { id: 'r-1', method: 'GET', url: '/api/x?q="é"\\' },
      clientRequestId: undefined,
      route: '/api/x',
      userCode: 'AG00001',
      res: { statusCode: 200 },
      responseTime: 3,
      legacyMs: 1,
      legacyCalls: 1,
      aborted: undefined,
      odd: 'tab\there, quote " and 中文',
    };
    logger.info(fields, 'request');
    write?.('info', fields, 'request');
    logger.warn(fields, 'request failed');
    write?.('warn', fields, 'request failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(4);
    expect(withoutTime(lines[1] ?? '')).toBe(withoutTime(lines[0] ?? ''));
    expect(withoutTime(lines[3] ?? '')).toBe(withoutTime(lines[2] ?? ''));
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({
      level: 30,
      svc: 'bff',
      msg: 'request',
      route: '/api/x',
    });
  });

  it('is undefined for a logger createLogger did not make (the request log then writes through pino)', () => {
    expect(lineWriterOf(pino({ level: 'silent' }))).toBeUndefined();
  });
});

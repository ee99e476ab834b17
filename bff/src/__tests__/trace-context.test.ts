import supertest from 'supertest';
import { parseTraceparent } from '../http/trace-context';
import { loginAs, useStack } from './support/stack';

const ctx = useStack();
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const HEADER = `00-${TRACE}-00f067aa0ba902b7-01`;
const OUTGOING = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

type CoreCall = { path: string; traceparent: string | null; requestId: string };

async function coreCalls(prefix: string): Promise<CoreCall[]> {
  return (await ctx.stack.mock('get', `/__mock/requests?pathPrefix=${prefix}`)).body as CoreCall[];
}

describe('W3C trace context (issue 24 item 6)', () => {
  it("the browser's traceparent: its trace id on every core call of the request (the BFF's span), and on the log line", async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await a.get('/api/common/menu').set('traceparent', HEADER).expect(200);
    const calls = await coreCalls('/adm');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const [, traceId, spanId, flags] = OUTGOING.exec(call.traceparent ?? '') ?? [];
      expect(traceId).toBe(TRACE);
      // The BFF's own span, not the browser's; the browser's sampling decision kept.
      expect(spanId).not.toBe('00f067aa0ba902b7');
      expect(flags).toBe('01');
    }
    const line = ctx.stack.logs.find((l) => l.reqId === res.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request', traceId: TRACE });
  });

  it('no traceparent, or a malformed one: a trace is started, the same id on the core calls and the log', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    for (const header of [undefined, 'garbage', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`]) {
      await ctx.stack.mock('delete', '/__mock/requests');
      const request = a.get('/api/common/menu');
      const res = await (header ? request.set('traceparent', header) : request).expect(200);
      const calls = await coreCalls('/adm');
      const ids = new Set(calls.map((c) => OUTGOING.exec(c.traceparent ?? '')?.[1]));
      expect(ids.size).toBe(1);
      const [traceId] = [...ids];
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(traceId).not.toBe('0'.repeat(32));
      expect(ctx.stack.logs.find((l) => l.reqId === res.headers['x-request-id'])?.traceId).toBe(traceId);
    }
  });

  it('parses as the recommendation says: version 00 exactly four fields, ff invalid, zero ids invalid', () => {
    expect(parseTraceparent(HEADER)).toEqual({ traceId: TRACE, flags: '01' });
    expect(parseTraceparent(`01-${TRACE}-00f067aa0ba902b7-00-future`)).toEqual({
      traceId: TRACE,
      flags: '00',
    });
    for (const bad of [
      `00-${TRACE}-00f067aa0ba902b7-01-extra`,
      `ff-${TRACE}-00f067aa0ba902b7-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${TRACE}-00f067aa0ba902b7`,
      42,
    ])
      expect(parseTraceparent(bad)).toBeNull();
  });
});

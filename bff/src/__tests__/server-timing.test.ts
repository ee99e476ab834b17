import supertest from 'supertest';
import { serverTiming } from '../http/request-log';
import { coreBusyMs, coreCallEnded, coreCallStarted, newLegacyTiming } from '../legacy/core-time';
import { CSRF, useStack } from './support/stack';

/**
 * Issue 43 Deliver 6: every /api answer carries `Server-Timing: core;dur=…, app;dur=…` (the core's time and the
 * BFF's own, ms), reshaped, streamed, refused or failed alike; other paths do not.
 */
const ctx = useStack({}, { login: 'AG00001', clearFaults: true });
const TIMING = /^core;dur=(\d+), app;dur=(\d+\.\d)$/;

function timingOf(res: supertest.Response): { core: number; app: number } {
  const match = TIMING.exec(String(res.headers['server-timing']));
  if (!match) throw new Error(`no Server-Timing of the expected form: ${res.headers['server-timing']}`);
  return { core: Number(match[1]), app: Number(match[2]) };
}

test('a reshaped answer: the core’s time (every core call of the request) apart from the BFF’s own', async () => {
  await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/', delayMs: 150 });
  const res = await ctx.agent.get('/api/common/menu').expect(200);
  const { core, app } = timingOf(res);
  expect(core).toBeGreaterThanOrEqual(150);
  expect(app).toBeLessThan(core);
});

test('a streamed answer counts the core’s time up to its head', async () => {
  await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/', delayMs: 120 });
  const res = await supertest.agent(ctx.stack.app).get('/api/auth/captcha').expect(200);
  expect(timingOf(res).core).toBeGreaterThanOrEqual(120);
});

test('refusals and failures carry it too, with no core time when the core was not asked', async () => {
  const unknown = await ctx.agent.get('/api/no-such-thing').expect(404);
  expect(timingOf(unknown).core).toBe(0);
  const anonymous = await supertest(ctx.stack.app).get('/api/auth/me').set(CSRF).expect(401);
  expect(timingOf(anonymous).core).toBe(0);
  await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/', status: 500 });
  const failed = await ctx.agent.get('/api/common/menu');
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.headers['server-timing']).toMatch(TIMING);
});

test('not on the probes', async () => {
  const res = await supertest(ctx.stack.app).get('/healthz').expect(200);
  expect(res.headers['server-timing']).toBeUndefined();
});

test('the core’s time is the span any core call was in flight: parallel calls count once, the rest is the BFF’s', () => {
  const timing = { started: 0, ...newLegacyTiming() };
  // Two calls at once (10-40 and 20-50), then one alone (60-70), up to the answers' last bytes.
  const a = coreCallStarted(timing, 10);
  const b = coreCallStarted(timing, 20);
  coreCallEnded(timing, a, 40);
  coreCallEnded(timing, b, 50);
  const c = coreCallStarted(timing, 60);
  expect(coreBusyMs(timing, 65)).toBe(45); // a call still in flight counts up to now
  coreCallEnded(timing, c, 70);
  expect(serverTiming(timing, 80.26)).toBe('core;dur=50, app;dur=30.3');
  // The request line's legacy time still sums the calls.
  expect(timing).toMatchObject({ legacyMs: 70, legacyCalls: 3, inFlight: 0 });
});

test('a call made outside a request (no timing) is only timed', () => {
  const started = coreCallStarted(undefined, 5);
  expect(coreCallEnded(undefined, started, 12)).toBe(7);
});

import { loadEnv } from '../config/env';
import { loginAs, useStack } from './support/stack';
import type { Row } from './support/proposals';

// Issue 44 item 3: outside production with CORE_CLOCK=on, moving the mock's clock moves the BFF's business dates.
const ctx = useStack({ CORE_CLOCK: 'on' }, { login: 'AG00001', reset: true });
const DAY_MS = 86_400_000;

async function row(transCode: string) {
  const res = await ctx.agent.get('/api/proposals').query({ transCode }).expect(200);
  return {
    row: (res.body as Row[])[0] as Row,
    offset: res.headers['x-clock-offset-ms'] as string | undefined,
  };
}

describe('CORE_CLOCK=on', () => {
  afterEach(async () => {
    const { body } = await ctx.stack.mock('post', '/__mock/clock', { advanceMs: 0 });
    await ctx.stack.mock('post', '/__mock/clock', { advanceMs: -(body as { offsetMs: number }).offsetMs });
  });

  it('a remote S case accepted today becomes overdue once the mock moves a day on; the SPA is told the gap', async () => {
    const made = await ctx.stack.mock('post', '/__mock/scenarios', {
      userCode: 'AG00001',
      polState: 'S',
      polInsureType: 'R',
    });
    const { transCode } = made.body as { transCode: string };
    expect((await row(transCode)).row.overdue).toBe(false);
    await ctx.stack.mock('post', '/__mock/clock', { advanceMs: DAY_MS });
    // A day idle ends the core's session (SESSION_TIMEOUT on the mock's clock): the agent logs in again.
    await loginAs(ctx.stack, ctx.agent, 'AG00001');
    const after = await row(transCode);
    expect(after.row.overdue).toBe(true);
    expect(Math.abs(Number(after.offset) - DAY_MS)).toBeLessThanOrEqual(1000);
    // Editing is refused as overdue by the BFF's own rule, on the core's day.
    const edit = await ctx.agent.get(`/api/proposals/${transCode}/open`).query({ mode: 'edit' });
    expect([edit.status, edit.body.error?.code]).toEqual([409, 'PROPOSAL_OVERDUE']);
  });

  it('follows the mock back to the machine clock (gap 0)', async () => {
    await ctx.stack.mock('post', '/__mock/clock', { advanceMs: 3 * DAY_MS });
    await ctx.stack.mock('post', '/__mock/clock', { advanceMs: -3 * DAY_MS });
    const rows = await ctx.agent.get('/api/proposals').expect(200);
    expect(rows.headers['x-clock-offset-ms']).toBe('0');
  });

  it('is refused in production, which keeps its own clock', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', CORE_CLOCK: 'on' })).toThrow(/CORE_CLOCK/);
  });
});

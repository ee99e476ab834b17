import supertest from 'supertest';
import { loadEnv } from '../config/env';
import { useStack } from './support/stack';

// Issue 44 item 4: outside production, a change made through the mock's control API reaches the portal on the
// next request (the shared cache keeps the mock's data version with each entry).
const ctx = useStack({ CORE_DATA_VERSION: 'on' }, { reset: true });

const phoneSwitch = async () =>
  (
    (await supertest(ctx.stack.app).get('/api/public/phone-switch').expect(200)).body as {
      blockMobile: boolean;
    }
  ).blockMobile;

describe('CORE_DATA_VERSION=on', () => {
  it('shows a parameter changed in the mock on the next request, and the reset on the one after', async () => {
    expect(await phoneSwitch()).toBe(true);
    expect(await ctx.stack.redis.ttl('ap:cache:phone-switch')).toBeGreaterThan(0);
    await ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'CELLPHONE_SWITCH',
      parameterValue: 'N',
    });
    expect(await phoneSwitch()).toBe(false);
    await ctx.stack.mock('post', '/__mock/reset');
    expect(await phoneSwitch()).toBe(true);
  });

  it('still serves from the cache while the mock changes nothing', async () => {
    expect(await phoneSwitch()).toBe(true);
    const journal = async (since = 0) =>
      (await ctx.stack.mock('get', `/__mock/requests?since=${since}`)).body as {
        seq: number;
        path: string;
      }[];
    const last = (await journal()).at(-1)?.seq ?? 0;
    expect(await phoneSwitch()).toBe(true);
    expect((await journal(last)).map((e) => e.path)).not.toContain('/public/parmd/phoneSwitch');
  });

  it('is refused in production, where the cache keeps its TTL', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', CORE_DATA_VERSION: 'on' })).toThrow(/CORE_DATA_VERSION/);
  });
});

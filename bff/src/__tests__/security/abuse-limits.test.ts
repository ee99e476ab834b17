import supertest from 'supertest';
import { customerStepMessages, errorMessages } from '@agent-portal/contracts/messages';
import { checkDigitFor } from '@agent-portal/contracts/rules';
import { loadEnv } from '../../config/env';
import { CSRF, loginAs, useStack, type Agent } from '../support/stack';

/*
 * Issue 20 item 6: abuse limits per agent and per target (phone number, national ID) on the SMS consent send, the
 * ID lookups, the name, address and consent checks and the finance lookup, with the real defaults (the other suites
 * relax them). Each limit: the limit+1-th call answers 429 with Retry-After and the envelope, and the core saw no
 * call for it; per target across two agents, per agent across targets.
 */
const ctx = useStack({ ABUSE_LIMIT_FACTOR: '', SMS_RESEND_SECONDS: '' });

let a: Agent; // AG00001
let b: Agent; // AG00005
let caseOfA = '';
let caseOfB = '';

async function newCase(agent: Agent): Promise<string> {
  const res = await agent
    .post('/api/proposals/trans-code')
    .set(CSRF)
    .send({ compCode: 'CH', polInsureType: 'M' })
    .expect(200);
  return (res.body as { transCode: string }).transCode;
}

beforeAll(async () => {
  a = supertest.agent(ctx.stack.app);
  b = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, a, 'AG00001');
  await loginAs(ctx.stack, b, 'AG00005');
  caseOfA = await newCase(a);
  caseOfB = await newCase(b);
}, 60_000);

/** Every test starts with no counter used (the logins above and earlier tests forgotten). */
beforeEach(() => forgetCounters('ap:throttle:*'));

async function forgetCounters(pattern: string): Promise<void> {
  const keys = await ctx.stack.redis.keys(pattern);
  if (keys.length) await ctx.stack.redis.del(...keys);
}

/** A valid national ID per number (the check digit computed), none of them a fixture customer. */
const nationalId = (n: number) => {
  const body = `F1${String(n).padStart(7, '0')}`;
  return `${body}${checkDigitFor(body)}`;
};
const phone = (n: number) => `0935${String(n).padStart(6, '0')}`;

const forgetCoreCalls = () => ctx.stack.mock('delete', '/__mock/requests');
/** The ownership guard's lookups (the agent, the case) run before the limit; they are not the operation's calls. */
const GUARD_LOOKUP = new Set(['/public/userInfo', '/ins/common/insPolicies/search']);
async function coreCalls(path?: string): Promise<number> {
  const { body } = await ctx.stack.mock('get', '/__mock/requests');
  return (body as { path: string }[]).filter((r) =>
    path === undefined ? !GUARD_LOOKUP.has(r.path) : r.path === path,
  ).length;
}

function expect429(
  res: supertest.Response,
  maxSeconds: number,
  message: string = errorMessages.TOO_MANY_REQUESTS,
) {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, message });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

/** The limit+1-th call is refused, and the core saw no call at all for it. */
async function refusedWithoutCoreCall(send: () => supertest.Test, maxSeconds: number, message?: string) {
  await forgetCoreCalls();
  expect429(await send(), maxSeconds, message);
  expect(await coreCalls()).toBe(0);
}

const HOUR = 3600;
const DAY = 24 * HOUR;

interface Limited {
  op: string;
  corePath: string;
  /** One call for `target` by `agent` (its own case where the call names one); the status when it passes. */
  call: (agent: Agent, target: string) => supertest.Test;
  ok: number;
  targetOf: (n: number) => string;
  perTarget?: { limit: number; windowSeconds: number };
  perAgent: { limit: number; windowSeconds: number };
}

const caseOf = (agent: Agent) => (agent === a ? caseOfA : caseOfB);
const street = (n: number) => ({
  addrCity: '臺北市',
  addrArea: '信義區',
  addrZipCode: '110',
  addrRoad: '市府路',
  addrNum: String((n % 900) + 1),
});

const LIMITED: Limited[] = [
  {
    op: 'ID lookup (the dialog)',
    corePath: '/ins/cus/checkIdnCard',
    call: (agent, idn) => agent.post('/api/customer-data/id-lookup').set(CSRF).send({ idn }),
    ok: 200,
    targetOf: nationalId,
    perTarget: { limit: 10, windowSeconds: HOUR },
    perAgent: { limit: 60, windowSeconds: HOUR },
  },
  {
    op: 'name check',
    corePath: '/ins/cus/checkCusName',
    call: (agent, idn) =>
      agent
        .post('/api/customer-data/name-check')
        .set(CSRF)
        .send({ transCode: caseOf(agent), customers: [{ idn, cusType: 'O' }] }),
    ok: 200,
    targetOf: nationalId,
    perTarget: { limit: 20, windowSeconds: HOUR },
    perAgent: { limit: 120, windowSeconds: HOUR },
  },
  {
    op: 'address check',
    corePath: '/kgib/rest/getKgibAddress',
    call: (agent, n) =>
      agent
        .post('/api/customer-data/address-check')
        .set(CSRF)
        .send({ type: 'R', parts: street(Number(n)) }),
    ok: 200,
    targetOf: String,
    perAgent: { limit: 120, windowSeconds: HOUR },
  },
  {
    op: 'consent check',
    corePath: '/ins/cus/cusAgreeYn',
    call: (agent, mobile) =>
      agent.post('/api/customer-steps/consent').set(CSRF).send({ cusName: '張三', mobile }),
    ok: 200,
    targetOf: phone,
    perTarget: { limit: 10, windowSeconds: 60 },
    perAgent: { limit: 600, windowSeconds: HOUR },
  },
];

describe('the defaults (config/abuse-limits.ts), tunable by env', () => {
  it('has one rule per agent and per target for each operation, with the documented numbers', () => {
    const rules = loadEnv({}).abuseLimits.map((r) => [r.name, r.subject, r.limit, r.windowSeconds]);
    expect(rules).toEqual([
      ['SMS_RESEND_SECONDS', 'target', 1, 120],
      ['SMS_PER_PHONE_PER_DAY', 'target', 5, DAY],
      ['SMS_PER_AGENT_PER_DAY', 'agent', 50, DAY],
      ['ID_LOOKUPS_PER_AGENT_PER_HOUR', 'agent', 60, HOUR],
      ['ID_LOOKUPS_PER_AGENT_PER_DAY', 'agent', 200, DAY],
      ['ID_LOOKUPS_PER_ID_PER_HOUR', 'target', 10, HOUR],
      ['NAME_CHECKS_PER_AGENT_PER_HOUR', 'agent', 120, HOUR],
      ['NAME_CHECKS_PER_ID_PER_HOUR', 'target', 20, HOUR],
      ['ADDRESS_CHECKS_PER_AGENT_PER_HOUR', 'agent', 120, HOUR],
      ['CONSENT_CHECKS_PER_AGENT_PER_HOUR', 'agent', 600, HOUR],
      ['CONSENT_CHECKS_PER_PHONE_PER_MINUTE', 'target', 10, 60],
    ]);
  });

  it('each variable sets its limit, SMS_RESEND_SECONDS the wait (0: off), ABUSE_LIMIT_FACTOR multiplies; bad values stop the start', () => {
    const env = loadEnv({
      ID_LOOKUPS_PER_ID_PER_HOUR: '3',
      SMS_RESEND_SECONDS: '30',
      ABUSE_LIMIT_FACTOR: '2',
    });
    const rule = (name: string) => env.abuseLimits.find((r) => r.name === name);
    expect(rule('ID_LOOKUPS_PER_ID_PER_HOUR')).toMatchObject({ limit: 6, windowSeconds: HOUR });
    expect(rule('SMS_RESEND_SECONDS')).toMatchObject({ limit: 2, windowSeconds: 30 });
    expect(rule('SMS_PER_AGENT_PER_DAY')).toMatchObject({ limit: 100 });
    expect(
      loadEnv({ SMS_RESEND_SECONDS: '0' }).abuseLimits.some((r) => r.name === 'SMS_RESEND_SECONDS'),
    ).toBe(false);
    expect(() => loadEnv({ NAME_CHECKS_PER_ID_PER_HOUR: '0' })).toThrow(/NAME_CHECKS_PER_ID_PER_HOUR/);
    expect(() => loadEnv({ ABUSE_LIMIT_FACTOR: 'many' })).toThrow(/ABUSE_LIMIT_FACTOR/);
  });
});

describe.each(LIMITED)('$op', (limited) => {
  if (limited.perTarget) {
    const { limit, windowSeconds } = limited.perTarget;
    it(`per target across two agents: call ${limit + 1} for one target is refused, other targets still pass`, async () => {
      const target = limited.targetOf(1);
      for (let i = 0; i < limit; i++) {
        await limited.call(i % 2 ? b : a, target).expect(limited.ok);
      }
      await refusedWithoutCoreCall(() => limited.call(b, target), windowSeconds);
      await refusedWithoutCoreCall(() => limited.call(a, target), windowSeconds);
      await limited.call(b, limited.targetOf(2)).expect(limited.ok);
    });
  }

  const { limit, windowSeconds } = limited.perAgent;
  it(`per agent across targets: call ${limit + 1} of one agent is refused, another agent still passes`, async () => {
    for (let i = 0; i < limit; i++) await limited.call(a, limited.targetOf(100 + i)).expect(limited.ok);
    await refusedWithoutCoreCall(() => limited.call(a, limited.targetOf(99)), windowSeconds);
    await limited.call(b, limited.targetOf(99)).expect(limited.ok);
  }, 60_000);
});

describe('name checks count each customer checked (issue 40 item 3: 94 requests once checked 376 IDs)', () => {
  const check = (agent: Agent, idns: string[]) =>
    agent
      .post('/api/customer-data/name-check')
      .set(CSRF)
      .send({ transCode: caseOf(agent), customers: idns.map((idn) => ({ idn, cusType: 'O' })) });
  const four = (n: number) => [0, 1, 2, 3].map((i) => nationalId(5000 + 4 * n + i));

  it('a 4-ID check takes 4 of the agent’s 120: the limit is reached after 30 such requests', async () => {
    await forgetCoreCalls();
    for (let n = 0; n < 30; n++) await check(a, four(n)).expect(200);
    expect(await coreCalls('/ins/cus/checkCusName')).toBe(30);
    await refusedWithoutCoreCall(() => check(a, [nationalId(6000)]), HOUR);
    expect(await ctx.stack.redis.get('ap:throttle:abuse:NAME_CHECKS_PER_AGENT_PER_HOUR:agent:AG00001')).toBe(
      '120',
    );
    await check(b, four(31)).expect(200); // another agent's allowance is its own
  }, 60_000);

  it('at the edge, a request that does not fit whole is refused whole: nothing taken, the core not called', async () => {
    for (let n = 0; n < 29; n++) await check(a, four(40 + n)).expect(200); // 116 customers
    await check(a, four(69).slice(0, 2)).expect(200); // 118
    await refusedWithoutCoreCall(() => check(a, four(70)), HOUR); // 122 would pass the limit
    await check(a, [nationalId(6001)]).expect(200); // 119
    await check(a, [nationalId(6002)]).expect(200); // 120
    await refusedWithoutCoreCall(() => check(a, [nationalId(6003)]), HOUR);
  }, 60_000);

  it('each ID of a request takes one of its own 20; one ID used up refuses the request and counts none of it', async () => {
    const [used, ...others] = four(80);
    for (let i = 0; i < 20; i++) await check(i % 2 ? b : a, [used!]).expect(200);
    await refusedWithoutCoreCall(() => check(a, [...others, used!]), HOUR);
    // The IDs with a count: the refused request gave back what it took of the other three.
    const counted = async () => {
      const keys = await ctx.stack.redis.keys('ap:throttle:abuse:NAME_CHECKS_PER_ID_PER_HOUR:*');
      return (await Promise.all(keys.map((k) => ctx.stack.redis.get(k)))).filter((v) => Number(v) > 0).length;
    };
    expect(await counted()).toBe(1);
    await check(a, others).expect(200);
    expect(await counted()).toBe(4);
    // The same person twice in one request is one customer checked.
    await check(b, [nationalId(7000), nationalId(7000)]).expect(200);
    expect(await ctx.stack.redis.get('ap:throttle:abuse:NAME_CHECKS_PER_AGENT_PER_HOUR:agent:AG00005')).toBe(
      '11',
    );
  });
});

describe('ID lookups: the dialog and the take-out name lookup share the counters, with a daily cap per agent', () => {
  it('the take-out application’s name lookup by ID counts as an ID lookup', async () => {
    const idn = 'D100000077'; // on the agent's take-out list: the name lookup answers it
    await a.get('/api/release-permits/customer').query({ cusIdn: idn }).expect(200);
    for (let i = 1; i < 10; i++) {
      await a.post('/api/customer-data/id-lookup').set(CSRF).send({ idn }).expect(200);
    }
    await refusedWithoutCoreCall(() => b.get('/api/release-permits/customer').query({ cusIdn: idn }), HOUR);
    await refusedWithoutCoreCall(() => a.post('/api/customer-data/id-lookup').set(CSRF).send({ idn }), HOUR);
  });

  it('200 a day per agent, whatever the hourly allowance', async () => {
    const lookup = (n: number) =>
      a
        .post('/api/customer-data/id-lookup')
        .set(CSRF)
        .send({ idn: nationalId(1000 + n) });
    for (let i = 0; i < 200; i++) {
      // The hourly counter forgotten every 50: only the daily one can refuse.
      if (i % 50 === 0) await forgetCounters('ap:throttle:abuse:ID_LOOKUPS_PER_AGENT_PER_HOUR:*');
      await lookup(i).expect(200);
    }
    await forgetCounters('ap:throttle:abuse:ID_LOOKUPS_PER_AGENT_PER_HOUR:*');
    await refusedWithoutCoreCall(() => lookup(999), DAY);
    expect(
      Number(await ctx.stack.redis.ttl('ap:throttle:abuse:ID_LOOKUPS_PER_AGENT_PER_DAY:agent:AG00001')),
    ).toBeGreaterThan(DAY - 120);
  }, 60_000);
});

describe('SMS consent sends', () => {
  const send = (agent: Agent, mobile: string) =>
    agent
      .post('/api/customer-steps/sms')
      .set(CSRF)
      .send({ transCode: caseOf(agent), cusName: '張三', mobile });
  const smsTo = async (mobile: string) =>
    ((await ctx.stack.mock('get', '/__mock/sms-sent')).body as { mobile: string }[]).filter(
      (s) => s.mobile === mobile,
    ).length;

  it('one per phone per 120 s (the countdown), across agents: the wait in Retry-After and the countdown’s words', async () => {
    const mobile = phone(1);
    expect((await send(a, mobile).expect(200)).body).toEqual({ result: 'SENT' });
    await forgetCoreCalls();
    const res = await send(b, mobile);
    expect429(res, 120, customerStepMessages.SMS_RESEND_IN(Number(res.headers['retry-after'])));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(100);
    expect(await coreCalls()).toBe(0);
    expect(await smsTo(mobile)).toBe(1);
    await send(b, phone(2)).expect(200); // another phone: the agent's own allowance is untouched
  });

  it('five per phone a day, across agents, even once each wait is over', async () => {
    const mobile = phone(3);
    const before = await smsTo(mobile);
    for (let i = 0; i < 5; i++) {
      await forgetCounters('ap:throttle:abuse:SMS_RESEND_SECONDS:*'); // the 120 s passed
      await send(i % 2 ? b : a, mobile).expect(200);
    }
    await forgetCounters('ap:throttle:abuse:SMS_RESEND_SECONDS:*');
    await refusedWithoutCoreCall(() => send(b, mobile), DAY);
    expect(await smsTo(mobile)).toBe(before + 5);
  });

  it('fifty per agent a day, across phones; another agent still sends', async () => {
    for (let i = 0; i < 50; i++) await send(a, phone(100 + i)).expect(200);
    await refusedWithoutCoreCall(() => send(a, phone(99)), DAY);
    await send(b, phone(99)).expect(200);
  });

  it('no SMS went out (already agreed, or the core failed: "press send again"): the phone’s wait is given back', async () => {
    const failing = '0900000000';
    await send(a, failing).expect(502);
    await send(a, failing).expect(502); // sent again at once, as the message says
    const agreed = { cusName: '張三', mobile: phone(4) };
    await ctx.stack.mock('post', '/__mock/consent/click', agreed);
    expect((await send(a, agreed.mobile).expect(200)).body).toEqual({ result: 'ALREADY_AGREED' });
    expect((await send(b, agreed.mobile).expect(200)).body).toEqual({ result: 'ALREADY_AGREED' });
    const sent = phone(5);
    await send(a, sent).expect(200);
    const again = await send(a, sent);
    expect429(again, 120, customerStepMessages.SMS_RESEND_IN(Number(again.headers['retry-after'])));
  });
});

describe('the counters keep no phone number or national ID in a Redis key', () => {
  it('targets appear as a keyed hash only', async () => {
    const idn = nationalId(7);
    const mobile = phone(7);
    await a.post('/api/customer-data/id-lookup').set(CSRF).send({ idn }).expect(200);
    await a.post('/api/customer-steps/consent').set(CSRF).send({ cusName: '張三', mobile }).expect(200);
    const keys = await ctx.stack.redis.keys('ap:throttle:abuse:*');
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      expect(key).not.toContain(idn);
      expect(key).not.toContain(mobile);
      expect(key).toMatch(/^ap:throttle:abuse:[A-Z_]+:(agent:AG\d+|[0-9a-f]{32})$/);
    }
    // The same person, however typed, is one counter.
    await a
      .post('/api/customer-data/id-lookup')
      .set(CSRF)
      .send({ idn: ` ${idn.toLowerCase()} ` });
    expect((await ctx.stack.redis.keys('ap:throttle:abuse:ID_LOOKUPS_PER_ID_PER_HOUR:*')).length).toBe(1);
  });
});

describe('concurrency: 20 parallel attempts, exactly the limit reach the core', () => {
  it('20 parallel SMS sends to one phone from two agents: one SMS', async () => {
    const mobile = phone(8);
    await forgetCoreCalls();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send20(i % 2 ? b : a, mobile)));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 429)).toHaveLength(19);
    expect(await coreCalls('/ins/cus/sendAgreeSms')).toBe(1);
  });

  it('20 parallel ID lookups of one ID from two agents: 10 reach the core', async () => {
    const idn = nationalId(9);
    await forgetCoreCalls();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b : a)
          .post('/api/customer-data/id-lookup')
          .set(CSRF)
          .send({ idn })
          .then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
    expect(await coreCalls('/ins/cus/checkIdnCard')).toBe(10);
  });
});

async function send20(agent: Agent, mobile: string): Promise<number> {
  const res = await agent
    .post('/api/customer-steps/sms')
    .set(CSRF)
    .send({ transCode: caseOf(agent), cusName: '張三', mobile });
  return res.status;
}

/**
 * Issue 14 §2, the core's faults (scripted through the mock's /__mock/faults and a TCP relay the test cuts): core
 * down, core slow past each timeout (login, address check, the default), core 5xx. Every case answers with the
 * catalogue's envelope and message, recovers by itself (no new login, no restart) and loses no autosaved draft.
 * The timeouts are the env's, made small here; `config/__tests__/timeouts.test.ts` holds the spec's defaults.
 */
import supertest from 'supertest';
import { errorMessages } from '@agent-portal/contracts/messages';
import { tcpProxy } from '../support/tcp-proxy';
import { eventually } from '../support/eventually';
import { CSRF, captchaFor, loginAs, startStack, type Agent, type Stack } from '../support/stack';

// Wide margins (×3): the machine may be loaded, and a timer late by a few hundred ms must not flip a case.
const LEGACY_TIMEOUT_MS = 500;
const LOGIN_TIMEOUT_MS = 3000;
const ADDRESS_CHECK_TIMEOUT_MS = 3000;
/** Past the default timeout but within the login's and the address check's. */
const BETWEEN_MS = 1500;
/** Past every timeout. */
const PAST_ALL_MS = 5000;

let stack: Stack;
let relay: Awaited<ReturnType<typeof tcpProxy>>;
let agent: Agent;
let transCode: string;
let revision = 0;

const fault = (body: object) => stack.mock('post', '/__mock/faults', body);
const clearFaults = () => stack.mock('delete', '/__mock/faults');
/** Until the core has taken every call a delay fault held (the late call landed), not for a length of time. */
const heldCallsLanded = () =>
  eventually(
    async () => (await stack.mock('get', '/__mock/faults/held')).body.held as number,
    (held) => held === 0,
    'the calls the core held',
  );
const autosave = (values: object) =>
  agent
    .post(`/api/customer-steps/${transCode}/drafts/policyholder`)
    .set(CSRF)
    .send({ mode: 'auto', revision, polInsureType: 'M', compCode: 'CH', stepCode: 'INS_S1', values });
const draft = async () =>
  (await agent.get(`/api/customer-steps/${transCode}`).expect(200)).body as {
    policyholder: Record<string, string>;
    revisions: { policyholder: number };
  };

/** The answer is the error envelope with this status, code and catalogue message. */
function expectEnvelope(res: supertest.Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(res.body.error).toMatchObject({ status, code, message });
  expect(res.headers['x-request-id']).toBeTruthy();
}

/** After a fault: the same session works again (no new login) and the draft holds everything autosaved before. */
async function expectRecoveredWithDraft(name: string) {
  await agent.get('/api/auth/me').expect(200);
  const before = await draft();
  expect(before.policyholder.cusName).toBe(name);
  revision = before.revisions.policyholder;
  const saved = await autosave({ cusName: name, mobile: '0911222333' }).expect(200);
  revision = saved.body.revision as number;
  expect((await draft()).policyholder).toMatchObject({ cusName: name, mobile: '0911222333' });
}

beforeAll(async () => {
  stack = await startStack(
    {
      LEGACY_TIMEOUT_MS: String(LEGACY_TIMEOUT_MS),
      LOGIN_TIMEOUT_MS: String(LOGIN_TIMEOUT_MS),
      ADDRESS_CHECK_TIMEOUT_MS: String(ADDRESS_CHECK_TIMEOUT_MS),
    },
    undefined,
    async (coreUrl) => {
      relay = await tcpProxy(Number(new URL(coreUrl).port));
      return `http://127.0.0.1:${relay.port}`;
    },
  );
  agent = supertest.agent(stack.app);
  await loginAs(stack, agent, 'AG00001');
  const code = await agent
    .post('/api/proposals/trans-code')
    .set(CSRF)
    .send({ compCode: 'CH', polInsureType: 'M' })
    .expect(200);
  transCode = code.body.transCode as string;
}, 60_000);
afterEach(clearFaults);
afterAll(async () => {
  // The last case's late call still held by the core: landed before the stack closes (no timer left behind).
  await heldCallsLanded();
  await relay.cut().catch(() => undefined);
  await stack.close();
});

describe('core down', () => {
  it('connection refused (the core process gone): 502 NO_RESPONSE, then back by itself with the draft', async () => {
    revision = (await autosave({ cusName: '王大明' }).expect(200)).body.revision;
    await relay.cut();
    expectEnvelope(await autosave({ cusName: '王大明二' }), 502, 'NO_RESPONSE', errorMessages.NO_RESPONSE);
    expectEnvelope(
      await agent.get(`/api/customer-steps/${transCode}`),
      502,
      'NO_RESPONSE',
      errorMessages.NO_RESPONSE,
    );
    const captcha = await supertest(stack.app).get('/api/auth/captcha');
    expectEnvelope(captcha, 502, 'NO_RESPONSE', errorMessages.NO_RESPONSE);
    await relay.restore();
    await expectRecoveredWithDraft('王大明');
  });

  it('connections dropped without an answer: 502 NO_RESPONSE on reads and autosaves, then back', async () => {
    await fault({ pathPrefix: '/', down: true });
    expectEnvelope(await autosave({ cusName: '陳小華' }), 502, 'NO_RESPONSE', errorMessages.NO_RESPONSE);
    expectEnvelope(await agent.get('/api/common/menu'), 502, 'NO_RESPONSE', errorMessages.NO_RESPONSE);
    await clearFaults();
    await expectRecoveredWithDraft('王大明');
  });
});

describe('core 5xx', () => {
  it.each([
    [500, 500, 'SERVER_BUSY', errorMessages.SERVER_BUSY],
    [502, 502, 'MAINTENANCE', errorMessages.MAINTENANCE],
    [503, 502, 'MAINTENANCE', errorMessages.MAINTENANCE],
    [504, 502, 'MAINTENANCE', errorMessages.MAINTENANCE],
  ])('core %d on every path → %d %s; the draft survives', async (legacy, status, code, message) => {
    await fault({ pathPrefix: '/', status: legacy });
    expectEnvelope(await autosave({ cusName: '林大同' }), status, code, message);
    expectEnvelope(await agent.get('/api/home/announcements'), status, code, message);
    await clearFaults();
    await expectRecoveredWithDraft('王大明');
  });
});

describe('core slow past each timeout', () => {
  it('the default timeout (LEGACY_TIMEOUT_MS): 504 CORE_TIMEOUT without waiting for the core', async () => {
    await fault({ pathPrefix: '/ins/cus/cusInfo/query', delayMs: PAST_ALL_MS });
    const started = Date.now();
    expectEnvelope(
      await agent.get(`/api/customer-steps/${transCode}`),
      504,
      'CORE_TIMEOUT',
      errorMessages.CORE_TIMEOUT,
    );
    expect(Date.now() - started).toBeLessThan(PAST_ALL_MS - 200);
    await clearFaults();
    await expectRecoveredWithDraft('王大明');
  });

  it('an autosave the core answers too late: 504, and the next autosave from the same revision is taken', async () => {
    await fault({ pathPrefix: '/ins/cus/cusInfo', method: 'POST', delayMs: BETWEEN_MS, times: 1 });
    expectEnvelope(await autosave({ cusName: '張慢慢' }), 504, 'CORE_TIMEOUT', errorMessages.CORE_TIMEOUT);
    // The refused save gave its revision back: the client's next autosave (same revision) is not a conflict.
    revision = (await autosave({ cusName: '張快快' }).expect(200)).body.revision;
    // The late write lands after the next one or before it; whichever did, nothing typed is lost once it settles.
    await heldCallsLanded();
    revision = (await autosave({ cusName: '王大明' }).expect(200)).body.revision;
    await expectRecoveredWithDraft('王大明');
  });

  it('the login waits LOGIN_TIMEOUT_MS (longer than the default), then 504 CORE_TIMEOUT; the next try logs in', async () => {
    const visitor = supertest.agent(stack.app);
    const login = async () => {
      // The captcha first: the agent attaches its cookies when the request is made.
      const captcha = await captchaFor(stack, visitor);
      return visitor
        .post('/api/auth/login')
        .set(CSRF)
        .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    };
    await fault({ pathPrefix: '/login', method: 'POST', delayMs: BETWEEN_MS, times: 1 });
    expect((await login()).status).toBe(200);

    await fault({ pathPrefix: '/login', method: 'POST', delayMs: PAST_ALL_MS, times: 1 });
    const started = Date.now();
    expectEnvelope(await login(), 504, 'CORE_TIMEOUT', errorMessages.CORE_TIMEOUT);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(LOGIN_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(PAST_ALL_MS);
    // The next login after the core's late one has landed (the core's newest login is then the fresh one).
    await heldCallsLanded();
    const fresh = supertest.agent(stack.app);
    await loginAs(stack, fresh, 'AG00001');
    await fresh.get('/api/auth/me').expect(200);
  });

  it('the address check waits ADDRESS_CHECK_TIMEOUT_MS, then answers "unreachable" (spec 3 §7), never a 5xx', async () => {
    const check = () =>
      agent
        .post('/api/customer-data/address-check')
        .set(CSRF)
        .send({
          type: 'R',
          parts: {
            addrCity: '臺北市',
            addrArea: '信義區',
            addrZipCode: '110',
            addrRoad: '市府路',
            addrNum: '1',
          },
        });
    await fault({ pathPrefix: '/kgib/rest/getKgibAddress', delayMs: BETWEEN_MS, times: 1 });
    expect((await check().expect(200)).body.outcome).not.toBe('unreachable');

    await fault({ pathPrefix: '/kgib/rest/getKgibAddress', delayMs: PAST_ALL_MS, times: 1 });
    const started = Date.now();
    const late = await check().expect(200);
    expect(late.body).toMatchObject({ outcome: 'unreachable', flag: 'P' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(ADDRESS_CHECK_TIMEOUT_MS - 50);
    await clearFaults();
    expect((await check().expect(200)).body.outcome).not.toBe('unreachable');
    await expectRecoveredWithDraft('王大明');
  });
});

import supertest from 'supertest';
import { errorMessages } from '@agent-portal/contracts/messages';
import { captchaFor, CSRF, useStack } from './support/stack';

/**
 * Issue 42, the contract watch: the mock core drifts from legacy.yaml on purpose (POST /__mock/drift) and the BFF,
 * over real HTTP, names it: 502 CORE_CONTRACT where it would have guessed, an extra field dropped, each counted in
 * bff_core_contract_violations_total{operation, kind} and logged once (operation, kind, pointers: never a value).
 * Each test drifts its own operation and kind: the log line of a kind is written once a minute.
 */
const ctx = useStack({}, { login: 'AG00001' });

afterEach(() => ctx.stack.mock('delete', '/__mock/drift'));

/** Stands for a customer's data in the core's answers: it must never reach a log line. */
const MARKER = 'MARKER-王小明-A123456789';
const VIOLATION_LINE = 'core answer departs from legacy.yaml';

/** One drift of the mock core's answers (mocks/src/middleware/drift.ts). */
const drift = async (
  method: 'GET' | 'POST',
  path: string,
  mutation: string,
  field: { pointer?: string; to?: string; value?: unknown } = {},
) => {
  const entry = { method, path, mutation, ...field };
  expect((await ctx.stack.mock('post', '/__mock/drift', [entry])).status).toBe(201);
};

const SEARCH = '/ins/common/insPolicies/search';
const NEW_TRANS_CODE = '/ins/common/insPolicies/newTransCode';

async function violations(operation: string, kind: string): Promise<number> {
  const text = (await supertest(ctx.stack.app).get('/metrics').expect(200)).text;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`bff_core_contract_violations_total{operation="${operation}",kind="${kind}"}`));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

type Contract = { operation: string; kind: string; pointers: string[]; requestId: string; status: number };
const lines = (operation: string, kind: string) =>
  ctx.stack.logs.filter((l) => {
    const c = l.contract as Contract | undefined;
    return l.msg === VIOLATION_LINE && c?.operation === operation && c.kind === kind;
  });

/** The rows as the core answers them undrifted: their text values must not reach the log either. */
let coreValues: string[] = [];

/** Runs `call` and holds the watch to what it must do: the metric up by one, one log line without a value. */
async function reported(
  operation: string,
  kind: string,
  pointers: string[],
  call: () => Promise<supertest.Response>,
) {
  const before = await violations(operation, kind);
  const res = await call();
  expect(await violations(operation, kind)).toBe(before + 1);
  const logged = lines(operation, kind);
  expect(logged).toHaveLength(1);
  const line = logged[0] as Record<string, unknown> & { contract: Contract };
  expect(line.level).toBe(40);
  expect(line.contract.pointers).toEqual(pointers);
  expect(line.contract.requestId).toBe(res.headers['x-request-id']);
  const text = JSON.stringify(line);
  expect(text).not.toContain(MARKER);
  for (const value of coreValues) expect(text).not.toContain(value);
  return res;
}

const search = () => ctx.agent.get('/api/proposals');
const newTransCode = () =>
  ctx.agent.post('/api/proposals/trans-code').set(CSRF).send({ compCode: 'CH', polInsureType: 'M' });

function expectContractRefusal(res: supertest.Response) {
  expect(res.status).toBe(502);
  expect(res.body.error).toMatchObject({
    code: 'CORE_CONTRACT',
    status: 502,
    message: errorMessages.CORE_CONTRACT,
    requestId: res.headers['x-request-id'],
  });
}

describe('the contract watch on the core’s answers (issue 42)', () => {
  it('leaves a conforming answer alone: nothing counted, nothing logged', async () => {
    const res = await search().expect(200);
    const rows = res.body as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    coreValues = [
      ...new Set(
        rows.flatMap((r) => [r.oCusName, r.iCusName, r.transCode]).filter((v) => typeof v === 'string'),
      ),
    ].filter((v) => v.length >= 3);
    expect(coreValues.length).toBeGreaterThan(0);
    expect((await supertest(ctx.stack.app).get('/metrics').expect(200)).text).not.toContain(
      'bff_core_contract_violations_total{',
    );
    expect(ctx.stack.logs.filter((l) => l.msg === VIOLATION_LINE)).toEqual([]);
  });

  it('drop-field: a search row without its transCode is 502 CORE_CONTRACT, not a row the agent cannot open', async () => {
    await drift('POST', SEARCH, 'drop-field', { pointer: '/0/transCode' });
    expectContractRefusal(await reported('searchProposals', 'missing', ['/0/transCode'], search));
  });

  it('change-type: rows that are not an array are 502 CORE_CONTRACT, not an empty list', async () => {
    await drift('POST', SEARCH, 'change-type', { pointer: '', value: { rows: MARKER } });
    expectContractRefusal(await reported('searchProposals', 'type', [''], search));
  });

  it('rename-field: a new code under another name is 502 CORE_CONTRACT, not a case coded ""', async () => {
    await drift('GET', NEW_TRANS_CODE, 'rename-field', { pointer: '/transCode', to: 'transcode' });
    const res = await reported('getNewTransCode', 'missing', ['/transCode'], newTransCode);
    expectContractRefusal(res);
    expect(lines('getNewTransCode', 'extra')[0]?.contract).toMatchObject({ pointers: ['/transcode'] });
  });

  it('add-field: an extra field on every row is counted and dropped; the agent gets the rows', async () => {
    const clean = (await search().expect(200)).body as unknown;
    await drift('POST', SEARCH, 'add-field', { pointer: '/*/driftNote', value: MARKER });
    const res = await reported('searchProposals', 'extra', expect.arrayContaining(['/0/driftNote']), search);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(clean);
    expect(res.text).not.toContain(MARKER);
  });

  it('erorrMsg where the operation documents a list: 502 CORE_CONTRACT, not an empty list', async () => {
    await drift('GET', '/ins/common/insPolicies/pending', 'erorrMsg');
    const pending = () => ctx.agent.get('/api/home/pending-proposals');
    expectContractRefusal(await reported('getPendingPolicies', 'quirk', ['/erorrMsg'], pending));
    expect(lines('getPendingPolicies', 'type')[0]?.contract).toMatchObject({ pointers: [''] });
  });

  it('empty-body where a body is documented: 502 CORE_CONTRACT, not an empty transaction code', async () => {
    await drift('GET', NEW_TRANS_CODE, 'empty-body');
    expectContractRefusal(await reported('getNewTransCode', 'quirk', [''], newTransCode));
  });

  it('html-error: an HTML page with HTTP 200 is 502 CORE_CONTRACT', async () => {
    await drift('GET', '/adm/com/roleMenu', 'html-error');
    const res = await reported('getRoleMenu', 'type', [''], () => ctx.agent.get('/api/common/menu'));
    expectContractRefusal(res);
    expect(lines('getRoleMenu', 'content-type')).toHaveLength(1);
  });

  it('wrong-content-type around a conforming body: reported, the agent gets the answer', async () => {
    const clean = (await search().expect(200)).body as unknown;
    await drift('POST', SEARCH, 'wrong-content-type');
    const res = await reported('searchProposals', 'content-type', [''], search);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(clean);
  });

  it('a missing RSA public key is 502 CORE_CONTRACT, not a 500', async () => {
    const agent = supertest.agent(ctx.stack.app);
    const captcha = await captchaFor(ctx.stack, agent);
    await drift('GET', '/public/adm/com/getRsaPublicKey', 'drop-field', { pointer: '/publicKey' });
    const login = () =>
      agent.post('/api/auth/login').set(CSRF).send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    expectContractRefusal(await reported('getRsaPublicKey', 'missing', ['/publicKey'], login));
  });

  it('the quirks legacy.yaml documents are reshaped, never counted: 449, 517, an empty body meaning OK', async () => {
    expect(
      (
        await ctx.stack.mock('post', '/__mock/faults', {
          pathPrefix: '/wob/servMsg2',
          errorCode: 449,
          times: 1,
        })
      ).status,
    ).toBe(201);
    const notice = await ctx.agent.get('/api/home/announcements');
    expect(notice.body.error?.code).toBe('LEGACY_NOTICE');
    const agent = supertest.agent(ctx.stack.app);
    const captcha = await captchaFor(ctx.stack, agent);
    const refused = await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00517', password: 'Demo2468', captcha });
    expect(refused.body.error?.code).toBe('PASSWORD_RESET_REQUIRED');
    // The login of this file picked AG00001's role: POST /users/branCodeRole answered an empty body (OK).
    const text = (await supertest(ctx.stack.app).get('/metrics').expect(200)).text;
    for (const operation of ['getServiceMessage', 'login', 'pickBranCodeRole'])
      expect(text).not.toContain(`operation="${operation}"`);
  });
});

import { customerDataMessages } from '@agent-portal/contracts/messages';
import { useStack } from '../support/stack';
import {
  HOLDER,
  checkHolderAddress,
  nameCheck as checkName,
  newCase as customerNewCase,
  saveStep,
} from '../support/customers';
import { caseWhere, coreCalls, forgetCoreCalls } from '../support/proposals';

/**
 * Issue 20, checks fail closed and follow the spec: an empty, malformed or failed name-check answer refuses with the
 * catalogue message and counts as no check; the insured is checked too (cusTypeICheck); E stops, also in the AML
 * step. Each refused save leaves the core's draft as it was.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true, clearFaults: true });

const CHECK_PATH = '/ins/cus/checkCusName';
/** The core answers the name check with exactly this text (200). */
const coreAnswers = async (replyText: string) =>
  expect(
    (await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: CHECK_PATH, replyText, times: 1 })).status,
  ).toBe(201);

/** A policyholder with consent already given (mock fixtures: 王大明 / 0911222333), unknown to the name check (S). */
const holder = HOLDER;
/** An insured child of the policyholder (relation 3). */
const child = {
  ...holder,
  relationOwnerCode: '3',
  cusIdn: 'N134590122',
  cusName: '謝小恩',
  birthYy: '110',
  mobile: '0955666777',
  addrFull: '',
  checkAddrYn: '',
};
/** The sanctioned customer of the mock (name check E) as the insured. */
const sanctionedInsured = {
  ...child,
  relationOwnerCode: '4',
  cusIdn: 'B200000040',
  cusName: '蔡依林',
  sex: '2',
};

beforeEach(() => checkHolderAddress(ctx.agent));

const newCase = () => customerNewCase(ctx.agent);

const save = (transCode: string, step: 'policyholder' | 'insured', values: object, revision = 0) =>
  saveStep(ctx.agent, transCode, step, values, { mode: 'final', revision });

const nameCheck = (transCode: string, idn: string, cusType: 'O' | 'I') =>
  checkName(ctx.agent, transCode, idn, cusType);

const drafts = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body as {
    policyholder: Record<string, string> | null;
    insured: Record<string, string> | null;
  };

/** The refusal with the envelope, and no customer write reached the core; the drafts read as before. */
async function expectRefusedUnchanged(
  transCode: string,
  step: 'policyholder' | 'insured',
  values: object,
  code: string,
  message: string,
): Promise<void> {
  const before = await drafts(transCode);
  await forgetCoreCalls(ctx.stack);
  const res = await save(transCode, step, values);
  expect(res.status).toBe(409);
  expect(res.body.error).toMatchObject({ code, status: 409, message });
  const writes = (await coreCalls(ctx.stack, '/ins/cus/cusInfo')).filter(
    (c) => c.path === '/ins/cus/cusInfo',
  );
  expect(writes).toEqual([]);
  expect(await drafts(transCode)).toEqual(before);
}

describe('the name check fails closed (issue 20)', () => {
  it.each([
    ['an empty answer', ''],
    ['an empty object', '{}'],
    ['an unknown status', '{"status":"X","message":"","amlResult":"L","secAmlResult":"N"}'],
    ['no status', '{"message":"ok","amlResult":"L","secAmlResult":"N"}'],
    ['a text that is not JSON', 'OK'],
  ])(
    'refuses %s with the catalogue message, and the final save then finds no check',
    async (_what, reply) => {
      const transCode = await newCase();
      await coreAnswers(reply);
      const res = await nameCheck(transCode, holder.cusIdn, 'O');
      expect(res.status).toBe(502);
      expect(res.body.error).toMatchObject({
        code: 'NAME_CHECK_FAILED',
        message: customerDataMessages.NAME_CHECK_FAILED,
      });
      await expectRefusedUnchanged(
        transCode,
        'policyholder',
        { ...holder, cusCheck: 'Y' },
        'NAME_CHECK_REQUIRED',
        customerDataMessages.NAME_CHECK_REQUIRED,
      );
    },
  );

  it('refuses a failed check (core 500, no answer) and takes back the earlier S of that customer', async () => {
    const transCode = await newCase();
    await nameCheck(transCode, holder.cusIdn, 'O').expect(200);
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: CHECK_PATH, status: 500, times: 1 });
    const failed = await nameCheck(transCode, holder.cusIdn, 'O');
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('NAME_CHECK_FAILED');
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: CHECK_PATH, down: true, times: 1 });
    expect((await nameCheck(transCode, holder.cusIdn, 'O')).body.error.code).toBe('NAME_CHECK_FAILED');
    await expectRefusedUnchanged(
      transCode,
      'policyholder',
      { ...holder, cusCheck: 'Y' },
      'NAME_CHECK_REQUIRED',
      customerDataMessages.NAME_CHECK_REQUIRED,
    );
    // A good answer again: the save goes through.
    await nameCheck(transCode, holder.cusIdn, 'O').expect(200);
    await save(transCode, 'policyholder', holder).expect(200);
  });
});

describe('the insured is name-checked too (spec 3 §4 cusTypeICheck)', () => {
  async function caseWithHolder(): Promise<string> {
    const transCode = await newCase();
    await nameCheck(transCode, holder.cusIdn, 'O').expect(200);
    await save(transCode, 'policyholder', holder).expect(200);
    return transCode;
  }

  it('refuses an insured without its own check (a check of the same ID as policyholder does not count)', async () => {
    const transCode = await caseWithHolder();
    await nameCheck(transCode, child.cusIdn, 'O').expect(200);
    await expectRefusedUnchanged(
      transCode,
      'insured',
      { ...child, cusCheck: 'Y' },
      'NAME_CHECK_REQUIRED',
      customerDataMessages.NAME_CHECK_REQUIRED,
    );
    await nameCheck(transCode, child.cusIdn, 'I').expect(200);
    await save(transCode, 'insured', child).expect(200);
    expect((await drafts(transCode)).insured).toMatchObject({ cusIdn: child.cusIdn, amlResult: 'L' });
  });

  it('refuses an insured whose check said E, with the core’s message', async () => {
    const transCode = await caseWithHolder();
    const check = await nameCheck(transCode, sanctionedInsured.cusIdn, 'I').expect(200);
    expect(check.body.status).toBe('E');
    await expectRefusedUnchanged(
      transCode,
      'insured',
      { ...sanctionedInsured, cusCheck: 'Y' },
      'NAME_CHECK_STOPPED',
      check.body.message,
    );
  });
});

describe('the AML step’s name check (spec 2 §7, §8)', () => {
  const amlCase = () => caseWhere(ctx.agent, (r) => r.polState === 'U' && r.amlPassState === 'P');

  it('refuses the step when the check answers nothing usable (it no longer reads as "not on a list")', async () => {
    const row = await amlCase();
    await coreAnswers('');
    const res = await ctx.agent.get(`/api/proposals/${row.transCode}/aml`);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'NAME_CHECK_FAILED',
      message: customerDataMessages.NAME_CHECK_FAILED,
    });
  });

  it('stops on E with the core’s message', async () => {
    const row = await amlCase();
    const message = '客戶為制裁名單對象，不得受理投保!';
    await coreAnswers(JSON.stringify({ status: 'E', message, amlResult: 'H', secAmlResult: 'Y' }));
    const res = await ctx.agent.get(`/api/proposals/${row.transCode}/aml`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'NAME_CHECK_STOPPED', message });
  });
});

import { customerDataMessages, ruleMessages } from '@agent-portal/contracts/messages';
import { useStack } from '../support/stack';
import {
  checkHolderAddress,
  holderAs,
  nameCheck as checkName,
  newCase as customerNewCase,
  saveStep,
} from '../support/customers';
import { coreCalls, forgetCoreCalls } from '../support/proposals';

/**
 * Issue 20, the consent gate: a final policyholder save proceeds on the name check the BFF ran and recorded for
 * that case, party and ID, and on the core's SMS consent, never on the body's cusCheck. Each refusal leaves the
 * core's draft as it was (re-read as the owner; no customer write reached the core).
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

/** A valid policyholder (mock customer records: A100000010 S, B100000039 M, B200000040 E). */
const holder = (who: { cusIdn: string; cusName: string; sex: string; mobile: string }) => ({
  ...holderAs(who),
  email: 'holder@example.com',
});
const CLEAR = { cusIdn: 'A100000010', cusName: '王志明', sex: '1', mobile: '0912000010' };
const WARNED = { cusIdn: 'B100000039', cusName: '陳建國', sex: '1', mobile: '0912000039' };
const SANCTIONED = { cusIdn: 'B200000040', cusName: '蔡依林', sex: '2', mobile: '0912000040' };

beforeEach(() => checkHolderAddress(ctx.agent));

const newCase = () => customerNewCase(ctx.agent);

const save = (transCode: string, values: object, mode: 'final' | 'temporary', revision: number) =>
  saveStep(ctx.agent, transCode, 'policyholder', values, { mode, revision });

const nameCheck = (transCode: string, idn: string, cusType: 'O' | 'I' = 'O') =>
  checkName(ctx.agent, transCode, idn, cusType);

const clickConsent = (who: { cusName: string; mobile: string }) =>
  ctx.stack.mock('post', '/__mock/consent/click', { cusName: who.cusName, mobile: who.mobile });

const policyholderOf = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body.policyholder as Record<
    string,
    string
  > | null;

/** A case with a temporary draft of the policyholder (revision 1), and the core's request log forgotten. */
async function caseWithDraft(who: typeof CLEAR): Promise<string> {
  const transCode = await newCase();
  await save(transCode, { cusIdn: who.cusIdn, cusName: who.cusName }, 'temporary', 0).expect(200);
  return transCode;
}

/** The refusal, and the proof that nothing changed: no customer write reached the core, the draft reads the same. */
async function expectRefusedUnchanged(
  transCode: string,
  values: object,
  code: string,
  message: string,
): Promise<void> {
  const before = await policyholderOf(transCode);
  await forgetCoreCalls(ctx.stack);
  const res = await save(transCode, values, 'final', 1);
  expect(res.status).toBe(409);
  expect(res.body.error).toMatchObject({ code, status: 409, message });
  const writes = (await coreCalls(ctx.stack, '/ins/cus/cusInfo')).filter(
    (c) => c.path === '/ins/cus/cusInfo',
  );
  expect(writes).toEqual([]);
  expect(await policyholderOf(transCode)).toEqual(before);
  expect(before).toMatchObject({ cusName: expect.any(String) });
}

describe('the consent gate of a final policyholder save (issue 20)', () => {
  it('refuses a forged cusCheck Y without SMS consent and without a name check (CONSENT_PENDING)', async () => {
    const transCode = await caseWithDraft(CLEAR);
    await expectRefusedUnchanged(
      transCode,
      { ...holder(CLEAR), cusCheck: 'Y', agreeYn: 'Y' },
      'CONSENT_PENDING',
      ruleMessages.CONSENT_PENDING,
    );
  });

  it('refuses a customer whose name check said E, whatever cusCheck and consent say', async () => {
    const transCode = await caseWithDraft(SANCTIONED);
    const check = await nameCheck(transCode, SANCTIONED.cusIdn).expect(200);
    expect(check.body.status).toBe('E');
    await clickConsent(SANCTIONED);
    await expectRefusedUnchanged(
      transCode,
      { ...holder(SANCTIONED), cusCheck: 'Y', agreeYn: 'Y' },
      'NAME_CHECK_STOPPED',
      check.body.message,
    );
  });

  it('refuses a consented customer the BFF never name-checked, for this case, party and ID (fail closed)', async () => {
    const transCode = await caseWithDraft(SANCTIONED);
    await clickConsent(SANCTIONED);
    // Checks that name someone else, another party or another case do not count for this save.
    await nameCheck(transCode, CLEAR.cusIdn).expect(200);
    await nameCheck(transCode, SANCTIONED.cusIdn, 'I').expect(200);
    const other = await newCase();
    await nameCheck(other, SANCTIONED.cusIdn).expect(200);
    // The E of the insured and of the other case do not stand for this policyholder: it is unchecked.
    await expectRefusedUnchanged(
      transCode,
      { ...holder(SANCTIONED), cusCheck: 'Y' },
      'NAME_CHECK_REQUIRED',
      customerDataMessages.NAME_CHECK_REQUIRED,
    );
  });

  it('writes cusCheck and amlResult from the recorded check (S), not from the body', async () => {
    const transCode = await caseWithDraft(CLEAR);
    await nameCheck(transCode, CLEAR.cusIdn.toLowerCase()).expect(200);
    const res = await save(
      transCode,
      { ...holder(CLEAR), cusCheck: 'N', amlResult: 'FORGED' },
      'final',
      1,
    ).expect(200);
    expect(res.body.warning).toBeUndefined();
    expect(await policyholderOf(transCode)).toMatchObject({
      cusIdn: CLEAR.cusIdn,
      cusCheck: 'Y',
      amlResult: 'L',
    });
  });

  it('saves an M customer without consent, with the name check’s warning, and records the check (spec 3 §8)', async () => {
    const transCode = await caseWithDraft(WARNED);
    const check = await nameCheck(transCode, WARNED.cusIdn).expect(200);
    expect(check.body.status).toBe('M');
    const res = await save(
      transCode,
      { ...holder(WARNED), cusCheck: 'N', amlResult: 'L' },
      'final',
      1,
    ).expect(200);
    expect(res.body.warning).toBe(check.body.message);
    expect(await policyholderOf(transCode)).toMatchObject({
      cusIdn: WARNED.cusIdn,
      cusCheck: 'Y',
      amlResult: 'H',
    });
  });

  it('a temporary save keeps cusCheck N and no amlResult for an unchecked customer, whatever the body says', async () => {
    const transCode = await newCase();
    await save(transCode, { ...holder(CLEAR), cusCheck: 'Y', amlResult: 'L' }, 'temporary', 0).expect(200);
    expect(await policyholderOf(transCode)).toMatchObject({ cusCheck: 'N', amlResult: '' });
  });
});

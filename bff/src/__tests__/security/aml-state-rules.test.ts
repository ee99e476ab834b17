import { proposalMessages } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from '../support/stack';
import { caseWhere, coreCalls, forgetCoreCalls } from '../support/proposals';

/**
 * Issue 20, the AML state rules (spec 2 §4.2, §4.4): risk, EDD and finish were taken in every case state. They are
 * now taken only while the case is editable (N or S, the wizard) or in the money-laundering resubmission (U with
 * amlPassState P, whose finish is the only one in money-laundering mode); any other state is refused with the
 * envelope before a core write, and the core's AML records stay as they were.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

const answers = {
  idnCode: ['A'],
  idnCheckYn: 'Y',
  commCheckYn: 'Y',
  specJobYn: 'N',
  mlCheckYn: 'Y',
  insureSource: '1',
  premSource: '1',
};
const edd = { visitCode: '1', incomeSource: ['1'], payMode: '1' };

const post = (transCode: string, what: 'risk' | 'edd' | 'finish', body: object) =>
  ctx.agent.post(`/api/proposals/${transCode}/aml/${what}`).set(CSRF).send(body);
const records = async (transCode: string) =>
  (await ctx.stack.mock('get', `/__mock/aml?transCode=${transCode}`)).body;
const putState = (transCode: string, polState: string, amlPassState: string | null = null) =>
  ctx.stack
    .mock('put', '/__mock/case-state', { transCode, polState, amlPassState })
    .then((res) => expect(res.status).toBe(204));

/** Every AML write the SPA can send, wizard and resubmission modes. */
const WRITES: [string, 'risk' | 'edd' | 'finish', object][] = [
  ['risk 儲存', 'risk', { temporary: false, values: answers }],
  ['risk 暫存', 'risk', { temporary: true, values: answers }],
  ['EDD 儲存', 'edd', { temporary: false, values: edd }],
  ['EDD 暫存', 'edd', { temporary: true, values: edd }],
  ['finish (wizard)', 'finish', { moneyLaundMode: false }],
  ['finish (money laundering)', 'finish', { moneyLaundMode: true }],
];

/** A draft with its risk form saved high-risk and its EDD saved: every write would reach the core. */
async function preparedCase(): Promise<string> {
  const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
  expect((await post(transCode, 'risk', { temporary: false, values: answers }).expect(200)).body.edd).toBe(
    'edd',
  );
  await post(transCode, 'edd', { temporary: false, values: edd }).expect(200);
  return transCode;
}

async function expectRefusedUnchanged(transCode: string, writes = WRITES): Promise<void> {
  const before = await records(transCode);
  await forgetCoreCalls(ctx.stack);
  for (const [name, what, body] of writes) {
    const res = await post(transCode, what, body);
    expect([name, res.status]).toEqual([name, 409]);
    expect(res.body.error).toMatchObject({
      code: 'PROPOSAL_STATE_REFUSED',
      status: 409,
      message: proposalMessages.STATE_REFUSED,
    });
  }
  // The case's state is read through the core's search; nothing else of the case is read or written.
  const reached = (await coreCalls(ctx.stack, '/ins/')).filter(
    (c) => c.path !== '/ins/common/insPolicies/search',
  );
  expect(reached).toEqual([]);
  expect(await records(transCode)).toEqual(before);
}

describe('AML risk, EDD and finish follow the case state', () => {
  it.each(['A', 'P', 'O', 'R', 'B'])(
    'state %s: every AML write refused (409), the core untouched',
    async (state) => {
      const transCode = await preparedCase();
      await putState(transCode, state);
      await expectRefusedUnchanged(transCode);
    },
  );

  it('the fixture cases in A, P, O, R and B are refused as well', async () => {
    for (const state of ['A', 'P', 'O', 'R', 'B']) {
      const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === state);
      await expectRefusedUnchanged(transCode);
    }
  });

  it('state U without amlPassState P: refused, whatever the mode', async () => {
    const transCode = await preparedCase();
    await putState(transCode, 'U', null);
    await expectRefusedUnchanged(transCode);
    await putState(transCode, 'U', 'Y');
    await expectRefusedUnchanged(transCode);
  });

  it('state U with amlPassState P: the resubmission writes and finishes, in money-laundering mode only', async () => {
    const transCode = await preparedCase();
    await putState(transCode, 'U', 'P');
    await expectRefusedUnchanged(transCode, [['finish (wizard)', 'finish', { moneyLaundMode: false }]]);
    await post(transCode, 'risk', { temporary: false, values: answers }).expect(200);
    await post(transCode, 'edd', { temporary: false, values: edd }).expect(200);
    await post(transCode, 'finish', { moneyLaundMode: true }).expect(200);
    expect((await ctx.agent.get(`/api/proposals/${transCode}`)).body).toMatchObject({ amlPassState: 'Y' });
    expect((await records(transCode)).finished).toBe(true);
  });

  it.each(['N', 'S'])(
    'state %s (editable): the wizard writes and finishes; the money-laundering mode is refused',
    async (state) => {
      const transCode = await preparedCase();
      await putState(transCode, state);
      await expectRefusedUnchanged(transCode, [
        ['finish (money laundering)', 'finish', { moneyLaundMode: true }],
      ]);
      await post(transCode, 'risk', { temporary: true, values: { ...answers, premSource: '2' } }).expect(200);
      await post(transCode, 'risk', { temporary: false, values: answers }).expect(200);
      await post(transCode, 'edd', { temporary: false, values: edd }).expect(200);
      await post(transCode, 'finish', { moneyLaundMode: false }).expect(200);
      expect((await records(transCode)).finished).toBe(true);
    },
  );
});

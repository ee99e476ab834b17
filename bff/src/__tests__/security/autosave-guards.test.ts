import { proposalMessages, ruleMessages } from '@agent-portal/contracts/messages';
import supertest from 'supertest';
import { newCase, saveStep } from '../support/customers';
import { caseWhere, coreCalls, forgetCoreCalls, type Row } from '../support/proposals';
import { CSRF, loginAs, useStack, type Agent } from '../support/stack';

/*
 * Issue 22 item 5: n4, AML, n7 and n9 autosave through their temporary saves. The server decides (design rule 10):
 * a temporary save the SPA would never send — on another agent's case, or on a case no longer editable — is
 * refused like a final save, and the core never gets the write.
 */
const ctx = useStack({}, { login: 'AG00001' });
let attacker: Agent;

beforeAll(async () => {
  attacker = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, attacker, 'AG00005');
}, 60_000);

/** Each step's temporary save (what its autosave sends), and the core path it writes. */
const TEMPORARY_SAVES = [
  {
    step: 'n4 check items (executeFrom tempSave)',
    url: (t: string) => `/api/proposals/${t}/check-items`,
    body: { executeFrom: 'tempSave', agResult: '自動儲存' },
    core: '/ins/upload/saveCheckItem',
  },
  {
    step: 'AML risk form (temporary)',
    url: (t: string) => `/api/proposals/${t}/aml/risk`,
    body: { temporary: true, values: { commCheckYn: 'N', commOther: '自動儲存' } },
    core: '/ins/common/insPoliciesAnnexRisk',
  },
  {
    step: 'AML EDD (temporary)',
    url: (t: string) => `/api/proposals/${t}/aml/edd`,
    body: { temporary: true, values: { visitCode: '1', payModeOther: '自動儲存' } },
    core: '/ins/common/insPoliciesAnnexEdd',
  },
  {
    step: 'n7 written analysis (draft T)',
    url: (t: string) => `/api/proposals/${t}/written-analysis`,
    body: { submit: false, values: { purOther: '自動儲存' } },
    core: '/ins/common/writtenData',
  },
  {
    step: 'n9 broker form (temporary)',
    url: (t: string) => `/api/proposals/${t}/broker-form`,
    body: { temporary: true, recommendReason: '自動儲存', explainedYn: 'N' },
    core: '/ins/common/brokerForm',
  },
];

const writesTo = async (path: string) => (await coreCalls(ctx.stack, path)).filter((c) => c.method !== 'GET');

describe('a temporary save (autosave) on another agent’s case', () => {
  it.each(TEMPORARY_SAVES)('$step: 404, the core never written', async ({ url, body, core }) => {
    const row: Row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    await forgetCoreCalls(ctx.stack);
    const res = await attacker.post(url(row.transCode)).set(CSRF).send(body);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'PROPOSAL_NOT_FOUND', message: proposalMessages.NOT_FOUND });
    expect(await writesTo(core)).toEqual([]);
  });
});

describe('a temporary save (autosave) on the agent’s own case that is no longer editable', () => {
  it.each(TEMPORARY_SAVES)('$step: 409, the core never written', async ({ url, body, core }) => {
    const row: Row = await caseWhere(ctx.agent, (r) => r.polState === 'A' && r.polInsureType === 'M');
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent.post(url(row.transCode)).set(CSRF).send(body);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toMatch(/STATE_REFUSED|READ_ONLY/);
    expect(await writesTo(core)).toEqual([]);
  });
});

/*
 * Issue 40 item 6: every field a customer-step save stores, temporary and auto saves included, is text within its
 * limit (the contracts' draftValuesSchema); anything else is the 400 envelope and nothing is written (the core not
 * called, the draft and its revision as they were). Markup is text: stored as typed and read back as typed.
 */
describe('the fields of a temporary or auto save', () => {
  const SAVED = { cusName: '王大明', mobile: '0911222333', addrRoad: '重慶南路' };

  /** A new draft with one saved policyholder revision, the core's customer writes forgotten. */
  async function savedDraft(): Promise<string> {
    const transCode = await newCase(ctx.agent);
    await saveStep(ctx.agent, transCode, 'policyholder', SAVED).expect(200);
    await forgetCoreCalls(ctx.stack);
    return transCode;
  }
  /** The core's customer and representative writes since the last forgetCoreCalls (its reads are /query). */
  const customerWrites = async () =>
    (await coreCalls(ctx.stack, '/ins/cus/')).filter((c) =>
      ['/ins/cus/cusInfo', '/ins/cus/legalAgent'].includes(c.path),
    );
  const drafts = async (transCode: string) =>
    (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body as {
      policyholder: Record<string, string>;
      legalAgent: { O: Record<string, string> | null };
      revisions: Record<string, number>;
    };

  async function expectRefused(
    transCode: string,
    step: string,
    values: object,
    mode: string,
    message: string | RegExp,
  ): Promise<void> {
    const before = await drafts(transCode);
    const res = await saveStep(ctx.agent, transCode, step, values, {
      mode,
      revision: before.revisions[step] ?? 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(res.body.error.message).toMatch(message);
    expect(await customerWrites()).toEqual([]);
    expect(await drafts(transCode)).toEqual(before);
  }

  it.each(['temporary', 'auto'])('%s: an over-long field is refused, nothing changed', async (mode) => {
    const transCode = await savedDraft();
    await expectRefused(
      transCode,
      'policyholder',
      { ...SAVED, cusName: '王'.repeat(21) },
      mode,
      ruleMessages.MAX_LENGTH('姓名', 20),
    );
    await expectRefused(
      transCode,
      'policyholder',
      { ...SAVED, mobile: '09112223334' },
      mode,
      ruleMessages.MAX_LENGTH('行動電話', 10),
    );
    await expectRefused(
      transCode,
      'legal-agent',
      { showO: 'Y', showI: 'N', O: { legcusIdn: 'A123456789', legcusName: '王'.repeat(21) }, I: {} },
      mode,
      ruleMessages.MAX_LENGTH('法定代理人姓名', 20),
    );
    // Over the contract's 200 for any text (bff.yaml's StepValues): refused by the request's validation.
    await expectRefused(transCode, 'policyholder', { ...SAVED, addrRoad: 'x'.repeat(201) }, mode, /.+/);
  });

  it.each(['temporary', 'auto'])(
    '%s: a field of the wrong type is refused, nothing changed',
    async (mode) => {
      const transCode = await savedDraft();
      // Fields as objects (bff.yaml lets a value be a group of texts): the step's own rule refuses them.
      await expectRefused(
        transCode,
        'policyholder',
        { ...SAVED, cusName: { first: '王' } },
        mode,
        ruleMessages.NOT_TEXT('姓名'),
      );
      // A box's field as an object: refused by the request's validation (a box holds texts only).
      await expectRefused(
        transCode,
        'legal-agent',
        { showO: 'Y', showI: 'N', O: { legcusName: { a: 'b' } }, I: {} },
        mode,
        /.+/,
      );
      await expectRefused(
        transCode,
        'legal-agent',
        { showO: 'Y', showI: 'N', O: '王大明', I: {} },
        mode,
        ruleMessages.NOT_FIELDS('要保人之法定代理人'),
      );
      // A number or a list: refused by the request's validation before the step's.
      await expectRefused(transCode, 'policyholder', { ...SAVED, cusName: 123 }, mode, /.+/);
      await expectRefused(transCode, 'policyholder', { ...SAVED, mobile: ['0911222333'] }, mode, /.+/);
    },
  );

  it('markup is stored as text and read back as typed (JSON, never interpreted)', async () => {
    const transCode = await savedDraft();
    const markup = '<script>1</script>';
    const address = '<img src=x onerror=alert(1)>';
    await saveStep(
      ctx.agent,
      transCode,
      'policyholder',
      { ...SAVED, cusName: markup, addrRoad: address },
      {
        revision: 1,
      },
    ).expect(200);
    const res = await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.policyholder).toMatchObject({ cusName: markup, addrRoad: address });
  });
});

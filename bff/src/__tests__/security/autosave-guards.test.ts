import { proposalMessages } from '@agent-portal/contracts/messages';
import supertest from 'supertest';
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

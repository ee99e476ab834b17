import { CSRF, loginAs, useStack } from './support/stack';
import supertest from 'supertest';
import { newCase, saveStep } from './support/customers';
import { caseWhere, coreCalls, forgetCoreCalls } from './support/proposals';

/**
 * Issue 23 item 13: n5 shows what spec 2 §2.6 says it loads — the policyholder (customer info of type O), the policy
 * info (fetch policy info: 受理編號) and the policyholder's other submitted cases (the policy-status count, state S).
 */
const ctx = useStack({}, { login: 'AG00001', reset: true, clearFaults: true });

const header = (transCode: string) => ctx.agent.get(`/api/proposals/${transCode}/attachments`);
const policyholderOf = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body.policyholder as {
    cusIdn: string;
    cusName: string;
  };

describe('GET /api/proposals/{transCode}/attachments (n5’s header)', () => {
  it('answers the policyholder’s name and the case’s 受理編號 from the core', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'U' && r.insAcceptNo !== '');
    await forgetCoreCalls(ctx.stack);
    const { body } = await header(row.transCode).expect(200);
    expect(body).toMatchObject({
      policyholderName: row.oCusName,
      insAcceptNo: row.insAcceptNo,
      polInsureType: row.polInsureType,
    });
    expect(typeof body.submittedCases).toBe('number');
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/policyInfo')).toHaveLength(1);
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/polStateCount')).toHaveLength(1);
  });

  it('counts the policyholder’s other 已送件 cases (POL_NUM), the case itself not included', async () => {
    const sent = await caseWhere(ctx.agent, (r) => r.polState === 'S');
    const owner = await policyholderOf(sent.transCode);
    const others = (await header(sent.transCode).expect(200)).body.submittedCases as number;
    // A new draft of the same policyholder sees the submitted case too.
    const transCode = await newCase(ctx.agent);
    await saveStep(ctx.agent, transCode, 'policyholder', {
      cusIdn: owner.cusIdn,
      cusName: owner.cusName,
    }).expect(200);
    expect((await header(transCode).expect(200)).body).toEqual({
      policyholderName: owner.cusName,
      insAcceptNo: '',
      polInsureType: 'M',
      submittedCases: others + 1,
    });
  });

  it('a draft without a policyholder yet has no count and asks for none', async () => {
    const transCode = await newCase(ctx.agent);
    await saveStep(ctx.agent, transCode, 'insured', { cusName: '李美玲' }).expect(200);
    await forgetCoreCalls(ctx.stack);
    expect((await header(transCode).expect(200)).body).toMatchObject({
      policyholderName: '',
      submittedCases: null,
    });
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/polStateCount')).toEqual([]);
  });

  it('a failed count is null; the header still answers', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.oCusName !== '');
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/ins/common/insPolicies/polStateCount',
      status: 500,
    });
    expect((await header(row.transCode).expect(200)).body).toMatchObject({
      policyholderName: row.oCusName,
      submittedCases: null,
    });
  });

  it('another agent’s case is 404 (the ownership guard), before the core is asked for it', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'U');
    const other = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, other, 'AG00002');
    await forgetCoreCalls(ctx.stack);
    await other.get(`/api/proposals/${row.transCode}/attachments`).set(CSRF).expect(404);
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/policyInfo')).toEqual([]);
  });
});

import supertest from 'supertest';
import { proposalMessages, ruleMessages, shellMessages } from '@agent-portal/contracts/messages';
import { CSRF, loginAs, type Agent, useStack } from './support/stack';
import { caseWhere, closeWorkTime, coreCalls, forgetCoreCalls } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true });

async function as(userCode: string): Promise<Agent> {
  const agent = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, agent, userCode);
  return agent;
}

const expectRefusal = (
  res: { status: number; body: { error: { code: string; message: string } } },
  status: number,
  code: string,
  message: string,
) => {
  expect(res.status).toBe(status);
  expect(res.body.error).toMatchObject({ code, status, message });
};

describe('POST /api/proposals/start (the choose dialog)', () => {
  const start = (agent: Agent, body: object) => agent.post('/api/proposals/start').set(CSRF).send(body);

  it('lets a builder start a mobile or a remote case at an insurer that takes it', async () => {
    expect((await start(ctx.agent, { compCode: 'TY', polInsureType: 'M' }).expect(200)).body).toEqual({
      compCode: 'TY',
      compName: '台陽人壽保險股份有限公司',
      polInsureType: 'M',
    });
    await start(ctx.agent, { compCode: 'CH', polInsureType: 'R' }).expect(200);
  });

  it.each([
    [{ polInsureType: 'M' }, ruleMessages.CHOOSE_COMPANY],
    [{ compCode: 'CH' }, ruleMessages.CHOOSE_CASE_TYPE],
    [{ compCode: 'CH', polInsureType: 'X' }, ruleMessages.CHOOSE_CASE_TYPE],
  ])('refuses %j with 400', async (body, message) => {
    expectRefusal(await start(ctx.agent, body), 400, 'VALIDATION_FAILED', message);
  });

  it('refuses an unknown insurer (404) and a remote case where the insurer has none (409)', async () => {
    expectRefusal(
      await start(ctx.agent, { compCode: 'ZZ', polInsureType: 'M' }),
      404,
      'INSURER_UNKNOWN',
      proposalMessages.INSURER_UNKNOWN,
    );
    expectRefusal(
      await start(ctx.agent, { compCode: 'HS', polInsureType: 'R' }),
      409,
      'REMOTE_NOT_SUPPORTED',
      proposalMessages.REMOTE_NOT_SUPPORTED,
    );
  });

  it('403 without pirYn and mecYn (AG00004)', async () => {
    const agent = await as('AG00004');
    expectRefusal(
      await start(agent, { compCode: 'CH', polInsureType: 'M' }),
      403,
      'NO_PROPOSAL_PERMISSION',
      shellMessages.NO_PROPOSAL_PERMISSION,
    );
  });

  it('403 for a remote case without remote training (AG00005); a mobile one is fine', async () => {
    const agent = await as('AG00005');
    expectRefusal(
      await start(agent, { compCode: 'CH', polInsureType: 'R' }),
      403,
      'REMOTE_TRAINING_REQUIRED',
      proposalMessages.REMOTE_TRAINING_REQUIRED,
    );
    await start(agent, { compCode: 'CH', polInsureType: 'M' }).expect(200);
  });

  it('403 outside working hours', async () => {
    await closeWorkTime(ctx.stack);
    expectRefusal(
      await start(ctx.agent, { compCode: 'CH', polInsureType: 'M' }),
      403,
      'OUT_OF_WORK_TIME',
      shellMessages.OUT_OF_WORK_TIME,
    );
  });
});

describe('POST /api/proposals/trans-code (the first save of a new draft)', () => {
  it('answers a code even after hours: a draft already open is never refused for the hour', async () => {
    await closeWorkTime(ctx.stack);
    const { body } = await ctx.agent
      .post('/api/proposals/trans-code')
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'M' })
      .expect(200);
    expect(body.transCode).toMatch(/^TN/);
  });

  it('still refuses an agent who may not build (403) before asking the core for a code', async () => {
    const agent = await as('AG00004');
    await forgetCoreCalls(ctx.stack);
    const res = await agent
      .post('/api/proposals/trans-code')
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'M' });
    expect(res.status).toBe(403);
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/newTransCode')).toEqual([]);
  });
});

describe('working hours when a proposal is opened or copied', () => {
  it('edit, preview and copy answer 403 outside working hours, without the core copying', async () => {
    const draft = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    const accepted = await caseWhere(ctx.agent, (r) => r.polState === 'A');
    await closeWorkTime(ctx.stack);
    await forgetCoreCalls(ctx.stack);
    for (const res of [
      await ctx.agent.get(`/api/proposals/${draft.transCode}/open`).query({ mode: 'edit' }),
      await ctx.agent.get(`/api/proposals/${accepted.transCode}/open`).query({ mode: 'preview' }),
      await ctx.agent.post(`/api/proposals/${draft.transCode}/copy`).set(CSRF),
    ])
      expectRefusal(res, 403, 'OUT_OF_WORK_TIME', shellMessages.OUT_OF_WORK_TIME);
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/newTransCode')).toEqual([]);
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/copyCusInfo')).toEqual([]);
  });

  it('the list and the other row actions stay open after hours', async () => {
    await closeWorkTime(ctx.stack);
    await ctx.agent.get('/api/proposals').expect(200);
    const row = await caseWhere(ctx.agent, (r) => r.actions.includes('writtenResend'));
    await ctx.agent.post(`/api/proposals/${row.transCode}/resend-written`).set(CSRF).expect(200);
  });
});

describe('remote cases need remote training (AG00005)', () => {
  it('edit and copy of a remote case: 403; a mobile case opens', async () => {
    const agent = await as('AG00005');
    const remote = await caseWhere(agent, (r) => r.polState === 'N' && r.polInsureType === 'R');
    const mobile = await caseWhere(agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    await forgetCoreCalls(ctx.stack);
    expectRefusal(
      await agent.get(`/api/proposals/${remote.transCode}/open`).query({ mode: 'edit' }),
      403,
      'REMOTE_TRAINING_REQUIRED',
      proposalMessages.REMOTE_TRAINING_REQUIRED,
    );
    expectRefusal(
      await agent.post(`/api/proposals/${remote.transCode}/copy`).set(CSRF),
      403,
      'REMOTE_TRAINING_REQUIRED',
      proposalMessages.REMOTE_TRAINING_REQUIRED,
    );
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/copyCusInfo')).toEqual([]);
    await agent.get(`/api/proposals/${mobile.transCode}/open`).query({ mode: 'edit' }).expect(200);
    const { body } = await agent.get('/api/proposals/permissions').expect(200);
    expect(body).toEqual({ canCreate: true, remoteTrained: false, inWorkTime: true });
  });
});

describe('agents without pirYn and mecYn (AG00004)', () => {
  it('have no cases, may not build, and the permissions say so', async () => {
    const agent = await as('AG00004');
    expect((await agent.get('/api/proposals').expect(200)).body).toEqual([]);
    const { body } = await agent.get('/api/proposals/permissions').expect(200);
    expect(body.canCreate).toBe(false);
  });
});

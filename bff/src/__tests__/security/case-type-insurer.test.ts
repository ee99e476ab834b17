import supertest from 'supertest';
import { proposalMessages } from '@agent-portal/contracts/messages';
import { coreCalls, forgetCoreCalls } from '../support/proposals';
import { CSRF, loginAs, type Agent, useStack } from '../support/stack';

/**
 * Issue 20 (case type and insurer): the BFF decides them. Start and trans-code enforce spec 2 §2.2 (CH only while
 * CH_OPEN_YN is Y, BPC never, remote only where the insurer takes it, and only for a trained agent); the first save
 * of a code takes them from the start the BFF checked and recorded with it, later saves from the case, never from
 * the body.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });
beforeEach(() => ctx.stack.redis.del('ap:cache:parameters'));

async function as(userCode: string): Promise<Agent> {
  const agent = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, agent, userCode);
  return agent;
}

const codeFor = async (agent: Agent, compCode: string, polInsureType: string) =>
  (await agent.post('/api/proposals/trans-code').set(CSRF).send({ compCode, polInsureType }).expect(200)).body
    .transCode as string;

const saveAs = (agent: Agent, transCode: string, polInsureType: string, compCode: string, revision = 0) =>
  agent
    .post(`/api/customer-steps/${transCode}/drafts/policyholder`)
    .set(CSRF)
    .send({
      mode: 'temporary',
      revision,
      polInsureType,
      compCode,
      stepCode: 'REMOTE_S1',
      values: { cusName: '王大明' },
    });

const caseRow = async (agent: Agent, transCode: string) =>
  (await agent.get(`/api/proposals/${transCode}`).expect(200)).body as {
    compCode: string;
    polInsureType: string;
  };

const customerWrites = async () =>
  (await coreCalls(ctx.stack, '/ins/cus/cusInfo')).filter((c) => c.path === '/ins/cus/cusInfo');

describe('the first save cannot choose the case type or the insurer', () => {
  it('an untrained agent (AG00005) whose code is mobile cannot make the case remote, nor move it to TY', async () => {
    const agent = await as('AG00005');
    const transCode = await codeFor(agent, 'CH', 'M');
    await saveAs(agent, transCode, 'R', 'TY').expect(200);
    expect(await caseRow(agent, transCode)).toMatchObject({ compCode: 'CH', polInsureType: 'M' });
  });

  it('an invented insurer ZZZ or BPC in the body, first save or later, leaves the case at the checked insurer', async () => {
    const transCode = await codeFor(ctx.agent, 'TY', 'M');
    await saveAs(ctx.agent, transCode, 'R', 'ZZZ').expect(200);
    expect(await caseRow(ctx.agent, transCode)).toMatchObject({ compCode: 'TY', polInsureType: 'M' });
    await saveAs(ctx.agent, transCode, 'R', 'BPC', 1).expect(200);
    expect(await caseRow(ctx.agent, transCode)).toMatchObject({ compCode: 'TY', polInsureType: 'M' });
  });

  it('a code the BFF did not issue to this agent: 404 with the envelope, no customer write reaches the core', async () => {
    const transCode = await codeFor(ctx.agent, 'CH', 'M');
    const other = await as('AG00005');
    await forgetCoreCalls(ctx.stack);
    for (const code of [transCode, 'TN0000000999']) {
      const res = await saveAs(other, code, 'M', 'CH').expect(404);
      expect(res.body.error).toMatchObject({
        code: 'PROPOSAL_NOT_FOUND',
        message: proposalMessages.NOT_FOUND,
      });
    }
    expect(await customerWrites()).toEqual([]);
    await ctx.agent.get(`/api/proposals/${transCode}`).expect(404);
  });
});

describe('start and trans-code follow spec 2 §2.2 on the server', () => {
  const refusals: [string, object, number, string, string][] = [
    [
      'BPC (never selectable)',
      { compCode: 'BPC', polInsureType: 'M' },
      409,
      'INSURER_NOT_OPEN',
      proposalMessages.INSURER_NOT_OPEN,
    ],
    [
      'an invented insurer',
      { compCode: 'ZZZ', polInsureType: 'M' },
      404,
      'INSURER_UNKNOWN',
      proposalMessages.INSURER_UNKNOWN,
    ],
    [
      'remote at TY (no remote there)',
      { compCode: 'TY', polInsureType: 'R' },
      409,
      'REMOTE_NOT_SUPPORTED',
      proposalMessages.REMOTE_NOT_SUPPORTED,
    ],
  ];

  it.each(['start', 'trans-code'])(
    '%s refuses BPC, ZZZ and a remote TY case; no code is issued',
    async (path) => {
      await forgetCoreCalls(ctx.stack);
      for (const [, body, status, code, message] of refusals) {
        const res = await ctx.agent.post(`/api/proposals/${path}`).set(CSRF).send(body);
        expect({ status: res.status, error: res.body.error }).toMatchObject({
          status,
          error: { code, message },
        });
      }
      expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/newTransCode')).toEqual([]);
    },
  );

  it.each(['start', 'trans-code'])('%s refuses CH while CH_OPEN_YN is N, takes it when Y', async (path) => {
    await ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'CH_OPEN_YN',
      parameterValue: 'N',
    });
    await forgetCoreCalls(ctx.stack);
    for (const polInsureType of ['M', 'R']) {
      const res = await ctx.agent
        .post(`/api/proposals/${path}`)
        .set(CSRF)
        .send({ compCode: 'CH', polInsureType });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'INSURER_NOT_OPEN',
        message: proposalMessages.INSURER_NOT_OPEN,
      });
    }
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/newTransCode')).toEqual([]);
    await ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'CH_OPEN_YN',
      parameterValue: 'Y',
    });
    await ctx.stack.redis.del('ap:cache:parameters');
    await ctx.agent
      .post(`/api/proposals/${path}`)
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'M' })
      .expect(200);
  });

  it('an untrained agent (AG00005) gets no remote code', async () => {
    const agent = await as('AG00005');
    await forgetCoreCalls(ctx.stack);
    const res = await agent
      .post('/api/proposals/trans-code')
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'R' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'REMOTE_TRAINING_REQUIRED',
      message: proposalMessages.REMOTE_TRAINING_REQUIRED,
    });
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/newTransCode')).toEqual([]);
  });
});

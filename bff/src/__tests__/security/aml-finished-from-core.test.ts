import { CSRF, useStack } from '../support/stack';
import { caseWhere } from '../support/proposals';

/**
 * Issue 20, "AML finished": the wizard counted the AML step as done once its forms were saved, so going back and
 * forth skipped agentFilesFinish. The BFF's AML status now reports `finished` only as the core reports an accepted
 * agentFilesFinish (its proposal-ready data), and a later save voids it there.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

const answers = {
  idnCode: ['A'],
  idnCheckYn: 'Y',
  commCheckYn: 'Y',
  specJobYn: 'N',
  mlCheckYn: 'N',
  insureSource: '1',
  premSource: '1',
};

const status = async (transCode: string) =>
  (await ctx.agent.get(`/api/proposals/${transCode}/aml`).expect(200)).body as {
    riskDone: boolean;
    finished: boolean;
  };
const coreFinished = async (transCode: string) =>
  (await ctx.stack.mock('get', `/__mock/aml?transCode=${transCode}`)).body.finished as boolean;
const finish = (transCode: string) =>
  ctx.agent.post(`/api/proposals/${transCode}/aml/finish`).set(CSRF).send({ moneyLaundMode: false });

describe('the AML status reports finished only from the core', () => {
  it('saved forms are not finished; a refused finish is not; an accepted one is, until the next save', async () => {
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    await ctx.agent
      .post(`/api/proposals/${transCode}/aml/risk`)
      .set(CSRF)
      .send({ temporary: false, values: answers })
      .expect(200);
    expect(await status(transCode)).toMatchObject({ riskDone: true, finished: false });

    expect((await ctx.stack.mock('put', '/__mock/agent-files-finish', { mode: 'error' })).status).toBe(204);
    expect((await finish(transCode)).status).toBe(409);
    expect(await coreFinished(transCode)).toBe(false);
    expect(await status(transCode)).toMatchObject({ finished: false });

    expect((await ctx.stack.mock('put', '/__mock/agent-files-finish', { mode: null })).status).toBe(204);
    await finish(transCode).expect(200);
    expect(await coreFinished(transCode)).toBe(true);
    expect(await status(transCode)).toMatchObject({ finished: true });

    // A changed answer saved afterwards: the core awaits a new finish, and so does the status.
    await ctx.agent
      .post(`/api/proposals/${transCode}/aml/risk`)
      .set(CSRF)
      .send({ temporary: true, values: { ...answers, premSource: '2' } })
      .expect(200);
    expect(await coreFinished(transCode)).toBe(false);
    expect(await status(transCode)).toMatchObject({ finished: false });
  });
});

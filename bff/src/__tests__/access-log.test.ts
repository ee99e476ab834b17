import supertest from 'supertest';
import { eventually } from './support/eventually';
import { caseWhere } from './support/proposals';
import { CSRF, useStack } from './support/stack';

const ctx = useStack({}, { login: 'AG00001' });

/** The access-log calls the core received, once there are at least `count` (the write follows the 204). */
async function accessLogCalls(count: number): Promise<unknown[]> {
  return eventually(
    async () =>
      (await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/public/adm/com/userAccessLog'))
        .body as unknown[],
    (calls) => calls.length >= count,
    `${count} access-log calls at the core`,
  );
}

/** Nothing was written for what came before: a public event sent after it is the only call once it is at the core. */
async function onlyTheMarkerWritten(): Promise<void> {
  await supertest(ctx.stack.app)
    .post('/api/access-log')
    .set(CSRF)
    .send({ progClassName: 'LoginPage', methodName: 'login', actionMsg: 'AG00001' })
    .expect(204);
  expect(await accessLogCalls(1)).toHaveLength(1);
}

describe('POST /api/access-log without a login', () => {
  it('refuses a non-public event with 401 in the envelope and writes nothing', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await supertest(ctx.stack.app)
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'HomePage', methodName: 'open', actionMsg: 'anything at all' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    await onlyTheMarkerWritten();
  });

  it.each([
    ['LoginPage', 'login'],
    ['MainLayout', 'autoLogout'],
  ])('records the public event %s/%s with an empty user code', async (progClassName, methodName) => {
    await ctx.stack.mock('delete', '/__mock/requests');
    await supertest(ctx.stack.app)
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName, methodName, actionMsg: 'AG00001' })
      .expect(204);
    expect(await accessLogCalls(1)).toHaveLength(1);
  });

  it('refuses a half-finished login like an anonymous caller', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'CommissionSearch', methodName: 'search', actionMsg: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/access-log with a login', () => {
  it('refuses an entry naming a case the agent does not have (issue 40 item 5): 404, nothing written', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'ProposalSteps', methodName: 'next', actionMsg: '', transCode: 'TX99999999' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'PROPOSAL_NOT_FOUND', status: 404 });
    await onlyTheMarkerWritten();
  });

  it('refuses an anonymous public event that names a case: 401, nothing written', async () => {
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polInsureType === 'M');
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await supertest(ctx.stack.app)
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'LoginPage', methodName: 'login', actionMsg: '', transCode });
    expect(res.status).toBe(401);
    await onlyTheMarkerWritten();
  });

  it('records any event with the user code', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'CommissionSearch', methodName: 'search', actionMsg: '202401-202402' })
      .expect(204);
    expect(await accessLogCalls(1)).toHaveLength(1);
  });
});

describe('POST /api/access-log: sysType (spec 2 §7)', () => {
  /** The entries the core received for this program (the write follows the 204). */
  async function received(progClassName: string): Promise<Record<string, unknown>[]> {
    return eventually(
      async () =>
        (await ctx.stack.mock('get', `/__mock/access-log?progClassName=${progClassName}`)).body as Record<
          string,
          unknown
        >[],
      (entries) => entries.length > 0,
      `an access-log entry for ${progClassName}`,
    );
  }

  beforeEach(() => ctx.stack.mock('delete', '/__mock/access-log'));

  it('passes a proposal function entry on with sysType F, its transCode, stepCode and the user', async () => {
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({
        progClassName: 'ProposalSteps',
        methodName: 'next',
        actionMsg: '下一步',
        transCode,
        stepCode: 'INS_S1',
        sysType: 'F',
      })
      .expect(204);
    const [entry] = await received('ProposalSteps');
    expect(entry).toMatchObject({
      sysType: 'F',
      transCode,
      stepCode: 'INS_S1',
      methodName: 'next',
      actionMsg: '下一步',
      userCode: 'AG00001',
    });
  });

  it("fills the portal's own sysType when none is sent", async () => {
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'CommissionSearch', methodName: 'search', actionMsg: 'x' })
      .expect(204);
    const [entry] = await received('CommissionSearch');
    expect(entry?.sysType).toBe('AGENT_PORTAL');
  });

  it('refuses any other sysType with 400', async () => {
    const res = await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'ProposalSteps', methodName: 'next', actionMsg: '', sysType: 'AGENT_PORTAL' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

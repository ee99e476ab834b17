import supertest from 'supertest';
import { ruleMessages } from '@agent-portal/contracts/messages';
import { allowedRowActions } from '@agent-portal/contracts/rules';
import { CSRF, loginAs, useStack } from './support/stack';
import { allRows, type Row } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001' });

describe('GET /api/proposals (search)', () => {
  it('answers every case of the agent, creation date descending, with the actions its state allows', async () => {
    const rows = await allRows(ctx.agent);
    expect(rows.length).toBe(23);
    expect(new Set(rows.map((r) => r.polState))).toEqual(new Set(['N', 'S', 'O', 'P', 'U', 'A', 'R', 'B']));
    const created = rows.map((r) => r.createDt);
    expect(created).toEqual([...created].sort().reverse());
    for (const row of rows) {
      expect(row.userCode).toBe('AG00001');
      expect(row.actions).toEqual(allowedRowActions(row));
      expect(row).not.toHaveProperty('oCusIdn');
      expect(row).not.toHaveProperty('oCusEmail');
    }
    expect(rows.filter((r) => r.overdue).length).toBe(1);
  });

  it('filters by each criterion', async () => {
    const rows = await allRows(ctx.agent);
    const get = async (query: Record<string, string>) =>
      (await ctx.agent.get('/api/proposals').query(query).expect(200)).body as Row[];
    const remote = await get({ polInsureType: 'R' });
    expect(remote.length).toBe(rows.filter((r) => r.polInsureType === 'R').length);
    expect(remote.every((r) => r.polInsureType === 'R')).toBe(true);
    const interview = await get({ polState: 'ELEC_CALL_STATE:P' });
    expect(interview.length).toBe(1);
    expect(interview[0]?.actions).toContain('interview');
    expect((await get({ polState: 'R' })).every((r) => r.polState === 'R')).toBe(true);
    const first = rows[0] as Row;
    expect((await get({ transCode: first.transCode })).map((r) => r.transCode)).toEqual([first.transCode]);
    const named = await get({ oCusName: first.oCusName });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((r) => r.oCusName.includes(first.oCusName))).toBe(true);
    const day = first.modifyDt.slice(0, 10);
    const sameDay = await get({ modifyDtStart: day.replace(/\//g, '-'), modifyDtEnd: day });
    expect(sameDay.map((r) => r.transCode)).toContain(first.transCode);
    expect(sameDay.every((r) => r.modifyDt.startsWith(day))).toBe(true);
    expect(await get({ oCusName: '查無此人' })).toEqual([]);
  });

  it.each([
    [{ modifyDtStart: '2024-01-01' }, ruleMessages.LAST_MODIFIED_BOTH],
    [{ modifyDtEnd: '2024-01-01' }, ruleMessages.LAST_MODIFIED_BOTH],
    [{ modifyDtStart: '2024-02-01', modifyDtEnd: '2024-01-31' }, ruleMessages.LAST_MODIFIED_ORDER],
  ])('refuses the date range %j with 400 before the core is asked', async (query, message) => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await ctx.agent.get('/api/proposals').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    const { body } = await ctx.stack.mock(
      'get',
      '/__mock/requests?pathPrefix=/ins/common/insPolicies/search',
    );
    expect(body).toEqual([]);
  });

  it.each([
    [{ modifyDtStart: '2024-13-01', modifyDtEnd: '2024-12-01' }],
    [{ polState: 'x; drop' }],
    [{ polInsureType: 'X' }],
    [{ other: '1' }],
  ])('answers bad criteria %j with 400', async (query) => {
    const res = await ctx.agent.get('/api/proposals').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("sends the agent's carryYn: an agent with carryYn Y also sees the cases handed to them", async () => {
    const carrier = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, carrier, 'AG00002');
    const rows = await allRows(carrier);
    expect(rows.filter((r) => r.userCode === 'AG00099').length).toBe(2);
    expect((await allRows(ctx.agent)).some((r) => r.userCode !== 'AG00001')).toBe(false);
  });

  it('needs a complete login', async () => {
    const anonymous = supertest(ctx.stack.app);
    expect((await anonymous.get('/api/proposals')).status).toBe(401);
    expect((await anonymous.post('/api/proposals/start').set(CSRF).send({})).status).toBe(401);
  });
});

describe('GET /api/proposals/{transCode}', () => {
  it('answers one case, or 404 PROPOSAL_NOT_FOUND for a case the agent does not have', async () => {
    const [first] = await allRows(ctx.agent);
    const res = await ctx.agent.get(`/api/proposals/${first?.transCode}`).expect(200);
    expect(res.body).toEqual(first);
    const missing = await ctx.agent.get('/api/proposals/TR99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('PROPOSAL_NOT_FOUND');
    expect((await ctx.agent.get('/api/proposals/bad%20code')).status).toBe(400);
  });
});

describe('the filters and lists', () => {
  it('status options: POL_STATE without U, then the sub-state lists as CODE_TYPE:value', async () => {
    const { body } = await ctx.agent.get('/api/proposals/status-options').expect(200);
    const values = body.map((o: { value: string }) => o.value);
    expect(values.filter((v: string) => !v.includes(':'))).toEqual(['N', 'O', 'S', 'P', 'A', 'R', 'B']);
    expect(values).toEqual(
      expect.arrayContaining([
        'PRE_SIGN_STATE:R',
        'ELEC_CALL_STATE:P',
        'AML_PASS_STATE:P',
        'WRIT_SEND_STATE:P',
      ]),
    );
    expect(body.find((o: { value: string }) => o.value === 'ELEC_CALL_STATE:P')).toEqual({
      value: 'ELEC_CALL_STATE:P',
      label: '待電訪',
      codeType: 'ELEC_CALL_STATE',
    });
  });

  it('insurers carry their remote support', async () => {
    const { body } = await ctx.agent.get('/api/proposals/insurers').expect(200);
    expect(body.length).toBe(5);
    expect(
      body
        .filter((i: { remoteYn: string }) => i.remoteYn === 'Y')
        .map((i: { compCode: string }) => i.compCode),
    ).toEqual(['CH']);
  });

  it('users filter by remoteEduYn and userCode', async () => {
    const untrained = (await ctx.agent.get('/api/proposals/users').query({ remoteEduYn: 'N' }).expect(200))
      .body;
    expect(untrained.map((u: { userCode: string }) => u.userCode)).toEqual(
      expect.arrayContaining(['AG00005']),
    );
    expect(untrained.every((u: { remoteEduYn: string }) => u.remoteEduYn === 'N')).toBe(true);
    const me = (await ctx.agent.get('/api/proposals/users').query({ userCode: 'ag00001' }).expect(200)).body;
    expect(me).toEqual([expect.objectContaining({ userCode: 'AG00001', remoteEduYn: 'Y' })]);
    expect((await ctx.agent.get('/api/proposals/users').query({ remoteEduYn: 'X' })).status).toBe(400);
  });

  it('permissions say what the agent may do', async () => {
    const { body } = await ctx.agent.get('/api/proposals/permissions').expect(200);
    expect(body).toEqual({ canCreate: true, remoteTrained: true, inWorkTime: true });
  });
});

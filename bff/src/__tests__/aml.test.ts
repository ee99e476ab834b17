import supertest from 'supertest';
import { amlMessages } from '@agent-portal/contracts/messages';
import { CSRF, loginAs, useStack, type Agent } from './support/stack';
import { caseWhere, coreCalls, forgetCoreCalls } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true });

const answers = (extra: Record<string, unknown> = {}) => ({
  idnCode: ['A', 'B'],
  idnCodeOther: '',
  idnCheckYn: 'Y',
  commCheckYn: 'Y',
  commOther: '',
  specJobYn: 'N',
  mlCheckYn: 'N',
  insureSource: '1',
  premSource: '1',
  ...extra,
});
const edd = (extra: Record<string, unknown> = {}) => ({
  visitCode: '1',
  incomeSource: ['1'],
  incomeSourceOther: '',
  payMode: '1',
  payModeOther: '',
  ...extra,
});

const amlCase = (agent: Agent = ctx.agent) =>
  caseWhere(agent, (r) => r.polState === 'U' && r.amlPassState === 'P');
const saveRisk = (transCode: string, values: object, temporary = false, agent: Agent = ctx.agent) =>
  agent.post(`/api/proposals/${transCode}/aml/risk`).set(CSRF).send({ temporary, values });
const forceScore = (mode: string | null) => ctx.stack.mock('put', '/__mock/risk-score', { mode });

describe('GET /api/proposals/{transCode}/aml', () => {
  it('loads the ready data, the limit and the blank answers with the policyholder’s occupation', async () => {
    const row = await amlCase();
    const res = await ctx.agent.get(`/api/proposals/${row.transCode}/aml`).expect(200);
    expect(res.body).toMatchObject({
      transCode: row.transCode,
      riskScoreLimit: 30,
      isManager: false,
      edd: 'none',
      lifRiskScore: null,
      riskDone: false,
      proName: row.proName,
      annexes: [
        { tab: 1, annexCode: 'AML01', annexVersion: '1.2' },
        { tab: 2, annexCode: 'EDD01', annexVersion: '1.0' },
        { tab: 3, annexCode: 'AML03', annexVersion: '1.0' },
      ],
    });
    expect(res.body.risk).toMatchObject({ idnCode: [], nameCheckYn: 'N' });
    expect(res.body.risk.cusJobCode).toMatch(/^\d{7}$/);
  });

  it('answers an unknown case with 404', async () => {
    const res = await ctx.agent.get('/api/proposals/TR00000000/aml');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('PROPOSAL_NOT_FOUND');
  });
});

describe('POST /api/proposals/{transCode}/aml/risk', () => {
  it('temporary save: 暫存成功, then 資料無異動 without writing when nothing changed', async () => {
    const { transCode } = await amlCase();
    const first = await saveRisk(transCode, { idnCode: ['A'] }, true).expect(200);
    expect(first.body).toMatchObject({ result: 'saved', message: amlMessages.TEMP_SAVED });
    await forgetCoreCalls(ctx.stack);
    const again = await saveRisk(transCode, { idnCode: ['A'] }, true).expect(200);
    expect(again.body).toEqual({ result: 'unchanged', message: amlMessages.UNCHANGED });
    const writes = (await coreCalls(ctx.stack, '/ins/common/insPoliciesAnnexRisk')).filter(
      (c) => c.method === 'POST',
    );
    expect(writes).toEqual([]);
  });

  it('refuses an incomplete full save with the schema’s messages (400) before the core', async () => {
    const { transCode } = await amlCase();
    await forgetCoreCalls(ctx.stack);
    const res = await saveRisk(transCode, answers({ idnCode: ['F'], commCheckYn: 'N' }));
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining(['請輸入其他身分證明文件', '請輸入異常說明']),
    );
    expect(await coreCalls(ctx.stack, '/ins/common/insPoliciesAnnexRisk')).toEqual([]);
  });

  it('saves, scores below the limit: no EDD; riskJobYn comes from the stored occupation through the career lists', async () => {
    const { transCode } = await amlCase();
    await ctx.stack.mock('put', '/__mock/policyholder-job', { transCode, jobCode: '0101001' });
    const res = await saveRisk(transCode, answers()).expect(200);
    expect(res.body).toMatchObject({
      result: 'saved',
      message: amlMessages.SAVED,
      riskScoreLimit: 30,
      edd: 'none',
      riskJobYn: 'N',
    });
    expect(res.body.lifRiskScore).toBeLessThan(30);
    await ctx.stack.mock('put', '/__mock/policyholder-job', { transCode, jobCode: '0601001' });
    const taxi = await saveRisk(transCode, answers()).expect(200);
    expect(taxi.body).toMatchObject({ edd: 'edd', riskJobYn: 'Y' });
    expect(taxi.body.lifRiskScore).toBeGreaterThanOrEqual(30);
  });

  it('at or above the limit forces the EDD; back below it deletes the saved EDD', async () => {
    const { transCode } = await amlCase();
    await saveRisk(transCode, answers({ mlCheckYn: 'Y' })).expect(200);
    const saved = await ctx.agent
      .post(`/api/proposals/${transCode}/aml/edd`)
      .set(CSRF)
      .send({ temporary: false, values: edd() });
    expect(saved.body).toEqual({ result: 'saved', message: amlMessages.SAVED });
    expect((await ctx.agent.get(`/api/proposals/${transCode}/aml`)).body).toMatchObject({
      edd: 'edd',
      eddDone: true,
    });
    await saveRisk(transCode, answers()).expect(200);
    const after = (await ctx.agent.get(`/api/proposals/${transCode}/aml`)).body;
    expect(after).toMatchObject({ edd: 'none', eddDone: false, eddAnswers: { visitCode: '' } });
  });

  it.each([
    ['0001', 409, 'AML_RISK_SYSTEM_DOWN', amlMessages.RISK_SYSTEM_DOWN],
    ['0125', 409, 'AML_BATCH_PENDING', amlMessages.RISK_BATCH_PENDING],
    ['0143', 409, 'AML_SYSTEM_REPLY', amlMessages.AML_REPLY('0143', 'AML系統查詢權限不足')],
    ['empty', 503, 'AML_BUSY', amlMessages.BUSY],
  ])('score reply %s → %i %s', async (mode, status, code, message) => {
    const { transCode } = await amlCase();
    await forceScore(mode);
    const res = await saveRisk(transCode, answers());
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, message });
  });
});

describe('the manager role', () => {
  it('is never forced onto the EDD tab: paper, and its EDD save is refused', async () => {
    const manager = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, manager, 'AG00008');
    const { transCode } = await amlCase(manager);
    const res = await saveRisk(transCode, answers({ mlCheckYn: 'Y' }), false, manager).expect(200);
    expect(res.body).toMatchObject({ edd: 'paper' });
    expect(res.body.lifRiskScore).toBeGreaterThanOrEqual(30);
    expect((await manager.get(`/api/proposals/${transCode}/aml`)).body).toMatchObject({
      isManager: true,
      edd: 'paper',
    });
    const refused = await manager
      .post(`/api/proposals/${transCode}/aml/edd`)
      .set(CSRF)
      .send({ temporary: false, values: edd() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'AML_REFUSED', message: amlMessages.EDD_NOT_NEEDED });
    const finished = await manager
      .post(`/api/proposals/${transCode}/aml/finish`)
      .set(CSRF)
      .send({ moneyLaundMode: true });
    expect(finished.status).toBe(200);
  });
});

describe('POST /api/proposals/{transCode}/aml/edd', () => {
  it('validates the other texts (6 and 7) and refuses below the limit', async () => {
    const { transCode } = await amlCase();
    const below = await ctx.agent
      .post(`/api/proposals/${transCode}/aml/edd`)
      .set(CSRF)
      .send({ temporary: true, values: edd() });
    expect(below.status).toBe(409);
    await saveRisk(transCode, answers({ mlCheckYn: 'Y' })).expect(200);
    const res = await ctx.agent
      .post(`/api/proposals/${transCode}/aml/edd`)
      .set(CSRF)
      .send({
        temporary: false,
        values: edd({ incomeSource: ['6'], payMode: '7', payModeOther: 'x'.repeat(31) }),
      });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(['請輸入其他收入來源說明', '其他繳費方式說明最多30個字']);
  });
});

describe('POST /api/proposals/{transCode}/aml/finish', () => {
  const finish = (transCode: string, moneyLaundMode: boolean) =>
    ctx.agent.post(`/api/proposals/${transCode}/aml/finish`).set(CSRF).send({ moneyLaundMode });

  it('money-laundering mode: incomplete → 請先完成 檢查漏勾漏填!, complete → amlPassState Y', async () => {
    const { transCode } = await amlCase();
    const early = await finish(transCode, true);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'AML_CHECK_FIRST', message: amlMessages.CHECK_FIRST });
    await saveRisk(transCode, answers({ mlCheckYn: 'Y' })).expect(200);
    expect((await finish(transCode, true)).body.error.code).toBe('AML_CHECK_FIRST');
    await ctx.agent
      .post(`/api/proposals/${transCode}/aml/edd`)
      .set(CSRF)
      .send({ temporary: false, values: edd() })
      .expect(200);
    const done = await finish(transCode, true).expect(200);
    expect(done.body).toEqual({ message: amlMessages.FINISHED, alerts: [], noEmail: false });
    const row = (await ctx.agent.get(`/api/proposals/${transCode}`)).body;
    expect(row).toMatchObject({ amlPassState: 'Y', eddPassState: 'A' });
    expect((await finish(transCode, true)).body.error.code).toBe('PROPOSAL_STATE_REFUSED');
  });

  it('shows the core’s error, and its mail and SMS failures as alerts', async () => {
    // The wizard's finish (moneyLaundMode false) takes an editable case (issue 20: N or S).
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    await saveRisk(transCode, answers()).expect(200);
    await ctx.stack.mock('put', '/__mock/agent-files-finish', { mode: 'error' });
    const refused = await finish(transCode, false);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('AML_REFUSED');
    await ctx.stack.mock('put', '/__mock/agent-files-finish', { mode: 'emailErr' });
    expect((await finish(transCode, false).expect(200)).body.alerts).toEqual([
      '要保人電子郵件寄送失敗',
      '被保險人電子郵件寄送失敗',
      '業務員電子郵件寄送失敗',
    ]);
    await ctx.stack.mock('put', '/__mock/agent-files-finish', { mode: 'msgCal' });
    expect((await finish(transCode, false).expect(200)).body.alerts).toEqual([
      '簡訊發送失敗，請確認要保人行動電話',
    ]);
    await ctx.stack.mock('put', '/__mock/agent-files-finish', { mode: 'msg' });
    expect((await finish(transCode, false).expect(200)).body.alerts).toEqual(['洗錢防制資料已送出']);
  });

  it('a remote case without the policyholder’s e-mail: noEmail', async () => {
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'R');
    await ctx.stack.mock('put', '/__mock/no-email', { transCode });
    const sendDate = () =>
      ctx.agent
        .post(`/api/proposals/${transCode}/send-date`)
        .set(CSRF)
        .send({ writSendDate: new Date().toISOString().slice(0, 10) });
    // Before the finish the draft has no send date to enter.
    expect((await sendDate()).body.error?.code).toBe('PROPOSAL_STATE_REFUSED');
    await saveRisk(transCode, answers()).expect(200);
    expect((await finish(transCode, false).expect(200)).body.noEmail).toBe(true);
    // The core awaits the posted copy's send date (writSendState P): the step's dialog saves it, once.
    expect((await ctx.agent.get(`/api/proposals/${transCode}`)).body).toMatchObject({ writSendState: 'P' });
    expect((await sendDate().expect(200)).body.message).toBe('儲存成功');
    expect((await ctx.agent.get(`/api/proposals/${transCode}`)).body).toMatchObject({ writSendState: 'A' });
    expect((await sendDate()).status).toBe(409);
  });

  it('refuses the money-laundering mode outside U/amlPassState P before the core', async () => {
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N');
    await forgetCoreCalls(ctx.stack);
    const res = await finish(transCode, true);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PROPOSAL_STATE_REFUSED');
    expect(await coreCalls(ctx.stack, '/ins/common/agentFilesFinish')).toEqual([]);
  });

  it('refuses a bad body (400) and needs the CSRF header', async () => {
    const { transCode } = await amlCase();
    expect((await ctx.agent.post(`/api/proposals/${transCode}/aml/finish`).set(CSRF).send({})).status).toBe(
      400,
    );
    expect(
      (await ctx.agent.post(`/api/proposals/${transCode}/aml/finish`).send({ moneyLaundMode: true })).status,
    ).toBe(403);
  });
});

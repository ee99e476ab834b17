import request from 'supertest';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';

// The first login warms the mock up; a shared machine needs more than jest's 5 s.
jest.setTimeout(20_000);

const { check, client } = mockUnderContract();

async function agent(userCode = 'AG00001'): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

const risk = (transCode: string, extra: Record<string, string> = {}) => ({
  transCode,
  status: 'S',
  idnCode: 'A,B',
  idnCheckYn: 'Y',
  commCheckYn: 'Y',
  cusJobCode: '0101001',
  specJobYn: 'N',
  mlCheckYn: 'N',
  nameCheckYn: 'N',
  insureSource: '1',
  premSource: '1',
  ...extra,
});

async function amlCase(c: LegacyClient): Promise<string> {
  return rowWith(await allRows(c), { polState: 'U', amlPassState: 'P' }).transCode;
}

describe('AML calls of the mock core', () => {
  it('serves the proposal-ready data with the career lists and annex codes', async () => {
    const c = await agent();
    const transCode = await amlCase(c);
    const body = (await c.get(`/ins/common/proposalReady?transCode=${transCode}`)).body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      srv12List: ['0701001', '0801001'],
      srv14List: ['0501001', '0601001', '0602001'],
      tab1AnnexCode: 'AML01',
      tab1Done: 'N',
      tab2Done: 'N',
      insPol: { lifRiskScore: null },
    });
    expect((await c.get('/ins/common/proposalReady?transCode=NOPE')).body).toEqual({
      status: 'E',
      message: '查無此要保書資料',
    });
  });

  it('saves the risk annex (T then S), scores it below and above the limit', async () => {
    const c = await agent();
    const transCode = await amlCase(c);
    expect((await c.get(`/ins/common/insPoliciesAnnexRisk?transCode=${transCode}`)).body).toEqual({});
    const temp = await c.post('/ins/common/insPoliciesAnnexRisk', { transCode, status: 'T', idnCode: 'A' });
    expect(temp.body).toEqual({ status: 'S', message: '暫存成功' });
    const incomplete = await c.post('/ins/common/insPoliciesAnnexRisk', { transCode, status: 'S' });
    expect(incomplete.body).toEqual({ status: 'E', message: '風險評估資料不完整' });
    expect((await c.post('/ins/common/lifRiskScore', { transCode })).body).toMatchObject({
      resultCode: '0100',
    });
    expect((await c.post('/ins/common/insPoliciesAnnexRisk', risk(transCode))).body.message).toBe('儲存成功');
    expect((await c.post('/ins/common/lifRiskScore', { transCode })).body).toEqual({
      resultCode: '0000',
      message: null,
      lifRiskScore: 10,
    });
    await c.post('/ins/common/insPoliciesAnnexRisk', risk(transCode, { mlCheckYn: 'Y' }));
    expect((await c.post('/ins/common/lifRiskScore', { transCode })).body.lifRiskScore).toBe(40);
    const ready = await c.get(`/ins/common/proposalReady?transCode=${transCode}`);
    expect(ready.body).toMatchObject({ tab1Done: 'Y', insPol: { lifRiskScore: 40 } });
  });

  it.each([
    ['0001', '風險評級或核保系統異常'],
    ['0125', '批次資料尚未匯入'],
    ['0143', 'AML系統查詢權限不足'],
  ])('answers the forced AML reply %s', async (mode, message) => {
    const c = await agent();
    await request(check.app).put('/__mock/risk-score').send({ mode }).expect(204);
    expect((await c.post('/ins/common/lifRiskScore', { transCode: await amlCase(c) })).body).toEqual({
      resultCode: mode,
      message,
    });
  });

  it('answers without a message when forced empty', async () => {
    const c = await agent();
    await request(check.app).put('/__mock/risk-score').send({ mode: 'empty' }).expect(204);
    const body = (await c.post('/ins/common/lifRiskScore', { transCode: await amlCase(c) })).body;
    expect(body.message).toBeNull();
  });

  it('keeps, refuses and deletes the EDD annex', async () => {
    const c = await agent();
    const transCode = await amlCase(c);
    const incomplete = await c.post('/ins/common/insPoliciesAnnexEdd', { transCode, status: 'S' });
    expect(incomplete.body).toEqual({ status: 'E', message: 'EDD問卷資料不完整' });
    const edd = {
      transCode,
      status: 'S',
      visitCode: '1',
      incomeSource: '1,6',
      incomeSourceOther: '版稅',
      payMode: '1',
    };
    expect((await c.post('/ins/common/insPoliciesAnnexEdd', edd)).body.message).toBe('儲存成功');
    expect((await c.get(`/ins/common/insPoliciesAnnexEdd?transCode=${transCode}`)).body).toMatchObject({
      annexCode: 'EDD01',
      incomeSourceOther: '版稅',
    });
    expect((await c.delete(`/ins/common/insPoliciesAnnexEdd?transCode=${transCode}`)).body.status).toBe('S');
    expect((await c.get(`/ins/common/insPoliciesAnnexEdd?transCode=${transCode}`)).body).toEqual({});
  });

  it('finishes in money-laundering mode (amlPassState P → Y) and reports the forced outcomes', async () => {
    const c = await agent();
    const transCode = await amlCase(c);
    const finish = (needEdd = 'N') =>
      c.post('/ins/common/agentFilesFinish', { transCode, needEdd, moneyLaundMode: 'Y' });
    expect((await finish()).body).toEqual({ error: '風險評估尚未完成' });
    await c.post('/ins/common/insPoliciesAnnexRisk', risk(transCode));
    expect((await finish('Y')).body).toEqual({ error: '高風險客戶需加填EDD問卷!' });
    await request(check.app).put('/__mock/agent-files-finish').send({ mode: 'emailErr' }).expect(204);
    expect((await finish()).body).toMatchObject({ emailErr1: '要保人電子郵件寄送失敗' });
    expect(rowWith(await allRows(c), { transCode }).amlPassState).toBe('Y');
    expect((await finish()).body).toEqual({ error: '此要保書目前狀態不可執行此功能' });
  });

  it('reports an accepted finish (finishYn) until the next annex save; the occupation is the stored one', async () => {
    const c = await agent();
    const { transCode } = rowWith(await allRows(c), { polState: 'N', polInsureType: 'M' });
    const ready = async () =>
      (await c.get(`/ins/common/proposalReady?transCode=${transCode}`)).body as Record<string, unknown>;
    await request(check.app)
      .put('/__mock/policyholder-job')
      .send({ transCode, jobCode: '0601001' })
      .expect(204);
    expect(await ready()).toMatchObject({ finishYn: 'N', cusJobCode: '0601001' });
    await c.post('/ins/common/insPoliciesAnnexRisk', risk(transCode));
    await c.post('/ins/common/agentFilesFinish', { transCode, needEdd: 'N', moneyLaundMode: 'N' });
    expect(await ready()).toMatchObject({ finishYn: 'Y' });
    await c.post('/ins/common/insPoliciesAnnexRisk', risk(transCode, { status: 'T' }));
    expect(await ready()).toMatchObject({ finishYn: 'N' });
  });

  it('flags a remote case whose policyholder has no e-mail', async () => {
    const c = await agent();
    const row = rowWith(await allRows(c), { polState: 'N', polInsureType: 'R' });
    await request(check.app).put('/__mock/no-email').send({ transCode: row.transCode }).expect(204);
    await c.post('/ins/common/insPoliciesAnnexRisk', risk(row.transCode));
    const body = (
      await c.post('/ins/common/agentFilesFinish', {
        transCode: row.transCode,
        needEdd: 'N',
        moneyLaundMode: 'N',
      })
    ).body;
    expect(body).toEqual({ noEmail: 'Y' });
    // The written analysis goes by post: its send date is awaited, and may now be saved on the N case.
    expect(rowWith(await allRows(c), { transCode: row.transCode }).writSendState).toBe('P');
    const today = new Date();
    const date = `${today.getFullYear()}/${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}`;
    const saved = await c.post('/ins/common/insPolicies/writSendDate', {
      transCode: row.transCode,
      writSendDate: date,
    });
    expect(saved.body).toMatchObject({ status: 'S' });
    expect(rowWith(await allRows(c), { transCode: row.transCode }).writSendState).toBe('A');
  });
});

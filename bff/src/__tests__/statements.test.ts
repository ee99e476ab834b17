import { writtenAnalysisMessages } from '@agent-portal/contracts/messages';
import { taipeiToday } from '@agent-portal/contracts/rules';
import { CSRF, binary, useStack } from './support/stack';
import { allRows, caseWhere, coreCalls, forgetCoreCalls, type Row } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true, clearFaults: true });

const complete = {
  purCode: ['1'],
  insTypeCode: '1',
  compCode: 'CH',
  faceAmt: '1000000',
  insOtherYn: 'N',
  curCode: 'TWD',
  mode: '1',
  modePrem: '36000',
  retireYear: '2',
  feeSourceCode: ['03'],
  proNameChk: '1',
  faceAmtChk: '1',
  coverageChk: '1',
  modePremChk: '1',
  insReasonCode: '1',
};

const today = () => taipeiToday().replace(/-/g, '/');

/** A case of the agent's own (issue 20: every {transCode} operation is for the agent's cases only). */
const ownDraft = () => caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');

describe('statements (n6)', () => {
  it('lists one document of each type with the STATEMENT_PRESENT scale', async () => {
    const { transCode } = await ownDraft();
    const res = await ctx.agent
      .get(`/api/proposals/${transCode}/statements`)
      .query({ isPreview: 'N' })
      .expect(200);
    expect(res.body.scale).toBe(0.8);
    const docs = res.body.documents as Record<string, string>[];
    expect(docs.map((d) => d.contType)).toEqual(['ANNEX', 'PDF', 'HTML']);
    expect(Buffer.from(docs[0]!.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(docs[1]!.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(docs[2]!.html).toContain('個人資料');
  });

  it('refuses an unknown document with 404 and a write without the CSRF header', async () => {
    const { transCode } = await ownDraft();
    const unknown = await ctx.agent
      .post(`/api/proposals/${transCode}/statements/review`)
      .set(CSRF)
      .send({ docCode: 'NOPE', docVersion: '1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('STATEMENT_NOT_FOUND');
    const noCsrf = await ctx.agent
      .post(`/api/proposals/${transCode}/statements/review`)
      .send({ docCode: 'ST01', docVersion: '2' });
    expect(noCsrf.status).toBe(403);
    const badBody = await ctx.agent
      .post(`/api/proposals/${transCode}/statements/review`)
      .set(CSRF)
      .send({ docCode: '' });
    expect(badBody.status).toBe(400);
  });

  it('posts the records only once every document was agreed (the core refuses before: 409)', async () => {
    const { transCode } = await ownDraft();
    const early = await ctx.agent.post(`/api/proposals/${transCode}/statements/records`).set(CSRF);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('LEGACY_ERROR');
    expect(early.body.error.message).toMatch(/^尚未閱覽聲明事項/);
    const docs = (await ctx.agent.get(`/api/proposals/${transCode}/statements`).expect(200)).body
      .documents as {
      docCode: string;
      docVersion: string;
    }[];
    for (const d of docs) {
      await ctx.agent
        .post(`/api/proposals/${transCode}/statements/review`)
        .set(CSRF)
        .send({ docCode: d.docCode, docVersion: d.docVersion })
        .expect(200);
    }
    await ctx.agent.post(`/api/proposals/${transCode}/statements/records`).set(CSRF).expect(200);
  });
});

describe('written analysis (n7)', () => {
  const draftOf = ownDraft;
  const save = (row: Row, body: object) =>
    ctx.agent.post(`/api/proposals/${row.transCode}/written-analysis`).set(CSRF).send(body);

  it('loads the analysis with its facts, saves a draft T, refuses an incomplete submit, submits S', async () => {
    const draft = await draftOf();
    const loaded = (await ctx.agent.get(`/api/proposals/${draft.transCode}/written-analysis`).expect(200))
      .body;
    expect(loaded).toMatchObject({
      status: '',
      polInsureType: 'M',
      readOnly: false,
      highAgeLimit: 65,
      remindHour: 16,
      meta: { callSources: ['01', '02', '05'] },
    });
    expect((await save(draft, { submit: false, values: { purCode: ['1'] } }).expect(200)).body).toEqual({
      status: 'T',
      messages: [],
    });
    const incomplete = await save(draft, { submit: true, values: { purCode: ['9'] } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.details).toContain('投保目的不得僅勾選理財及節稅!');
    const done = await save(draft, { submit: true, values: { ...complete, insOtherYn: 'Y' } }).expect(200);
    expect(done.body.status).toBe('S');
    expect(done.body.messages).toHaveLength(1);
    const again = (await ctx.agent.get(`/api/proposals/${draft.transCode}/written-analysis`).expect(200))
      .body;
    expect(again.status).toBe('S');
    expect(again.values).toMatchObject({ purCode: ['1'], faceAmt: '1000000', insOtherYn: 'Y' });
  });

  it("answers the core's statusCode E as 409 with its messages", async () => {
    const draft = await draftOf();
    const res = await save(draft, { submit: true, values: { ...complete, modePrem: '2000000' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'LEGACY_ERROR', message: '保費不可大於保額，請確認!' });
  });

  it("applies the core's facts, never the browser's: a high-age, policy-loan case needs the old-age and call answers", async () => {
    const rows = await allRows(ctx.agent);
    const old = rows.find((r) => [r.oCusName, r.iCusName].includes('吳宗憲'));
    if (!old) throw new Error('no case of 吳宗憲');
    const loaded = (await ctx.agent.get(`/api/proposals/${old.transCode}/written-analysis`).expect(200)).body;
    expect(loaded.meta).toMatchObject({ highAge: true, plResult: 'yes' });
    const res = await save(old, { submit: true, values: complete });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        '請輸入高齡客戶是否了解商品特性',
        '請輸入方便電訪時間',
        '您尚未說明風險及最大損失，或尚未填寫!',
      ]),
    );
  });

  it('makes a remote case past its acceptance date read-only (409 without a core write)', async () => {
    const past = await caseWhere(
      ctx.agent,
      (r) => r.polInsureType === 'R' && r.insAcceptDt !== '' && r.insAcceptDt < today(),
    );
    const loaded = (await ctx.agent.get(`/api/proposals/${past.transCode}/written-analysis`).expect(200))
      .body;
    expect(loaded.readOnly).toBe(true);
    const res = await save(past, { submit: false, values: {} });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'WRITTEN_READ_ONLY',
      message: writtenAnalysisMessages.READ_ONLY_SAVE_REFUSED,
    });
  });

  it('refuses 轉保險公司 of a remote case in the wizard past its acceptance date (409, the core never asked)', async () => {
    const past = await caseWhere(
      ctx.agent,
      (r) => r.polInsureType === 'R' && r.polState === 'S' && r.insAcceptDt !== '' && r.insAcceptDt < today(),
    );
    expect(
      (await ctx.agent.get(`/api/proposals/${past.transCode}/written-analysis`).expect(200)).body.readOnly,
    ).toBe(true);
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent
      .post(`/api/proposals/${past.transCode}/jump`)
      .set(CSRF)
      .send({ visitingAgent: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'WRITTEN_READ_ONLY',
      message: writtenAnalysisMessages.READ_ONLY_JUMP_REFUSED,
    });
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/insurerAppUrl')).toEqual([]);
    expect((await caseWhere(ctx.agent, (r) => r.transCode === past.transCode)).polState).toBe('S');
  });

  it('refuses unknown fields (400) and answers a core failure with the catalogue (500 SERVER_BUSY)', async () => {
    const draft = await draftOf();
    expect((await save(draft, { submit: true, values: { hacker: 'x' } })).status).toBe(400);
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/ins/common/writtenData', status: 500 });
    const res = await ctx.agent.get(`/api/proposals/${draft.transCode}/written-analysis`);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });

  it('streams the proposal PDF inline and checks the insurer code', async () => {
    const { transCode } = await ownDraft();
    const res = await ctx.agent
      .get(`/api/proposals/${transCode}/proposal-pdf`)
      .query({ compCode: 'CH' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await ctx.agent.get(`/api/proposals/${transCode}/proposal-pdf`).query({ compCode: '<x>' })).status,
    ).toBe(400);
  });
});

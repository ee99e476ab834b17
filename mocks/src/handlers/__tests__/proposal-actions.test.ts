import { PDFDocument } from 'pdf-lib';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith, type Row } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { ymd } from '../../lib/dates';

const { client } = mockUnderContract();

async function agent(userCode = 'AG00001'): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

const findRow = async (c: LegacyClient, transCode: string) =>
  ((await c.post('/ins/common/insPolicies/search', { transCode })).body as Row[])[0] as Row;

describe('interview result (POST /ins/common/insPolicies/elecCallResult)', () => {
  const result = (transCode: string, name = '王小華') => ({
    name,
    date: '2025/01/02',
    hour: '09',
    minutes: '30',
    transCode,
  });

  it('saves once for U with elecCallState P, then the case no longer waits for it', async () => {
    const c = await agent();
    const row = rowWith(await allRows(c), { polState: 'U', elecCallState: 'P' });
    expect((await c.post('/ins/common/insPolicies/elecCallResult', result(row.transCode))).body).toEqual({
      status: 'S',
      message: '儲存成功',
    });
    expect((await findRow(c, row.transCode)).elecCallState).toBe('Y');
    expect((await c.post('/ins/common/insPolicies/elecCallResult', result(row.transCode))).body).toEqual({
      status: 'E',
      message: '電訪結果已儲存，不可再編輯',
    });
  });

  it('refuses another state, and a name over 20 characters or an hour out of range with 400', async () => {
    const c = await agent();
    const rows = await allRows(c);
    const other = rowWith(rows, { polState: 'U', amlPassState: 'P' });
    expect(
      (await c.post('/ins/common/insPolicies/elecCallResult', result(other.transCode))).body.status,
    ).toBe('E');
    const row = rowWith(rows, { polState: 'U', elecCallState: 'P' });
    const long = await c.post(
      '/ins/common/insPolicies/elecCallResult',
      result(row.transCode, '王'.repeat(21)),
    );
    expect(long.status).toBe(400);
    const hour = await c.post('/ins/common/insPolicies/elecCallResult', {
      ...result(row.transCode),
      hour: '24',
    });
    expect(hour.status).toBe(400);
  });
});

describe('written send date and resend', () => {
  it('saves the send date once (writSendState P → A), not after today', async () => {
    const c = await agent();
    const row = rowWith(await allRows(c), { polState: 'U', polInsureType: 'R', writSendState: 'P' });
    const post = (writSendDate: string) =>
      c.post('/ins/common/insPolicies/writSendDate', { writSendDate, transCode: row.transCode });
    const tomorrow = ymd(new Date(Date.now() + 86_400_000));
    expect((await post(tomorrow)).body).toEqual({ status: 'E', message: '寄送日期不可大於今日' });
    expect((await post(ymd(new Date()))).body.status).toBe('S');
    expect(await findRow(c, row.transCode)).toMatchObject({
      writSendState: 'A',
      writSendDate: ymd(new Date()),
    });
    expect((await post(ymd(new Date()))).body).toEqual({
      status: 'E',
      message: '寄送日期已儲存，不可再編輯',
    });
  });

  it('resends the written analysis for writSendState N and records the mail; refuses other states', async () => {
    const c = await agent();
    const rows = await allRows(c);
    const row = rowWith(rows, { polState: 'A', writSendState: 'N' });
    const res = await c.post('/ins/common/insPolicies/resendWritten', {
      transCode: row.transCode,
      oCusEmail: row.oCusEmail,
      oCusIdn: row.oCusIdn,
      oCusName: row.oCusName,
      userCode: 'AG00001',
      insAcceptdt: row.insAcceptdt,
    });
    expect(res.body).toEqual({ status: 'S', message: '已重寄書面分析資料' });
    const mails = (await c.get('/__mock/mails')).body as Row[];
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'written', to: row.oCusEmail, transCode: row.transCode }),
    ]);
    const sent = rowWith(rows, { polState: 'U', writSendState: 'A' });
    expect(
      (await c.post('/ins/common/insPolicies/resendWritten', { transCode: sent.transCode })).body.status,
    ).toBe('E');
  });
});

describe('documents', () => {
  async function pdf(c: LegacyClient, url: string) {
    const res = await c.get(url);
    const bytes = Buffer.from(res.body as Buffer);
    return { res, bytes };
  }

  it.each([
    [
      'consent',
      { polState: 'N', polInsureType: 'M' },
      (r: Row) => `/ins/common/insPolicies/downloadConsentPdf?transCode=${r.transCode}`,
      '行動投保同意書',
    ],
    [
      'EDD',
      { polState: 'U', eddPassState: 'A' },
      (r: Row) => `/ins/common/insPolicies/downloadEDDPdf?transCode=${r.transCode}&compCode=${r.compCode}`,
      '高風險客戶盡職調查表',
    ],
    [
      'written',
      { polState: 'P', writSendState: 'A' },
      (r: Row) => `/ins/common/insPolicies/downloadWritten?insureNo=${r.insureNo}&compCode=${r.compCode}`,
      '書面分析報告',
    ],
  ])(
    "the %s PDF is a real PDF with the case's Chinese data and file name",
    async (_kind, facts, url, name) => {
      const c = await agent();
      const row = rowWith(await allRows(c), facts);
      const { res, bytes } = await pdf(c, url(row));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${name}_${row.insureNo}.pdf`)}`,
      );
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getSubject()).toContain(`要保人：${row.oCusName as string}`);
      expect(doc.getSubject()).toContain(`被保險人：${row.iCusName as string}`);
    },
  );

  it('refuses a document the state does not have (400) and an unknown case (404)', async () => {
    const c = await agent();
    const rows = await allRows(c);
    const remote = rowWith(rows, { polState: 'N', polInsureType: 'R' });
    expect(
      (await c.get(`/ins/common/insPolicies/downloadConsentPdf?transCode=${remote.transCode}`)).status,
    ).toBe(400);
    const r = rowWith(rows, { polState: 'R', polInsureType: 'M' });
    expect((await c.get(`/ins/common/insPolicies/downloadConsentPdf?transCode=${r.transCode}`)).status).toBe(
      400,
    );
    const edd = rowWith(rows, { polState: 'U', eddPassState: 'A' });
    expect(
      (await c.get(`/ins/common/insPolicies/downloadEDDPdf?transCode=${edd.transCode}&compCode=XX`)).status,
    ).toBe(404);
    expect((await c.get('/ins/common/insPolicies/downloadConsentPdf?transCode=NOPE')).status).toBe(404);
  });

  it("lists a case's files by group and type (polf)", async () => {
    const c = await agent();
    const row = rowWith(await allRows(c), { polState: 'U', preSignState: 'R' });
    const files = (g: string) => c.get(`/ins/upload/polf?transCode=${row.transCode}&${g}`);
    expect(((await files('fileGroup=VALIDATE')).body as Row[]).map((f) => f.fileType)).toEqual(['AG']);
    expect(((await files('fileGroup=ATTACH')).body as Row[]).map((f) => f.fileType)).toEqual(['C']);
    expect((await files('fileType=B')).body).toEqual([]);
  });
});

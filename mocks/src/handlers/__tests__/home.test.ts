import { PDFDocument } from 'pdf-lib';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { monthOf as yyyymm } from '@agent-portal/contracts/rules';

const { client } = mockUnderContract();

type Row = Record<string, unknown>;

async function loggedIn(userCode = 'AG00001'): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

/** supertest leaves application/pdf unparsed unless told to buffer it. */
async function pdfOf(c: LegacyClient, url: string): Promise<{ status: number; bytes: Buffer; headers: Row }> {
  const res = await c.get(url);
  return { status: res.status, bytes: Buffer.from(res.body as Buffer), headers: res.headers };
}

describe('home data', () => {
  it('answers the training link, the service message and the marquee', async () => {
    const c = await loggedIn();
    expect((await c.get('/ojt/common/getLmsUrl')).body.url).toMatch(/^https:\/\/.+emp=AG00001/);
    expect((await c.get('/wob/servMsg2')).body.srvCont).toMatch(/系統公告/);
    const marquee = (await c.get('/wob/message')).body as Row[];
    expect(marquee.length).toBeGreaterThanOrEqual(3);
    expect(marquee[0]).toEqual({ msgCont: expect.any(String) });
  });

  it('answers about 14 pending proposals in N, O, S, U, newest first and the same each time', async () => {
    const c = await loggedIn();
    const rows = (await c.get('/ins/common/insPolicies/pending')).body as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(16);
    expect(new Set(rows.map((r) => r.polState))).toEqual(new Set(['N', 'O', 'S', 'U']));
    expect(rows.find((r) => r.polState === 'U')?.polStateName).toBe('待補正');
    const dates = rows.map((r) => r.modifyDt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await c.get('/ins/common/insPolicies/pending')).body).toEqual(rows);
    const other = await loggedIn('AG00002');
    expect((await other.get('/ins/common/insPolicies/pending')).body).not.toEqual(rows);
  });

  it('answers no pending proposals and no commission for AG00004 (pirYn N)', async () => {
    const c = await loggedIn('AG00004');
    expect((await c.get('/ins/common/insPolicies/pending')).body).toEqual([]);
    const month = yyyymm(new Date(), -1);
    expect((await c.get(`/commission/SSDetailList?startMonth=${month}&endMonth=${month}`)).body).toEqual([]);
  });

  it('answers the licence info', async () => {
    const c = await loggedIn('AG00002');
    expect((await c.get('/adm/com/license')).body).toEqual({
      pirCode: '011300002',
      pptCode: '021300002',
      certRoles: ['P106', 'P107', 'P108', 'P109', 'P110'],
    });
  });
});

describe('commission (GET /commission/SSDetailList)', () => {
  const now = new Date();
  const last = yyyymm(now, -1);
  const oldest = yyyymm(now, -12);

  it('answers 12 months of rows, period descending, with masked names', async () => {
    const c = await loggedIn();
    const rows = (await c.get(`/commission/SSDetailList?startMonth=${oldest}&endMonth=${last}`))
      .body as Row[];
    const periods = [...new Set(rows.map((r) => r.period))];
    expect(periods).toHaveLength(12);
    expect(periods[0]).toBe(last);
    expect(new Set(rows.map((r) => r.aliasName)).size).toBeGreaterThanOrEqual(3);
    const row = rows.find((r) => [...(r.payerName as string)].length === 3) as Row;
    const name = [...(row.payerName as string)];
    expect(row.payerNameMask).toBe(`${name[0]}○${name[2]}`);
    expect(row.empID).toBe('AG00001');
  });

  it('answers [] outside the 12 months, and 400 for start after end or a malformed month', async () => {
    const c = await loggedIn();
    const current = yyyymm(now);
    expect((await c.get(`/commission/SSDetailList?startMonth=${current}&endMonth=${current}`)).body).toEqual(
      [],
    );
    const reversed = await c.get(`/commission/SSDetailList?startMonth=${last}&endMonth=${oldest}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('佣金月份-起 不可大於 佣金月份-迄!');
    expect((await c.get('/commission/SSDetailList?startMonth=2025-1&endMonth=202501')).status).toBe(400);
  });

  it('answers one row by period, empID and recNo; nothing for another agent', async () => {
    const c = await loggedIn();
    const rows = (await c.get(`/commission/SSDetailList?startMonth=${last}&endMonth=${last}`)).body as Row[];
    const one = await c.get(`/commission/SSDetailList?period=${last}&empID=AG00001&recNo=000002`);
    expect(one.body).toEqual([rows[1]]);
    const other = await c.get(`/commission/SSDetailList?period=${last}&empID=AG00002&recNo=000002`);
    expect(other.body).toEqual([]);
  });
});

describe('form download', () => {
  it('lists forms in several categories, filtered by type and name', async () => {
    const c = await loggedIn();
    const all = (await c.get('/adm/com/formDownload/list?ignoreBLOB=Y')).body as Row[];
    expect(new Set(all.map((r) => r.formType)).size).toBeGreaterThanOrEqual(4);
    expect(all[0]).toEqual({
      formCode: 'F0101',
      formType: '01',
      formTypeName: '要保文件',
      formName: '要保書填寫說明',
      fileName: 'F0101_要保書填寫說明.pdf',
    });
    const claims = (await c.get('/adm/com/formDownload/list?formType=03&ignoreBLOB=Y')).body as Row[];
    expect(claims.every((r) => r.formType === '03')).toBe(true);
    const named = await c.get(
      `/adm/com/formDownload/list?formName=${encodeURIComponent('變更')}&ignoreBLOB=Y`,
    );
    expect((named.body as Row[]).map((r) => r.formCode)).toEqual(['F0201', 'F0202', 'F0403']);
    const none = await c.get(
      `/adm/com/formDownload/list?formName=${encodeURIComponent('不存在')}&ignoreBLOB=Y`,
    );
    expect(none.body).toEqual([]);
  });

  it('includes the PDF as base64 without ignoreBLOB', async () => {
    const c = await loggedIn();
    const rows = (await c.get('/adm/com/formDownload/list?formType=03')).body as Row[];
    const blob = Buffer.from(rows[0]?.fileBlob as string, 'base64');
    expect(blob.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads a real one-page PDF with its Chinese file name', async () => {
    const c = await loggedIn();
    const pdf = await pdfOf(c, '/adm/com/formDownload/download?formCode=F0301');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('F0301_理賠申請書.pdf')}`,
    );
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Claim application');
    expect((await c.get('/adm/com/formDownload/download?formCode=NOPE')).status).toBe(404);
  });
});

describe('consent landing (POST /public/ins/cus/cusAgree)', () => {
  it('answers the document URL as text for a known urlNum, and that document is a PDF', async () => {
    const c = client();
    await c.get('/public/getVer');
    const res = await c.post('/public/ins/cus/cusAgree', { urlNum: 'K7Q2M9X4TA' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('/public/ins/cus/agreeDoc?urlNum=K7Q2M9X4TA');
    const pdf = await pdfOf(c, res.text);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an empty body for an unknown urlNum', async () => {
    const c = client();
    await c.get('/public/getVer');
    const res = await c.post('/public/ins/cus/cusAgree', { urlNum: 'NOPE' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await c.get('/public/ins/cus/agreeDoc?urlNum=NOPE')).status).toBe(404);
  });
});

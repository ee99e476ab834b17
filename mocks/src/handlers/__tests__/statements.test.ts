import { PDFDocument } from 'pdf-lib';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

async function agent(userCode = 'AG00001'): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

type Doc = Record<string, string>;

describe('statements (GET statements, PUT insPoliciesReview, POST insPoliciesRecords)', () => {
  it('answers one document of each content type with real content', async () => {
    const c = await agent();
    const docs = (await c.get('/ins/common/insPolicies/statements?transCode=TX1&isPreview=N')).body as Doc[];
    expect(docs.map((d) => d.contType)).toEqual(['ANNEX', 'PDF', 'HTML']);
    const annex = await PDFDocument.load(Buffer.from(docs[0]!.annexContBase64!, 'base64'));
    expect(annex.getPageCount()).toBe(2);
    await PDFDocument.load(Buffer.from(docs[1]!.fileCntBase64!, 'base64'));
    expect(docs[2]!.reviewCont).toContain('個人資料保護法');
  });

  it('records the review records only after every document was agreed, without annexContBase64', async () => {
    const c = await agent();
    const docs = (await c.get('/ins/common/insPolicies/statements?transCode=TX2')).body as Doc[];
    const cleared = docs.map((d) => ({ ...d, annexContBase64: '' }));
    const post = () =>
      c.post('/ins/common/insPoliciesRecords', { transCode: 'TX2', cusCode: '', appAnnexDocList: cleared });
    expect((await post()).text).toMatch(/^尚未閱覽聲明事項/);
    for (const d of docs) {
      const res = await c.put('/ins/common/insPoliciesReview', {
        transCode: 'TX2',
        docCode: d.annexCode,
        docVersion: d.annexVersion,
        isStep: 'Y',
      });
      expect(res.text).toBe('');
    }
    expect((await post()).text).toBe('');
    const withContent = await c.post('/ins/common/insPoliciesRecords', {
      transCode: 'TX2',
      cusCode: '',
      appAnnexDocList: docs,
    });
    expect(withContent.text).toMatch(/annexContBase64/);
  });

  it('refuses to review an unknown document', async () => {
    const c = await agent();
    const res = await c.put('/ins/common/insPoliciesReview', {
      transCode: 'TX3',
      docCode: 'NOPE',
      docVersion: '1',
      isStep: 'Y',
    });
    expect(res.text).toBe('查無此聲明事項文件');
  });
});

describe('written data (GET/POST writtenData) and the proposal PDF', () => {
  const record = (transCode: string, extra: Record<string, string> = {}) => ({
    transCode,
    status: 'S',
    purCode: '1,2',
    faceAmt: '1000000',
    modePrem: '30000',
    insOtherYn: 'N',
    ...extra,
  });

  it('loads a draft case with its facts, saves T then S, and notes other insurance', async () => {
    const c = await agent();
    const draft = rowWith(await allRows(c), { polState: 'N', polInsureType: 'M' });
    const loaded = (await c.get(`/ins/common/writtenData?transCode=${draft.transCode}`)).body;
    expect(loaded).toMatchObject({ status: '', polInsureType: 'M', compCode: draft.compCode });
    expect(typeof loaded.insureAgeO).toBe('number');
    expect((await c.post('/ins/common/writtenData', record(draft.transCode, { status: 'T' }))).body).toEqual({
      statusCode: 'S',
      messages: [],
    });
    expect(
      (await c.post('/ins/common/writtenData', record(draft.transCode, { insOtherYn: 'Y' }))).body.messages,
    ).toHaveLength(1);
    const again = (await c.get(`/ins/common/writtenData?transCode=${draft.transCode}`)).body;
    expect(again).toMatchObject({ status: 'S', purCode: '1,2', insOtherYn: 'Y' });
  });

  it('answers statusCode E with its messages', async () => {
    const c = await agent();
    const draft = rowWith(await allRows(c), { polState: 'N', polInsureType: 'M' });
    expect(
      (await c.post('/ins/common/writtenData', record(draft.transCode, { modePrem: '2000000' }))).body,
    ).toEqual({ statusCode: 'E', messages: ['保費不可大於保額，請確認!'] });
    const accepted = rowWith(await allRows(c), { polState: 'U' });
    expect((await c.post('/ins/common/writtenData', record(accepted.transCode))).body.messages).toContain(
      '此要保書目前狀態不可執行此功能',
    );
  });

  it('serves the proposal PDF', async () => {
    const c = await agent();
    const res = await c.get(
      '/ins/common/insPolicies/recordsOnlyPdf?transCode=TX9&annexCodeList=A01&compCode=CH',
    );
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
  });
});

import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

let c: LegacyClient;
beforeEach(async () => {
  c = client();
  await loginFully(c, 'AG00001');
});

type Row = Record<string, unknown>;

describe('annex register (/appAnnexd, issue 23 item 12)', () => {
  it('lists the statements and the AML annexes in force, without content', async () => {
    const list = (await c.get('/appAnnexd/appAnnexdInfoList')).body as Row[];
    expect(list.map((a) => a.annexCode)).toEqual(['ST01', 'ST02', 'ST03', 'AML01', 'EDD01', 'AML03']);
    expect(list[0]).toEqual({
      annexCode: 'ST01',
      annexVersion: '2',
      annexName: '保險商品重要事項告知書',
      contType: 'ANNEX',
    });
    expect(list.find((a) => a.annexCode === 'EDD01')).toMatchObject({
      annexVersion: '1.0',
      contType: 'FORM',
    });
  });

  it('answers one annex with its content: a PDF, an HTML text, none for a form', async () => {
    const pdf = (await c.get('/appAnnexd/getAppAnnexdInfoS01?annexCode=ST01')).body as Row;
    expect(pdf).toMatchObject({ annexCode: 'ST01', annexVersion: '2', contType: 'ANNEX', reviewCont: '' });
    expect(Buffer.from(String(pdf.fileCntBase64), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const list = (await c.get('/appAnnexd/appAnnexdInfoList')).body as Row[];
    const html = list.find((a) => a.contType === 'HTML') as Row;
    const htmlDoc = (await c.get(`/appAnnexd/getAppAnnexdInfoS01?annexCode=${String(html.annexCode)}`))
      .body as Row;
    expect(htmlDoc).toMatchObject({ contType: 'HTML', fileCntBase64: '' });
    expect(String(htmlDoc.reviewCont)).toContain('<');
    const form = (await c.get('/appAnnexd/getAppAnnexdInfoS01?annexCode=AML01&annexVersion=1.2')).body as Row;
    expect(form).toMatchObject({ contType: 'FORM', fileCntBase64: '', reviewCont: '' });
  });

  it('answers 404 for an unknown code or a version not in force, 400 without a code, 401 before login', async () => {
    const unknown = await c.get('/appAnnexd/getAppAnnexdInfoS01?annexCode=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '查無此附件資料' });
    expect((await c.get('/appAnnexd/getAppAnnexdInfoS01?annexCode=ST01&annexVersion=1')).status).toBe(404);
    expect((await c.get('/appAnnexd/getAppAnnexdInfoS01')).status).toBe(400);
    expect((await client().get('/appAnnexd/appAnnexdInfoList')).status).toBe(401);
  });
});

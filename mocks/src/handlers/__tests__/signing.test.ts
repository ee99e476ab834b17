import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { PNG_STROKE } from '../../__tests__/helpers/png';
import { allRows, rowWith, type Row } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';

// PDFs with the embedded Chinese face take a few seconds on a busy machine.
jest.setTimeout(30_000);
const { client } = mockUnderContract();

interface Layout {
  docCode: string;
  docFid: string;
  recCode: string;
  singRefCusCode: string;
  queFlag: string;
  layoutItem: { belongPageNum: number; x: number; y: number; width: number; height: number };
}
interface PreviewList {
  polrecS02: { docCode: string; docFid: string; cusCode: string }[];
  polsS01: Record<string, string>;
  signS01: { signName: string; colname: string; cusCode: string; signDt: string | null; signCode: string }[];
  signRelaData: { colname: string; signCode: string; layouts: Layout[] }[];
}

async function agentCase(facts: Record<string, unknown>): Promise<{ c: LegacyClient; row: Row }> {
  const c = client();
  await loginFully(c, 'AG00001');
  return { c, row: rowWith(await allRows(c), facts) };
}

const previewList = async (c: LegacyClient, transCode: string) =>
  (await c.get(`/pdfreport/com/preViewList?transCode=${transCode}&isAgentSign=N`)).body as PreviewList;

const sign = (c: LegacyClient, transCode: string, signCode: string, l: Layout, image = PNG_STROKE) =>
  c.post('/pdfreport/com/updateSignature', {
    signatureImageBase64: image,
    transCode,
    recCode: l.recCode,
    signCode,
    cusCode: l.singRefCusCode,
    signDt: '2026/11/22 10:00:00',
  });

describe('signing (pdfreport/com)', () => {
  it('signs with the customers the case holds: policyholder and insured of a draft, no representative saved', async () => {
    const { c, row } = await agentCase({ polState: 'N', polInsureType: 'M' });
    const list = await previewList(c, row.transCode);
    expect(list.signS01.map((s) => [s.signCode, s.colname, s.signName, s.signDt])).toEqual([
      ['O', '要保人', row.oCusName, null],
      ['I', '被保險人', row.iCusName, null],
    ]);
    expect(new Set(list.polrecS02.map((d) => d.docCode))).toEqual(new Set(['A01', 'B03', 'B05']));
    expect(list.signRelaData).toHaveLength(6);
    expect(list.signRelaData.some((r) => r.layouts[0]?.queFlag === 'Y')).toBe(true);
    expect(list.polsS01).toEqual({});
  });

  it('a minor insured: the representative n3 saved signs (the policyholder here), never the insured', async () => {
    const { c, row } = await agentCase({ polState: 'S', polInsureType: 'M', compCode: 'TY' });
    const list = await previewList(c, row.transCode);
    expect(list.signS01.map((s) => [s.signCode, s.colname, s.signName])).toEqual([
      ['O', '要保人', row.oCusName],
      ['I', '被保險人', row.iCusName],
      ['L', '法定代理人', row.oCusName],
    ]);
    expect(list.signS01[2]?.signName).not.toBe(row.iCusName);
    expect(list.signRelaData).toHaveLength(7);
  });

  it('two representatives saved on n3: two signers with a block each; one person for both signs once', async () => {
    const { c, row } = await agentCase({ polState: 'N', polInsureType: 'M' });
    const rep = (legcusIdn: string, legcusName: string) => ({
      cusType: 'O',
      legcusIdn,
      legcusName,
      legSex: '1',
    });
    const saveLegal = (typeO: unknown, typeI: unknown) =>
      c.post('/ins/cus/legalAgent', { transCode: row.transCode, typeO, typeI, changedFlag: true });
    await saveLegal(rep('A100000010', '王志明'), rep('C134562781', '陳志偉'));
    const two = await previewList(c, row.transCode);
    expect(two.signS01.map((s) => [s.signCode, s.signName])).toEqual([
      ['O', row.oCusName],
      ['I', row.iCusName],
      ['L', '王志明'],
      ['L', '陳志偉'],
    ]);
    expect(new Set(two.signS01.map((s) => s.cusCode)).size).toBe(4);
    const legalBlocks = two.signRelaData.filter((r) => r.signCode === 'L');
    expect(legalBlocks.map((r) => r.layouts[0]?.singRefCusCode)).toEqual([
      two.signS01[2]?.cusCode,
      two.signS01[3]?.cusCode,
    ]);
    await saveLegal(rep('A100000010', '王志明'), rep('A100000010', '王志明'));
    const one = await previewList(c, row.transCode);
    expect(one.signS01.filter((s) => s.signCode === 'L').map((s) => s.signName)).toEqual(['王志明']);
    expect(one.signRelaData).toHaveLength(7);
  });

  it('serves a multi-page PDF per document and stamps a stored signature into it', async () => {
    const { c, row } = await agentCase({ polState: 'N', polInsureType: 'M' });
    const list = await previewList(c, row.transCode);
    const a01 = list.polrecS02.find((d) => d.docCode === 'A01' && d.cusCode.endsWith('O'));
    if (!a01) throw new Error('no A01');
    const url = `/pdfreport/com/preViewPdf?transCode=${row.transCode}&docFid=${a01.docFid}&cusCode=${a01.cusCode}`;
    const before = await c.get(url);
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toMatch(/application\/pdf/);
    expect((await PDFDocument.load(before.body as Buffer)).getPageCount()).toBe(2);
    const again = await c.get(url);
    expect(Buffer.compare(again.body as Buffer, before.body as Buffer)).toBe(0);
    const column = list.signRelaData.find((r) => r.layouts[0]?.docCode === 'A01' && r.signCode === 'O');
    expect((await sign(c, row.transCode, 'O', column!.layouts[0]!)).body).toEqual({
      successMsg: '簽名儲存成功',
    });
    const after = await c.get(url);
    expect(Buffer.compare(after.body as Buffer, before.body as Buffer)).not.toBe(0);
    expect((await c.get(url.replace(a01.cusCode, 'NOBODY'))).status).toBe(404);
  });

  it('records the signer time after their last block, refuses bad blocks and images, then finishes the preview', async () => {
    const { c, row } = await agentCase({ polState: 'N', polInsureType: 'M' });
    const list = await previewList(c, row.transCode);
    const [first, ...rest] = list.signRelaData;
    if (!first?.layouts[0]) throw new Error('no block');
    expect((await sign(c, row.transCode, 'I', first.layouts[0])).body).toEqual({ errMsg: '查無此簽名欄位' });
    expect((await sign(c, row.transCode, first.signCode, first.layouts[0], 'bm90IGEgcG5n')).body).toEqual({
      errMsg: '簽名圖檔格式錯誤',
    });
    expect(
      (await c.post('/pdfreport/com/updateToPreview', { transCode: row.transCode, allNeedSignCount: 6 }))
        .body,
    ).toEqual({ errMsg: '尚有6個簽名欄位未簽署，請完成簽名' });
    for (const col of [first, ...rest]) await sign(c, row.transCode, col.signCode, col.layouts[0]!);
    const signed = await previewList(c, row.transCode);
    expect(signed.signS01.every((s) => s.signDt === '2026/11/22 10:00:00')).toBe(true);
    expect(Object.keys(signed.polsS01)).toHaveLength(6);
    expect(
      (await c.post('/pdfreport/com/updateToPreview', { transCode: row.transCode, allNeedSignCount: 0 }))
        .body,
    ).toEqual({ successMsg: '簽名完成' });
    const after = rowWith(await allRows(c), { transCode: row.transCode });
    expect(after.polState).toBe('S');
    expect(after.signoffDt).toBeTruthy();
  });

  it('refuses signing outside N/S mobile cases and has no signers on remote cases', async () => {
    const { c, row } = await agentCase({ polState: 'A', polInsureType: 'M' });
    const list = await previewList(c, row.transCode);
    const col = list.signRelaData[0]!;
    expect((await sign(c, row.transCode, col.signCode, col.layouts[0]!)).body).toEqual({
      errMsg: '此要保書目前狀態不可簽名',
    });
    const remote = rowWith(await allRows(c), { polState: 'N', polInsureType: 'R' });
    expect((await previewList(c, remote.transCode)).signS01).toEqual([]);
    expect((await c.get('/pdfreport/com/preViewList?transCode=NOPE')).status).toBe(404);
  });

  it('the attachments record is the uploaded files themselves: a photo on a page, a PDF as uploaded', async () => {
    const { c, row } = await agentCase({ polState: 'N', polInsureType: 'M' });
    const upload = (fileName: string, base64Str: string) =>
      c.post('/ins/upload/updFileBase64', {
        transCode: row.transCode,
        stepCode: 'INS_S5',
        fileType: 'C',
        fileName,
        base64Str,
      });
    const uploadedPdf = Buffer.from(await (await PDFDocument.create()).save()).toString('base64');
    await upload('photo.png', PNG_STROKE);
    await upload('scan.pdf', uploadedPdf);
    const res = await c.get(
      `/ins/common/insPolicies/records?transCode=${row.transCode}&annexCodeList=B02&compCode=${row.compCode}`,
    );
    const [photo, scan] = (res.body as Record<string, { docContBase64: string }[]>).B02!;
    const photoPdf = await PDFDocument.load(Buffer.from(photo!.docContBase64, 'base64'));
    expect(photoPdf.getTitle()).toBe('photo.png');
    // The page draws the uploaded image: an image XObject among its resources.
    const xobjects = photoPdf.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'));
    expect(xobjects).toBeInstanceOf(PDFDict);
    expect(scan!.docContBase64).toBe(uploadedPdf);
  });

  it('returns the records grouped by docCode as base64 PDFs', async () => {
    const { c, row } = await agentCase({ polState: 'U', preSignState: 'R' });
    const res = await c.get(
      `/ins/common/insPolicies/records?transCode=${row.transCode}&annexCodeList=A01,B03,B05,B02&compCode=${row.compCode}`,
    );
    const body = res.body as Record<string, { contType: string; docContBase64: string }[]>;
    expect(Object.keys(body).sort()).toEqual(['A01', 'B02', 'B03', 'B05']);
    expect(body.B02).toHaveLength(2);
    const pdf = await PDFDocument.load(Buffer.from(body.A01![0]!.docContBase64, 'base64'));
    expect(pdf.getPageCount()).toBe(2);
    expect(
      (
        await c.get(
          `/ins/common/insPolicies/records?transCode=${row.transCode}&annexCodeList=B03&compCode=XX`,
        )
      ).status,
    ).toBe(404);
  });
});

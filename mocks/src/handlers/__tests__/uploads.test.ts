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

const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64');
const upload = (c: LegacyClient, transCode: string, fileType: string, extra: object = {}) =>
  c.post('/ins/upload/updFileBase64', {
    transCode,
    stepCode: 'INS_S5',
    fileType,
    fileName: 'photo.jpg',
    base64Str: JPG,
    ...extra,
  });

describe('check items (initCheckItem / saveCheckItem)', () => {
  it('serves every group with items and both customers finance for a draft, errorMsg for another state', async () => {
    const c = await agent();
    const rows = await allRows(c);
    const draft = rowWith(rows, { polState: 'N' });
    const data = (
      await c.get(`/ins/upload/initCheckItem?transCode=${draft.transCode}&isPreview=N&fromSearch=N`)
    ).body as { polvdMap: Record<string, unknown[]>; cusFinance: { cusType: string }[] };
    expect(Object.keys(data.polvdMap)).toEqual(['AG', 'CA', 'CR', 'CM', 'CT', 'CE']);
    expect(data.cusFinance.map((f) => f.cusType)).toEqual(['O', 'I']);
    const accepted = rowWith(rows, { polState: 'A' });
    expect((await c.get(`/ins/upload/initCheckItem?transCode=${accepted.transCode}`)).body).toEqual({
      errorMsg: '此要保書目前狀態不可執行此功能',
    });
    expect((await c.get('/ins/upload/initCheckItem?transCode=NOPE')).status).toBe(404);
  });

  it('refuses nextStep without an AG file as text, saves with one, and audit ends the resend state', async () => {
    const c = await agent();
    const rows = await allRows(c);
    const draft = rowWith(rows, { polState: 'N' });
    const save = (transCode: string, executeFrom: string) =>
      c.post('/ins/upload/saveCheckItem', { transCode, executeFrom, agResult: '已親晤' });
    expect((await save(draft.transCode, 'tempSave')).text).toBe('');
    expect((await save(draft.transCode, 'nextStep')).text).toBe('業務員檢核項目至少需上傳一個檔案!');
    expect((await upload(c, draft.transCode, 'AG')).status).toBe(200);
    expect((await save(draft.transCode, 'nextStep')).text).toBe('');
    const again = await c.get(`/ins/upload/initCheckItem?transCode=${draft.transCode}`);
    expect(again.body.agResult).toBe('已親晤');
    expect((await save(draft.transCode, 'audit')).text).toBe('此要保書目前狀態不可執行此功能');

    const resend = rowWith(rows, { polState: 'U', preSignState: 'R' });
    expect((await save(resend.transCode, 'audit')).text).toBe(''); // the fixture has an AG file
    expect(
      (
        (await c.post('/ins/common/insPolicies/search', { transCode: resend.transCode })).body as {
          preSignState: string;
        }[]
      )[0]?.preSignState,
    ).toBe('Y');
  });
});

describe('files (updFileBase64, polfContent, file, allFile, saveAttachmentUpload)', () => {
  it('stores a file, lists it without content, serves its content and deletes it', async () => {
    const c = await agent();
    const draft = rowWith(await allRows(c), { polState: 'N' });
    const stored = await upload(c, draft.transCode, 'C');
    expect(stored.body).toMatchObject({ fileName: 'photo.jpg', fileType: 'C', fileTypeName: '其他文件' });
    const list = await c.get(`/ins/upload/polf?transCode=${draft.transCode}&fileGroup=ATTACH`);
    expect(list.body).toEqual([stored.body]);
    const content = await c.get(
      `/ins/upload/polfContent?transCode=${draft.transCode}&fileCode=${stored.body.fileCode}`,
    );
    expect(content.body.fileCntBase64).toBe(JPG);
    const q = `transCode=${draft.transCode}&fileCode=${stored.body.fileCode}&stepCode=INS_S5`;
    expect((await c.delete(`/ins/upload/file?${q}`)).text).toBe('');
    expect((await c.get(`/ins/upload/polf?transCode=${draft.transCode}&fileGroup=ATTACH`)).body).toEqual([]);
  });

  it('refuses a corrupted base64, a file over 5,242,880 bytes, a 41-character name and the count limit', async () => {
    const c = await agent();
    const draft = rowWith(await allRows(c), { polState: 'N' });
    expect((await upload(c, draft.transCode, 'C', { base64Str: 'abc*def=' })).body).toEqual({
      message: '檔案內容有誤，請重新上傳!',
    });
    const exact = Buffer.alloc(5_242_880).toString('base64');
    expect((await upload(c, draft.transCode, 'C', { base64Str: exact })).status).toBe(200);
    const over = Buffer.alloc(5_242_881).toString('base64');
    expect((await upload(c, draft.transCode, 'C', { base64Str: over })).body.message).toBe(
      '檔案大小需5Mb以下，請重新上傳!',
    );
    expect((await upload(c, draft.transCode, 'C', { fileName: `${'a'.repeat(37)}.jpg` })).status).toBe(400);
    expect((await upload(c, draft.transCode, 'A')).status).toBe(200);
    expect((await upload(c, draft.transCode, 'A')).body.message).toBe('已超過上傳檔案數量限制: 1');
  });

  it('takes B only from a BM1 agent and needs it before the attachment step ends', async () => {
    const plain = await agent();
    const draft = rowWith(await allRows(plain), { polState: 'N' });
    expect((await upload(plain, draft.transCode, 'B')).status).toBe(400);
    expect((await plain.post('/ins/upload/saveAttachmentUpload', { transCode: draft.transCode })).text).toBe(
      '',
    );

    const bm1 = await agent('AG00121');
    const own = rowWith(await allRows(bm1), { polState: 'N' });
    expect((await bm1.post('/ins/upload/saveAttachmentUpload', { transCode: own.transCode })).text).toBe(
      '請上傳內部投保申請書!',
    );
    expect((await upload(bm1, own.transCode, 'B')).status).toBe(200);
    expect((await bm1.post('/ins/upload/saveAttachmentUpload', { transCode: own.transCode })).text).toBe('');
    await upload(bm1, own.transCode, 'AG');
    expect((await bm1.delete(`/ins/upload/allFile?transCode=${own.transCode}`)).text).toBe('');
    const left = await bm1.get(`/ins/upload/polf?transCode=${own.transCode}`);
    expect((left.body as { fileType: string }[]).map((f) => f.fileType)).toEqual(['AG']);
  });
});

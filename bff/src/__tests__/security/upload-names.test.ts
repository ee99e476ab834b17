import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from '../support/stack';
import { caseWhere, coreCalls, forgetCoreCalls, type Row } from '../support/proposals';

// Issue 20 item 7: a file name the SPA refuses before upload is refused by the BFF too, with the reason, before the
// core stores anything.
const ctx = useStack({}, { login: 'AG00001' });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function upload(row: Row, fileName: string) {
  const q = new URLSearchParams({ fileType: 'C', fileName, stepCode: 'INS_S5' });
  return ctx.agent
    .post(`/api/proposals/${row.transCode}/files?${q}`)
    .set(CSRF)
    .set('Content-Type', 'application/octet-stream')
    .send(PNG);
}

const attachedNames = async (row: Row): Promise<string[]> =>
  (
    (await ctx.agent.get(`/api/proposals/${row.transCode}/files?fileGroup=ATTACH`).expect(200)).body as {
      fileName: string;
    }[]
  ).map((f) => f.fileName);

describe('upload file names (issue 20 item 7)', () => {
  it.each([
    ['../../etc/passwd.png', am.NAME_UNSAFE.separator],
    ['..\\..\\boot.png', am.NAME_UNSAFE.separator],
    ['a/b.png', am.NAME_UNSAFE.separator],
    ['a..png', am.NAME_UNSAFE.dotSegment],
    ['a\r\nX-Injected: 1.png', am.NAME_UNSAFE.control],
    ['a\u0000.png', am.NAME_UNSAFE.control],
    ['a\u0085.png', am.NAME_UNSAFE.control],
    ['invoice\u202egnp.exe.png', am.NAME_UNSAFE.bidi],
    ['a\u2066b\u2069.png', am.NAME_UNSAFE.bidi],
    ['a\u200f.png', am.NAME_UNSAFE.bidi],
    ['<img src=x onerror=alert(1)>.png', am.NAME_UNSAFE.markup],
    ['a>b.png', am.NAME_UNSAFE.markup],
  ])('refuses %j with 400 and the reason; the core stores nothing', async (fileName, message) => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    const before = await attachedNames(row);
    await forgetCoreCalls(ctx.stack);
    const res = await upload(row, fileName);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'FILE_NAME_UNSAFE', status: 400, message });
    expect(await coreCalls(ctx.stack, '/ins/upload/updFileBase64')).toEqual([]);
    expect(await attachedNames(row)).toEqual(before);
  });

  it('still takes an ordinary name (control)', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    const res = await upload(row, '王大明 附件(1).png');
    expect(res.status).toBe(201);
    expect(await attachedNames(row)).toContain('王大明 附件(1).png');
  });
});

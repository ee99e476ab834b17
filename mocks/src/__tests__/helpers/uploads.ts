import type { LegacyClient } from './client';
import { allRows, rowWith } from './proposals';

/** One successful call of each check-item and upload operation (issue 12; the contract test's coverage). */
export async function exerciseUploads(c: LegacyClient): Promise<void> {
  const rows = await allRows(c);
  const draft = rowWith(rows, { polState: 'N', polInsureType: 'M' });
  const t = draft.transCode;
  await c.get(`/ins/upload/initCheckItem?transCode=${t}&isPreview=N&fromSearch=N`);
  const base64Str = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1]).toString('base64');
  const file = await c.post('/ins/upload/updFileBase64', {
    transCode: t,
    stepCode: 'INS_S4',
    fileType: 'AG',
    fileName: 'ag.jpg',
    base64Str,
  });
  await c.post('/ins/upload/saveCheckItem', { transCode: t, executeFrom: 'nextStep', agResult: 'ok' });
  await c.get(`/ins/upload/polfContent?transCode=${t}&fileCode=${file.body.fileCode}`);
  await c.post('/ins/upload/saveAttachmentUpload', { transCode: t });
  await c.delete(`/ins/upload/file?transCode=${t}&fileCode=${file.body.fileCode}&stepCode=INS_S4`);
  await c.delete(`/ins/upload/allFile?transCode=${t}`);
}

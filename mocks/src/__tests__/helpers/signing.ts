import { PNG_STROKE } from './png';
import type { LegacyClient } from './client';
import { allRows, rowWith } from './proposals';

/** One successful call of each signing operation (the contract test's coverage). */
export async function exerciseSigning(c: LegacyClient): Promise<void> {
  const draft = rowWith(await allRows(c), { polState: 'N', polInsureType: 'M' });
  const list = (await c.get(`/pdfreport/com/preViewList?transCode=${draft.transCode}&isAgentSign=N`))
    .body as {
    polrecS02: { docFid: string; cusCode: string }[];
    signRelaData: { signCode: string; layouts: { recCode: string; singRefCusCode: string }[] }[];
  };
  const doc = list.polrecS02[0];
  if (doc)
    await c.get(
      `/pdfreport/com/preViewPdf?transCode=${draft.transCode}&docFid=${doc.docFid}&cusCode=${doc.cusCode}`,
    );
  for (const column of list.signRelaData) {
    const layout = column.layouts[0];
    if (!layout) continue;
    await c.post('/pdfreport/com/updateSignature', {
      signatureImageBase64: PNG_STROKE,
      transCode: draft.transCode,
      recCode: layout.recCode,
      signCode: column.signCode,
      cusCode: layout.singRefCusCode,
    });
  }
  await c.post('/pdfreport/com/updateToPreview', { transCode: draft.transCode, allNeedSignCount: 0 });
  await c.get(`/ins/common/brokerForm?transCode=${draft.transCode}`);
  await c.post('/ins/common/brokerForm', {
    transCode: draft.transCode,
    recommendReason: '保障需求相符',
    explainedYn: 'Y',
  });
  await c.get(`/ins/common/insPolicies/records?transCode=${draft.transCode}&annexCodeList=A01,B03,B05,B02`);
}

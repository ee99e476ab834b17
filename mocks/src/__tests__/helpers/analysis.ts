import type { LegacyClient } from './client';

/** The statement, written-analysis and take-out calls of issue 11, once each (successful answers). */
export async function exerciseAnalysis(c: LegacyClient): Promise<void> {
  const docs = (await c.get('/ins/common/insPolicies/statements?transCode=TXC&isPreview=N')).body as {
    annexCode: string;
    annexVersion: string;
  }[];
  for (const d of docs) {
    await c.put('/ins/common/insPoliciesReview', {
      transCode: 'TXC',
      docCode: d.annexCode,
      docVersion: d.annexVersion,
      isStep: 'Y',
    });
  }
  await c.post('/ins/common/insPoliciesRecords', {
    transCode: 'TXC',
    cusCode: '',
    appAnnexDocList: docs.map((d) => ({ ...d, annexContBase64: '' })),
  });
  await c.get('/ins/common/insPolicies/recordsOnlyPdf?transCode=TXC&annexCodeList=A01&compCode=CH');
  await c.get('/ins/common/writtenData?transCode=TXC');
  await c.post('/ins/common/writtenData', { transCode: 'TXC', status: 'T' });
  await c.post('/ins/releasePermit/info', { cusIdn: 'D100000077', getDataYn: 'Y' });
  const d = new Date();
  const today = `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
  await c.post('/ins/releasePermit/audit', {
    cusIdn: 'A900000187',
    cusName: 'x',
    walkOutStartDtStr: today,
    walkOutEndDtStr: today,
    applyDesc: '說明',
  });
}

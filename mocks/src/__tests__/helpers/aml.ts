import type { LegacyClient } from './client';
import { allRows, rowWith } from './proposals';

/** One successful call of each AML operation (the contract test's coverage). */
export async function exerciseAml(c: LegacyClient): Promise<void> {
  const { transCode } = rowWith(await allRows(c), { polState: 'U', amlPassState: 'P' });
  await c.get(`/ins/common/proposalReady?transCode=${transCode}`);
  await c.get(`/ins/common/agentFiles?transCode=${transCode}`);
  await c.get(`/ins/common/insPoliciesAnnexRisk?transCode=${transCode}`);
  await c.post('/ins/common/insPoliciesAnnexRisk', {
    transCode,
    status: 'S',
    idnCode: 'A',
    idnCheckYn: 'Y',
    commCheckYn: 'Y',
    cusJobCode: '0101001',
    specJobYn: 'N',
    mlCheckYn: 'Y',
    insureSource: '1',
    premSource: '1',
  });
  await c.post('/ins/common/lifRiskScore', { transCode });
  await c.get(`/ins/common/insPoliciesAnnexEdd?transCode=${transCode}`);
  await c.post('/ins/common/insPoliciesAnnexEdd', {
    transCode,
    status: 'S',
    visitCode: '1',
    incomeSource: '1',
    payMode: '1',
  });
  await c.post('/ins/common/agentFilesFinish', { transCode, needEdd: 'Y', moneyLaundMode: 'Y' });
  await c.delete(`/ins/common/insPoliciesAnnexEdd?transCode=${transCode}`);
}

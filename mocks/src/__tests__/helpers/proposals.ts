import type { LegacyClient } from './client';

export type Row = Record<string, unknown> & { transCode: string; insureNo: string; compCode: string };

/** Every row the logged-in agent can search (no criteria). */
export async function allRows(c: LegacyClient): Promise<Row[]> {
  return (await c.post('/ins/common/insPolicies/search', {})).body as Row[];
}

/** The first row matching the facts (a fixture scenario), or a test failure. */
export function rowWith(rows: Row[], facts: Record<string, unknown>): Row {
  const row = rows.find((r) => Object.entries(facts).every(([k, v]) => r[k] === v));
  if (!row) throw new Error(`no fixture row with ${JSON.stringify(facts)}`);
  return row;
}

/** One successful call of each proposal operation (the contract test's coverage). */
export async function exerciseProposals(c: LegacyClient): Promise<void> {
  const rows = await allRows(c);
  const remote = rowWith(rows, { polState: 'U', polInsureType: 'R', writSendState: 'P' });
  const edd = rowWith(rows, { polState: 'P', eddPassState: 'A' });
  const written = rowWith(rows, { polState: 'U', writSendState: 'N' });
  const sent = rowWith(rows, { polState: 'U', writSendState: 'A' });
  const interview = rowWith(rows, { polState: 'U', elecCallState: 'P' });
  const draft = rowWith(rows, { polState: 'N', polInsureType: 'M' });
  const checkData = rowWith(rows, { polState: 'U', preSignState: 'R' });
  await c.get(`/ins/common/insPolicies/downloadConsentPdf?transCode=${draft.transCode}`);
  await c.get(`/ins/common/insPolicies/policyInfo?transCode=${sent.transCode}`);
  await c.get(
    `/ins/common/insPolicies/polStateCount?${new URLSearchParams({ transCode: draft.transCode, cusIdn: String(draft.oCusIdn), polState: 'S' })}`,
  );
  await c.get(`/ins/common/insPolicies/downloadEDDPdf?transCode=${edd.transCode}&compCode=${edd.compCode}`);
  await c.get(`/ins/common/insPolicies/downloadWritten?insureNo=${sent.insureNo}&compCode=${sent.compCode}`);
  await c.get(`/ins/upload/polf?transCode=${checkData.transCode}&fileGroup=VALIDATE`);
  await c.get('/ins/common/insPolicies/insurerAppUrl?compCode=CH&insAcceptNo=&insAcceptDt=');
  await c.get('/adm/com/admUsers?remoteEduYn=Y');
  await c.post('/ins/common/insPolicies/elecCallResult', {
    name: '王小華',
    date: '2025/01/02',
    hour: '09',
    minutes: '30',
    transCode: interview.transCode,
  });
  await c.post('/ins/common/insPolicies/writSendDate', {
    writSendDate: '2025/01/02',
    transCode: remote.transCode,
  });
  await c.post('/ins/common/insPolicies/resendWritten', { transCode: written.transCode });
  const { transCode } = (await c.get('/ins/common/insPolicies/newTransCode')).body as { transCode: string };
  await c.post('/ins/common/insPolicies/copyCusInfo', {
    copyTransCode: draft.transCode,
    transCode,
    polInsureType: 'M',
  });
  await c.post('/ins/common/updatePolState', { transCode, polState: 'O' });
  await c.delete(`/ins/common/insPolicies/proposal?transCode=${transCode}`);
}

import type { LegacyClient } from './client';

/** Calls every customer-data operation of legacy.yaml once with a successful answer (the contract test). */
export async function exerciseCustomerData(c: LegacyClient): Promise<void> {
  await c.post('/ins/releasePermit/query', { status: ['A'] });
  await exerciseCustomerChecks(c);
}

/** The ID lookup, name check and address check, once each. */
export async function exerciseCustomerChecks(c: LegacyClient): Promise<void> {
  await c.post('/ins/cus/checkIdnCard', { idnCard: 'A100000010', transCode: '', compCode: 'CH' });
  await c.post('/ins/cus/idnCardData', { idnCard: 'A100000010', transCode: '', compCode: 'CH' });
  await c.post('/ins/cus/checkCusName', {
    transCode: 'TR001001',
    compCode: 'CH',
    idnCardList: ['A100000010'],
    codeTypeList: ['O'],
  });
  await c.get(
    `/kgib/rest/getKgibAddress?${new URLSearchParams({ address: '臺北市信義區市府路１號', compCode: 'CH' })}`,
  );
}

import type { LegacyClient } from './client';

/** Calls every customer-data operation of issue 10 once with a successful answer (the contract test). */
export async function exerciseCustomers(c: LegacyClient): Promise<void> {
  const { transCode } = (await c.get('/ins/common/insPolicies/newTransCode')).body as { transCode: string };
  await c.post('/ins/cus/cusInfo', {
    insPolicies: { transCode, compCode: 'CH', polInsureType: 'M', stepCode: 'INS_S1', shareYn: 'N' },
    cus: { cusType: 'O', cusIdn: 'A123456789', cusName: '王大明', birthday: '064/03/12' },
  });
  await c.post('/ins/cus/cusInfo/query', { transCode, cusType: ['O', 'I'] });
  await c.post('/ins/cus/agentService', { transCode, delFlag: true });
  await c.post('/ins/cus/legalAgent', {
    transCode,
    changedFlag: true,
    typeO: { cusType: 'O', legcusIdn: 'B220145684' },
  });
  await c.post('/ins/cus/legalAgent/query', { transCode });
  await c.post('/ins/cus/userFinance', { cusIdn: 'B220145684', transCode });
  await c.post('/ins/cus/cusAgreeYn', { cusName: '王大明', mobile: '0911222333' });
  await c.post('/ins/cus/sendAgreeSms', { transCode, cusName: '王大明', mobile: '0911222333' });
  await c.get('/adm/com/shareAgent?pirCode=0113900001');
}

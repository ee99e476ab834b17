import { idLookupCustomer, type LegacyLookupCusData } from '../id-lookup-customer';

describe('idLookupCustomer (the core cusData → the BFF answer)', () => {
  const data: LegacyLookupCusData = {
    legcusIdn: 'a100000010',
    legcusName: '王志明',
    legSex: '1',
    legbirthday: '1980/01/15',
    legNationality: 'TW',
    legPhoneC: '02-27208889#123',
    hasLastIncome: 'Y',
    salaryLast: 120,
    oIncomeLast: 10,
    hIncomeLast: 200,
    assetsLast: 500,
    refAddressR: {
      addrCity: '臺北市',
      addrArea: '信義區',
      addrZipCode: '110',
      addrRoad: '市府路',
      addrNum: '１',
      addrFull: '臺北市信義區市府路１號',
    },
    refAddress: null,
  };

  it('fills the customer with ROC birth parts, last income, reference addresses and the fields to lock', () => {
    const c = idLookupCustomer(data);
    expect(c).toMatchObject({
      idn: 'A100000010',
      birthday: '1980-01-15',
      rocBirthday: '069/01/15',
      birthYy: '069',
      birthMm: '01',
      birthDd: '15',
      phoneC: '02-27208889#123',
      lastIncome: { salaryLast: 120, oIncomeLast: 10, hIncomeLast: 200, assetsLast: 500 },
      refAddress: null,
    });
    expect(c.refAddressR?.addrFull).toBe('臺北市信義區市府路１號');
    expect(c.locked).toEqual(['idn', 'name', 'sex', 'birthday', 'nationality']);
  });

  it('locks only what it filled and has no last income without hasLastIncome Y', () => {
    const c = idLookupCustomer({ ...data, legNationality: '', legbirthday: '', hasLastIncome: 'N' });
    expect(c.locked).toEqual(['idn', 'name', 'sex']);
    expect(c.lastIncome).toBeNull();
    expect(c.birthYy).toBe('');
  });
});

import { addressFromLookup, addressFromRecord, addressToRecord } from '../address-record';
import { addressCheckVerdict } from '../address-check';
import { idLookupCustomer, type IdLookupCusData } from '../id-lookup';

describe('addressCheckVerdict (spec 3 §8)', () => {
  const typed = '臺北市信義區市府路１號';
  const answer = (code: string, more: object = {}) => ({
    code,
    msg: '',
    connectError: 'N',
    resultAddr: '',
    address: [],
    ...more,
  });

  it('ok1 and ok2 normalise: flag Y and the service address', () => {
    for (const code of ['ok1', 'ok2']) {
      expect(addressCheckVerdict('R', typed, answer(code, { resultAddr: typed }))).toEqual({
        outcome: 'ok',
        flag: 'Y',
        address: typed,
        message: '',
        references: [],
        proceeds: true,
      });
    }
  });

  it('renumbered asks to confirm the new address', () => {
    const v = addressCheckVerdict('L', typed, answer('er1', { resultAddr: '臺北市信義區市府路１８號' }));
    expect(v).toMatchObject({
      outcome: 'renumbered',
      flag: null,
      address: '臺北市信義區市府路１８號',
      proceeds: false,
    });
    expect(v.message).toBe('地址門牌整編過，新地址為:臺北市信義區市府路１８號');
  });

  it('unknown lists the reference addresses, with the household/residence prefix', () => {
    const v = addressCheckVerdict('R', typed, answer('er2', { address: ['a', '', 'b'] }));
    expect(v).toMatchObject({ outcome: 'unknown', flag: null, references: ['a', 'b'], proceeds: false });
    expect(v.message).toBe('戶籍地址輸入的地址門牌不存在，請重新輸入！');
  });

  it('an ok code without an address is malformed; another code failed', () => {
    expect(addressCheckVerdict('L', typed, answer('ok1'))).toMatchObject({
      outcome: 'malformed',
      message: '居住地址地址門牌回傳內容錯誤！',
    });
    expect(addressCheckVerdict('R', typed, answer('er9'))).toMatchObject({
      outcome: 'failed',
      message: '戶籍地址地址正規化檢核失敗，請重新輸入！',
      proceeds: false,
    });
  });

  it('unreachable (no answer or connectError) keeps the typed address with flag P and continues', () => {
    for (const a of [null, answer('', { connectError: 'Y' })]) {
      expect(addressCheckVerdict('R', typed, a)).toMatchObject({
        outcome: 'unreachable',
        flag: 'P',
        address: typed,
        proceeds: true,
      });
    }
  });
});

describe('idLookupCustomer', () => {
  const data: IdLookupCusData = {
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

describe('address values and the customer record', () => {
  const value = {
    parts: { addrCity: '臺北市', addrArea: '信義區', addrZipCode: '110', addrRoad: '市府路', addrNum: '１' },
    full: '臺北市信義區市府路１號',
    flag: 'Y' as const,
  };

  it('maps the household address to the R-suffixed fields and back', () => {
    const record = addressToRecord('R', value);
    expect(record).toMatchObject({
      addrCityR: '臺北市',
      addrNumR: '１',
      addrFloorR: '',
      addrFullR: value.full,
      checkAddrRYn: 'Y',
    });
    expect(addressFromRecord('R', record)).toEqual(value);
  });

  it('maps the residence address to the plain fields', () => {
    expect(addressToRecord('L', value)).toMatchObject({
      addrCity: '臺北市',
      addrFull: value.full,
      checkAddrYn: 'Y',
    });
    expect(addressFromRecord('L', { addrFull: 'x', checkAddrYn: 'Q' })).toEqual({
      parts: {},
      full: 'x',
      flag: '',
    });
  });

  it('a lookup reference address has flag N', () => {
    expect(addressFromLookup({ addrCity: '臺北市', addrFull: '臺北市信義區市府路１號' })).toEqual({
      parts: { addrCity: '臺北市' },
      full: '臺北市信義區市府路１號',
      flag: 'N',
    });
    expect(addressFromLookup(null)).toEqual({ parts: {}, full: '', flag: '' });
  });
});

import { addressCheckVerdict } from '../address-check';

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
    expect(v.message).toBe('戶籍地址：輸入的地址門牌不存在，請重新輸入！');
  });

  it('an ok code without an address is malformed; another code failed', () => {
    expect(addressCheckVerdict('L', typed, answer('ok1'))).toMatchObject({
      outcome: 'malformed',
      message: '居住地址：地址門牌回傳內容錯誤！',
    });
    expect(addressCheckVerdict('R', typed, answer('er9'))).toMatchObject({
      outcome: 'failed',
      message: '戶籍地址：地址正規化檢核失敗，請重新輸入！',
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

import { object, string } from 'yup';
import {
  accNoRule,
  address,
  addressDialogSchema,
  de_required_geTo,
  digitsOnly,
  isDateYYYYMMDD,
  isDecimalPoint,
  isDecimalPoint2,
  isGreaterThanZero,
  isThousandUnit,
  megaEmail,
  money,
  signedInteger,
} from '..';
import { errorsByPath, errorsOf } from './helpers';

describe('number blocks', () => {
  it('checks decimal places', async () => {
    expect(await errorsOf(isDecimalPoint(14, 4), '12345678901234.1234')).toEqual([]);
    expect(await errorsOf(isDecimalPoint(14, 4), '1.12345')).toEqual(['整數最多14位，小數最多4位']);
    expect(await errorsOf(money(), '12345.6')).toEqual([]);
    expect(await errorsOf(money(), '123456')).toEqual(['整數最多5位，小數最多1位']);
  });

  it('checks the 0.01-100 range, positives, digits, integers and thousands', async () => {
    expect(await errorsOf(isDecimalPoint2(), '100')).toEqual([]);
    expect(await errorsOf(isDecimalPoint2(), '100.5')).toEqual(['請輸入0.01~100之間的數值，100不可有小數']);
    expect(await errorsOf(isGreaterThanZero(), '0')).toEqual(['數值需大於0']);
    expect(await errorsOf(digitsOnly(), '12a')).toEqual(['只能輸入數字']);
    expect(await errorsOf(signedInteger(), '-12')).toEqual([]);
    expect(await errorsOf(signedInteger(), '1.2')).toEqual(['只能輸入整數']);
    expect(await errorsOf(isThousandUnit(), '25000')).toEqual([]);
    expect(await errorsOf(isThousandUnit(), '25500')).toEqual(['保費需為1000的倍數']);
    expect(await errorsOf(isThousandUnit(), '')).toEqual([]);
  });

  it('checks account lengths', async () => {
    expect(await errorsOf(accNoRule(12, 14), '123456789012')).toEqual([]);
    expect(await errorsOf(accNoRule(12, 14), '1234567890123')).toEqual(['帳號長度需為12或14碼']);
  });
});

describe('date blocks', () => {
  it('checks YYYYMMDD', async () => {
    expect(await errorsOf(isDateYYYYMMDD(), '20240229')).toEqual([]);
    expect(await errorsOf(isDateYYYYMMDD(), '20230229')).toEqual([
      '日期格式錯誤，請輸入西元年月日8碼(YYYYMMDD)',
    ]);
  });

  it('requires the end date and keeps it on or after the start', async () => {
    const schema = object({
      startDt: string(),
      endDt: string().test(de_required_geTo('startDt', { label: '拜訪期間迄日', prefix: '拜訪期間' })),
    });
    expect(await errorsOf(schema, { startDt: '2024-03-01', endDt: '2024-03-01' })).toEqual([]);
    expect(await errorsOf(schema, { startDt: '2024-03-02', endDt: '2024-03-01' })).toEqual([
      '拜訪期間迄日不可小於起日',
    ]);
    expect(await errorsOf(schema, { startDt: '2024-03-02', endDt: '' })).toEqual(['請輸入拜訪期間迄日']);
    expect(await errorsOf(schema, { startDt: '', endDt: '20240301' })).toEqual([]);
  });
});

describe('megaEmail', () => {
  it('refuses company addresses from a list or the context parameter', async () => {
    expect(await errorsOf(megaEmail(['megabank.com.tw']), 'a@megabank.com.tw')).toEqual([
      '不可使用公司E-mail，請確認!',
    ]);
    expect(
      await errorsOf(megaEmail(), 'a@megabank.com.tw', { companyEmailDomains: 'megabank.com.tw' }),
    ).toEqual(['不可使用公司E-mail，請確認!']);
    expect(await errorsOf(megaEmail('megabank.com.tw'), 'a@gmail.com')).toEqual([]);
    expect(await errorsOf(megaEmail(), 'a@megabank.com.tw', {})).toEqual([]);
  });

  it('checks format and length', async () => {
    expect(await errorsOf(megaEmail([]), 'not-an-email')).toEqual(['E-mail格式錯誤，請確認!']);
    expect(await errorsOf(megaEmail([]), `${'a'.repeat(35)}@b.com`)).toEqual(['E-mail最多40個字']);
  });
});

describe('address blocks', () => {
  it('checks a finished address text', async () => {
    expect(await errorsOf(address(), '臺北市中正區重慶南路１段１２２號')).toEqual([]);
    expect(await errorsOf(address(), '臺北市中正區重慶南路１段')).toEqual(['地址需包含「號」，請重新填寫!']);
    expect(await errorsOf(address(), '臺北郵政第１１８號信箱')).toEqual(['地址不可為郵政信箱，請重新填寫!']);
  });

  it('reports every dialog problem on its part', async () => {
    const schema = object({ addrR: addressDialogSchema() });
    expect(
      await errorsByPath(schema, {
        addrR: { addrCity: '臺北市', addrArea: '', addrRoad: '重慶南路', addrNumOf: '1' },
      }),
    ).toEqual({
      'addrR.addrArea': ['請填寫 區域!'],
      'addrR.addrNum': ['地址明細，號填寫不完全，請重新填寫!'],
      addrR: ['地址需包含「號」，請重新填寫!'],
    });
    expect(
      await errorsByPath(schema, {
        addrR: { addrCity: '臺北市', addrArea: '中正區', addrRoad: '重慶南路', addrNum: '1' },
      }),
    ).toEqual({});
  });
});

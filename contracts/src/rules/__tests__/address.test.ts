import { addressIssues, addressProblems, formatAddress, type AddressParts } from '../address';

const base: AddressParts = {
  addrCity: '臺北市',
  addrArea: '中正區',
  addrZipCode: '100',
  addrRoad: '重慶南路1段',
};

describe('formatAddress', () => {
  it('joins the parts with their unit words and full-width digits', () => {
    expect(
      formatAddress({
        ...base,
        addrLane: '12',
        addrAlley: '3',
        addrLon: '4',
        addrNum: '122',
        addrNumOf: '1',
        addrFloor: '3',
        addrFloorOf: '2',
        addrRoom: '5',
      }),
    ).toBe('臺北市中正區重慶南路１段１２巷３弄４衖１２２之１號３樓之２５室');
  });

  it('appends 樓 to the default floor 一 but not to basement floors', () => {
    expect(formatAddress({ ...base, addrNum: '5', addrFloor: '一' })).toBe(
      '臺北市中正區重慶南路１段５號一樓',
    );
    expect(formatAddress({ ...base, addrNum: '5', addrFloor: '地下一' })).toBe(
      '臺北市中正區重慶南路１段５號地下一',
    );
    expect(formatAddress({ ...base, addrNum: '5', addrFloor: 'B1' })).toBe('臺北市中正區重慶南路１段５號B１');
  });

  it('does not double a unit word the user typed and ignores the zip code', () => {
    expect(formatAddress({ ...base, addrNum: '5號', addrFloor: '3樓' })).toBe(
      '臺北市中正區重慶南路１段５號３樓',
    );
  });
});

describe('addressProblems', () => {
  it('accepts a complete address', () => {
    expect(addressProblems({ ...base, addrNum: '122' })).toEqual([]);
  });

  it('reports the required parts, the missing detail and 號, in order', () => {
    expect(addressProblems({})).toEqual([
      '請填寫 縣市!',
      '請填寫 區域!',
      '請填寫 路名!',
      '地址明細，至少需填寫一個欄位!',
      '地址需包含「號」，請重新填寫!',
    ]);
  });

  it('needs a number for number-of and a floor for floor-of', () => {
    expect(addressProblems({ ...base, addrNumOf: '1', addrFloorOf: '2' })).toEqual([
      '地址明細，號填寫不完全，請重新填寫!',
      '地址明細，樓填寫不完全，請重新填寫!',
      '地址需包含「號」，請重新填寫!',
    ]);
  });

  it('limits each part to 10 characters and the whole to 80', () => {
    expect(addressProblems({ ...base, addrNum: '12345678901' })).toEqual([
      '地址明細每個欄位最多10個字，請重新填寫!',
    ]);
    expect(addressProblems({ ...base, addrNum: '1234567890' })).toEqual([]);
    const long = {
      ...base,
      addrRoad: '一二三四五六七八九十',
      addrLane: 'x'.repeat(10),
      addrAlley: 'x'.repeat(10),
    };
    const parts = {
      ...long,
      addrLon: 'x'.repeat(10),
      addrNum: 'x'.repeat(10),
      addrFloor: 'x'.repeat(10),
      addrRoom: 'x'.repeat(10),
    };
    expect(formatAddress(parts).length).toBeGreaterThan(80);
    expect(addressProblems(parts)).toEqual(['完整地址最多80個字，請重新填寫!']);
  });

  it('refuses post-office boxes', () => {
    expect(addressProblems({ ...base, addrRoad: '郵政', addrNum: '118號信箱' })).toEqual([
      '地址不可為郵政信箱，請重新填寫!',
    ]);
    expect(addressProblems({ ...base, addrRoad: 'P.O. Box', addrNum: '5' })).toEqual([
      '地址不可為郵政信箱，請重新填寫!',
    ]);
  });

  it('names the part a problem belongs to', () => {
    expect(addressIssues({ ...base, addrCity: '', addrNumOf: '1', addrNum: '' }).map((i) => i.field)).toEqual(
      ['addrCity', 'addrNum', undefined],
    );
  });
});

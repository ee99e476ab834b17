import fc from 'fast-check';
import { checkDigitFor, isMixId, isResidentId, isTaiwanId, maskId, sexFromId } from '../ids';

// Independent oracle: in this order a letter's code is its index + 10 (A=10 … Z=33, I=34, O=35).
const ORDER = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
const WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
function oracleSum(id: string): number {
  const code = ORDER.indexOf(id[0]!) + 10;
  const second = /[A-D]/.test(id[1]!) ? (ORDER.indexOf(id[1]!) + 10) % 10 : Number(id[1]);
  const digits = [Math.floor(code / 10), code % 10, second, ...id.slice(2).split('').map(Number)];
  return digits.reduce((sum, d, i) => sum + d * WEIGHTS[i]!, 0);
}
const oracleValid = (id: string) => oracleSum(id) % 10 === 0;
const withCheck = (prefix: string) => `${prefix}${(10 - (oracleSum(`${prefix}0`) % 10)) % 10}`;

const letter = fc.constantFrom(...ORDER.split(''));
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const validTwId = fc
  .tuple(letter, fc.constantFrom('1', '2'), digits(7))
  .map(([l, s, d]) => withCheck(l + s + d));
const validNewResident = fc
  .tuple(letter, fc.constantFrom('8', '9'), digits(7))
  .map(([l, s, d]) => withCheck(l + s + d));
const validOldResident = fc
  .tuple(letter, fc.constantFrom('A', 'B', 'C', 'D'), digits(7))
  .map(([l, s, d]) => withCheck(l + s + d));

describe('isTaiwanId', () => {
  it.each([
    'A123456789',
    'B234567894',
    'I123456781',
    'O123456782',
    'W123456789',
    'X123456787',
    'Y123456788',
    'Z123456780',
  ])('accepts the hand-computed valid ID %s', (id) => expect(isTaiwanId(id)).toBe(true));

  it.each([
    ['lower-case letter', 'a123456789'],
    ['9 characters', 'A12345678'],
    ['11 characters', 'A1234567890'],
    ['check digit off by one', 'A123456788'],
    ['another letter with the same digits', 'B123456789'],
    ['second character 3', 'A323456789'],
    ['resident ID (8)', 'A800000005'],
    ['letter in the digits', 'A12345678X'],
    ['empty', ''],
  ])('refuses %s (%s)', (_case, id) => expect(isTaiwanId(id)).toBe(false));

  it('refuses null and undefined', () => {
    expect(isTaiwanId(null)).toBe(false);
    expect(isTaiwanId(undefined)).toBe(false);
  });

  it('accepts every generated valid ID', () => {
    fc.assert(fc.property(validTwId, (id) => isTaiwanId(id) && isMixId(id) && !isResidentId(id)));
  });

  it('refuses an ID whose check digit was changed', () => {
    fc.assert(
      fc.property(validTwId, fc.integer({ min: 1, max: 9 }), (id, delta) => {
        const changed = id.slice(0, 9) + ((Number(id[9]) + delta) % 10);
        return !isTaiwanId(changed);
      }),
    );
  });

  it('after any other single-digit change, agrees with the checksum', () => {
    fc.assert(
      fc.property(
        validTwId,
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 9 }),
        (id, pos, digit) => {
          const changed = id.slice(0, pos) + digit + id.slice(pos + 1);
          return isTaiwanId(changed) === oracleValid(changed);
        },
      ),
    );
  });
});

describe('isResidentId', () => {
  it.each(['A800000005', 'A900000007', 'AA00000009', 'AB12345677', 'FA12345689'])('accepts %s', (id) =>
    expect(isResidentId(id)).toBe(true),
  );

  it.each([
    ['national ID', 'A123456789'],
    ['new format, checksum off by one', 'A800000006'],
    ['old format, checksum off by one', 'FA12345688'],
    ['old format, second letter E', 'AE00000009'],
    ['lower-case', 'fa12345689'],
    ['11 characters', 'A8000000050'],
  ])('refuses %s (%s)', (_case, id) => expect(isResidentId(id)).toBe(false));

  it('accepts every generated valid resident ID of both formats', () => {
    fc.assert(
      fc.property(fc.oneof(validNewResident, validOldResident), (id) => isResidentId(id) && isMixId(id)),
    );
  });

  it('refuses a resident ID whose check digit was changed', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNewResident, validOldResident),
        fc.integer({ min: 1, max: 9 }),
        (id, delta) => {
          return !isResidentId(id.slice(0, 9) + ((Number(id[9]) + delta) % 10));
        },
      ),
    );
  });

  it('after a single-digit change in the body, agrees with the checksum', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNewResident, validOldResident),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 9 }),
        (id, pos, digit) => {
          const changed = id.slice(0, pos) + digit + id.slice(pos + 1);
          return isResidentId(changed) === oracleValid(changed);
        },
      ),
    );
  });
});

describe('checkDigitFor', () => {
  it('completes both ID shapes and refuses other shapes', () => {
    expect(checkDigitFor('A12345678')).toBe(9);
    expect(checkDigitFor('FA1234568')).toBe(9);
    expect(checkDigitFor('1A2345678')).toBeNull();
  });
});

describe('isMixId', () => {
  it('accepts both kinds and refuses garbage', () => {
    expect(isMixId('A123456789')).toBe(true);
    expect(isMixId('FA12345689')).toBe(true);
    expect(isMixId('A123456780')).toBe(false);
    expect(isMixId('1234567890')).toBe(false);
  });
});

describe('sexFromId', () => {
  it.each([
    ['A123456789', '1'],
    ['A800000005', '1'],
    ['AA00000009', '1'],
    ['AC00000000', '1'],
    ['A223456789', '2'],
    ['A900000007', '2'],
    ['FB00000000', '2'],
    ['AD00000000', '2'],
  ])('reads %s as %s', (id, sex) => expect(sexFromId(id)).toBe(sex));

  it.each(['A323456789', 'AE00000000', 'A', '', null, undefined])('gives null for %p', (id) =>
    expect(sexFromId(id)).toBeNull(),
  );
});

describe('maskId', () => {
  it.each([
    ['F226123456', 'F22****456'],
    ['AE00000001', 'AE0****001'],
    ['1234567', '123*567'],
    ['123456', '******'],
    ['', ''],
    ['王小明身分證號碼', '王小明**證號碼'],
    ['😀😀😀a😀😀😀', '😀😀😀*😀😀😀'],
  ])('masks %p as %p', (id, masked) => expect(maskId(id)).toBe(masked));
});

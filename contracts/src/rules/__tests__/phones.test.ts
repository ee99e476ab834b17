import fc from 'fast-check';
import { isConnectionPhone, isMobilePhone, joinPhone, phonePartsProblems, splitPhone } from '../phones';

describe('isMobilePhone', () => {
  it.each(['0912345678', '0900000000'])('accepts %s', (s) => expect(isMobilePhone(s)).toBe(true));
  it.each(['091234567', '09123456789', '0812345678', '09-1234567', '', null, undefined])('refuses %p', (s) =>
    expect(isMobilePhone(s)).toBe(false),
  );
});

describe('isConnectionPhone', () => {
  it.each(['02-12345678#123', '0212345678', '#', '-'])('accepts %s', (s) =>
    expect(isConnectionPhone(s)).toBe(true),
  );
  it.each(['02 1234', '(02)1234', '02-1234a', '', null])('refuses %p', (s) =>
    expect(isConnectionPhone(s)).toBe(false),
  );
});

describe('splitPhone / joinPhone', () => {
  it('splits the merged form', () => {
    expect(splitPhone('02-12345678#123')).toEqual({ area: '02', number: '12345678', ext: '123' });
    expect(splitPhone('037-123456')).toEqual({ area: '037', number: '123456', ext: '' });
    expect(splitPhone('12345678')).toEqual({ area: '', number: '12345678', ext: '' });
    expect(splitPhone('')).toEqual({ area: '', number: '', ext: '' });
    expect(splitPhone(null)).toEqual({ area: '', number: '', ext: '' });
  });

  it('joins without stray separators', () => {
    expect(joinPhone({ area: '02', number: '12345678', ext: '123' })).toBe('02-12345678#123');
    expect(joinPhone({ area: '02', number: '12345678', ext: '' })).toBe('02-12345678');
    expect(joinPhone({ area: '', number: '', ext: '' })).toBe('');
    expect(joinPhone({})).toBe('');
  });

  const part = (max: number) => fc.stringMatching(new RegExp(`^\\d{0,${max}}$`));

  it('splitPhone undoes joinPhone for any digit parts', () => {
    fc.assert(
      fc.property(part(4), part(8), part(5), (area, number, ext) => {
        expect(splitPhone(joinPhone({ area, number, ext }))).toEqual({ area, number, ext });
      }),
    );
  });

  it('joinPhone undoes splitPhone for any merged text it produced', () => {
    fc.assert(
      fc.property(part(4), part(8), part(5), (area, number, ext) => {
        const merged = joinPhone({ area, number, ext });
        expect(joinPhone(splitPhone(merged))).toBe(merged);
      }),
    );
  });
});

describe('phonePartsProblems', () => {
  it('accepts a complete landline and an empty one', () => {
    expect(phonePartsProblems({ area: '02', number: '12345678', ext: '12345' })).toEqual([]);
    expect(phonePartsProblems({ area: '037', number: '123456' })).toEqual([]);
    expect(phonePartsProblems({})).toEqual([]);
  });

  it('needs each of area and number when the other is given', () => {
    expect(phonePartsProblems({ number: '12345678' })).toEqual(['AREA_REQUIRED']);
    expect(phonePartsProblems({ area: '02' })).toEqual(['NUMBER_REQUIRED']);
  });

  it('checks lengths: area 2-4, number 8, total 9-10, extension 5', () => {
    expect(phonePartsProblems({ area: '0', number: '12345678' })).toEqual(['AREA_LENGTH']);
    expect(phonePartsProblems({ area: '02', number: '1234567' })).toEqual([]);
    expect(phonePartsProblems({ area: '02', number: '123456' })).toEqual(['TOTAL_LENGTH']);
    expect(phonePartsProblems({ area: '0836', number: '1234567' })).toEqual(['TOTAL_LENGTH']);
    expect(phonePartsProblems({ area: '02', number: '123456789' })).toEqual([
      'NUMBER_LENGTH',
      'TOTAL_LENGTH',
    ]);
    expect(phonePartsProblems({ area: '02', number: '12345678', ext: '123456' })).toEqual(['EXT_LENGTH']);
    expect(phonePartsProblems({ area: '0a', number: '12345678' })).toEqual(['NOT_DIGITS']);
  });
});

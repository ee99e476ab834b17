import fc from 'fast-check';
import { includesNumAndWord, isBlank, toFullWidth, toFullWidthDigits, toHalfWidth } from '../text';

describe('toFullWidth / toHalfWidth', () => {
  it('converts ASCII letters and digits only', () => {
    expect(toFullWidth('Ab9-中 ')).toBe('Ａｂ９-中 ');
    expect(toFullWidthDigits('B1樓')).toBe('B１樓');
  });

  it('converts full-width forms and the ideographic space back', () => {
    expect(toHalfWidth('Ａｂ９－中　')).toBe('Ab9-中 ');
  });

  it('round-trips any text without full-width characters', () => {
    const noFullWidth = fc.string({ unit: 'binary' }).filter((s) => !/[\uff01-\uff5e\u3000]/.test(s));
    fc.assert(fc.property(noFullWidth, (s) => toHalfWidth(toFullWidth(s)) === s));
  });

  it('round-trips full-width letters and digits', () => {
    const alnum = fc.stringMatching(/^[A-Za-z0-9]*$/).map(toFullWidth);
    fc.assert(fc.property(alnum, (s) => toFullWidth(toHalfWidth(s)) === s));
  });
});

describe('includesNumAndWord', () => {
  it('needs a letter and a digit', () => {
    expect(includesNumAndWord('a1')).toBe(true);
    expect(includesNumAndWord('abc')).toBe(false);
    expect(includesNumAndWord('123')).toBe(false);
    expect(includesNumAndWord(null)).toBe(false);
  });
});

describe('isBlank', () => {
  it('treats undefined, null and blanks as empty', () => {
    expect([undefined, null, '', '  '].map(isBlank)).toEqual([true, true, true, true]);
    expect([' a', 0, false].map(isBlank)).toEqual([false, false, false]);
  });
});

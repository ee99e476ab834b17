import {
  isDecimalPoint,
  isDecimalPoint2,
  isDigitsOnly,
  isGreaterThanZero,
  isSignedInteger,
  isThousandUnit,
} from '../money';

describe('isDecimalPoint', () => {
  it.each([
    ['12345.6', 5, 1],
    ['0', 5, 1],
    ['12345', 5, 1],
    ['99999999999999.9999', 14, 4],
    ['42', 3, 0],
    [12.5, 5, 1],
  ])('accepts %p with %i integer and %i decimal digits', (v, i, d) =>
    expect(isDecimalPoint(v, i, d)).toBe(true),
  );

  it.each([
    ['123456', 5, 1],
    ['1.23', 5, 1],
    ['1.', 5, 1],
    ['.5', 5, 1],
    ['-1', 5, 1],
    ['1,000', 5, 1],
    ['4.2', 3, 0],
    ['', 5, 1],
  ])('refuses %p with %i integer and %i decimal digits', (v, i, d) =>
    expect(isDecimalPoint(v, i, d)).toBe(false),
  );
});

describe('isDecimalPoint2', () => {
  it.each(['100', '0.01', '99.99', '1', '50.5', 100, 0.5])('accepts %p', (v) =>
    expect(isDecimalPoint2(v)).toBe(true),
  );
  it.each(['100.0', '100.5', '101', '0', '0.00', '0.001', '-1', 'abc', '05'])('refuses %p', (v) =>
    expect(isDecimalPoint2(v)).toBe(false),
  );
});

describe('isGreaterThanZero', () => {
  it.each(['1', '0.01', '000.5', 3, 1e-7])('accepts %p', (v) => expect(isGreaterThanZero(v)).toBe(true));
  it.each(['0', '0.00', '-1', '-0.5', 'x', '', 0, -3, Number.NaN])('refuses %p', (v) =>
    expect(isGreaterThanZero(v)).toBe(false),
  );
});

describe('isDigitsOnly and isSignedInteger', () => {
  it('tells digits from other text', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
    expect(isDigitsOnly('-1')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });

  it('accepts negative integers and refuses decimals', () => {
    expect(isSignedInteger('-15')).toBe(true);
    expect(isSignedInteger('15')).toBe(true);
    expect(isSignedInteger('1.5')).toBe(false);
    expect(isSignedInteger('--1')).toBe(false);
  });
});

describe('isThousandUnit', () => {
  it.each(['1000', '250000', '0', '12000.00', '123456789012345000', 3000])('accepts %p', (v) =>
    expect(isThousandUnit(v)).toBe(true),
  );
  it.each(['1500', '999', '1000.5', '-1000', '1e3', '', 1500, 1000.5])('refuses %p', (v) =>
    expect(isThousandUnit(v)).toBe(false),
  );
});

import {
  actualAge,
  addMonths,
  compareDates,
  dateRangeProblem,
  formatRocDate,
  insuranceAge,
  isDateYYYYMMDD,
  parseRocDate,
  toIsoDate,
  toRocYear,
} from '../dates';

describe('isDateYYYYMMDD', () => {
  it.each(['20240229', '20000229', '19991231', '20240131'])('accepts %s', (s) =>
    expect(isDateYYYYMMDD(s)).toBe(true),
  );
  it.each([
    '20230229',
    '19000229',
    '20231301',
    '20240431',
    '20240100',
    '2024011',
    '202401011',
    '2024-01-01',
    '',
  ])('refuses %p', (s) => expect(isDateYYYYMMDD(s)).toBe(false));
});

describe('ROC dates', () => {
  it('converts western years', () => {
    expect(toRocYear(2024)).toBe(113);
    expect(toRocYear(1912)).toBe(1);
  });

  it('formats yyy/MM/dd with a 3-digit year from strings and Dates', () => {
    expect(formatRocDate('2024-03-05')).toBe('113/03/05');
    expect(formatRocDate('1990/01/01')).toBe('079/01/01');
    expect(formatRocDate('19120101')).toBe('001/01/01');
    expect(formatRocDate(new Date('2024-01-02T00:00:00+08:00'))).toBe('113/01/02');
  });

  it('gives null for invalid dates and years before 1911', () => {
    expect(formatRocDate('2023-02-29')).toBeNull();
    expect(formatRocDate('1910-12-31')).toBeNull();
    expect(formatRocDate(new Date(Number.NaN))).toBeNull();
    expect(formatRocDate(null)).toBeNull();
  });

  it('parses ROC text to YYYY-MM-DD', () => {
    expect(parseRocDate('113/03/05')).toBe('2024-03-05');
    expect(parseRocDate('79/1/1')).toBe('1990-01-01');
    expect(parseRocDate('1130305')).toBe('2024-03-05');
    expect(parseRocDate('113-02-29')).toBe('2024-02-29');
    expect(parseRocDate('112/02/29')).toBeNull();
    expect(parseRocDate('113/13/01')).toBeNull();
    expect(parseRocDate('abc')).toBeNull();
  });

  it('round-trips formatRocDate and parseRocDate', () => {
    for (const iso of ['1912-01-01', '1999-12-31', '2024-02-29', '2100-06-15']) {
      expect(parseRocDate(formatRocDate(iso))).toBe(iso);
    }
  });
});

describe('date helpers', () => {
  it('normalises inputs and compares', () => {
    expect(toIsoDate('2024/1/5')).toBeNull();
    expect(toIsoDate('20240105')).toBe('2024-01-05');
    expect(compareDates('2024-01-05', '20240106')).toBeLessThan(0);
    expect(compareDates('2024-01-05', '2024/01/05')).toBe(0);
    expect(compareDates('x', '2024-01-05')).toBeNull();
  });

  it('adds months with month-end clamping', () => {
    expect(addMonths({ y: 2024, m: 8, d: 31 }, 6)).toEqual({ y: 2025, m: 2, d: 28 });
    expect(addMonths({ y: 2023, m: 8, d: 31 }, 6)).toEqual({ y: 2024, m: 2, d: 29 });
    expect(addMonths({ y: 2024, m: 11, d: 15 }, 2)).toEqual({ y: 2025, m: 1, d: 15 });
  });

  it('checks search ranges', () => {
    expect(dateRangeProblem('', '')).toBeNull();
    expect(dateRangeProblem('2024-01-01', '')).toBe('BOTH_REQUIRED');
    expect(dateRangeProblem(undefined, '2024-01-01')).toBe('BOTH_REQUIRED');
    expect(dateRangeProblem('2024-01-02', '2024-01-01')).toBe('END_BEFORE_START');
    expect(dateRangeProblem('2024-01-01', '2024-01-01')).toBeNull();
  });
});

describe('actualAge', () => {
  it('counts full years, turning on the birthday', () => {
    expect(actualAge('2000-05-10', '2024-05-09')).toBe(23);
    expect(actualAge('2000-05-10', '2024-05-10')).toBe(24);
    expect(actualAge('2000-05-10', '2000-05-10')).toBe(0);
  });

  it('turns someone born on 29 February older on 1 March in common years', () => {
    expect(actualAge('2000-02-29', '2023-02-28')).toBe(22);
    expect(actualAge('2000-02-29', '2023-03-01')).toBe(23);
    expect(actualAge('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('accepts Date objects and gives null for invalid input or a day before birth', () => {
    expect(actualAge(new Date('2000-05-10T00:00:00+08:00'), new Date('2024-05-10T00:00:00+08:00'))).toBe(24);
    expect(actualAge('2000-05-10', '2000-05-09')).toBeNull();
    expect(actualAge('2000-02-30', '2024-01-01')).toBeNull();
    expect(actualAge('', '2024-01-01')).toBeNull();
  });
});

describe('insuranceAge', () => {
  it('does not add a year at exactly six months after the birthday', () => {
    expect(insuranceAge('2000-01-15', '2024-07-15')).toBe(24);
  });

  it('adds a year one day past six months', () => {
    expect(insuranceAge('2000-01-15', '2024-07-16')).toBe(25);
  });

  it('is the actual age on the birthday and right after it', () => {
    expect(insuranceAge('2000-01-15', '2024-01-15')).toBe(24);
    expect(insuranceAge('2000-01-15', '2024-01-14')).toBe(24);
    expect(insuranceAge('2000-01-15', '2023-07-15')).toBe(23);
  });

  it('clamps six months to the month end', () => {
    expect(insuranceAge('1990-08-31', '2025-02-28')).toBe(34);
    expect(insuranceAge('1990-08-31', '2025-03-01')).toBe(35);
  });

  it('counts a newborn and refuses invalid input', () => {
    expect(insuranceAge('2024-01-01', '2024-07-01')).toBe(0);
    expect(insuranceAge('2024-01-01', '2024-07-02')).toBe(1);
    expect(insuranceAge('2024-01-01', '2023-12-31')).toBeNull();
  });
});

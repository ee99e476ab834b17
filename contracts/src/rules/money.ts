/**
 * Number and money rules. Money stays a decimal string (house style 12), so these work on the text,
 * never on floating-point arithmetic; numbers are accepted and read through their plain decimal text.
 */

export type Numeric = string | number;

function text(value: Numeric | null | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' ? value : null;
}

/** Digits only (valideNum). */
export function isDigitsOnly(value: Numeric | null | undefined): boolean {
  const s = text(value);
  return s !== null && /^\d+$/.test(s);
}

/** An integer that may be negative (checkNumWithDecimal). */
export function isSignedInteger(value: Numeric | null | undefined): boolean {
  const s = text(value);
  return s !== null && /^-?\d+$/.test(s);
}

/** A non-negative decimal with at most `intDigits` integer digits and `decDigits` decimals. */
export function isDecimalPoint(
  value: Numeric | null | undefined,
  intDigits: number,
  decDigits: number,
): boolean {
  const s = text(value);
  if (s === null) return false;
  const pattern = decDigits > 0 ? `^\\d{1,${intDigits}}(\\.\\d{1,${decDigits}})?$` : `^\\d{1,${intDigits}}$`;
  return new RegExp(pattern).test(s);
}

/** 0.01 up to 100, at most two decimals, and 100 itself written without decimals. */
export function isDecimalPoint2(value: Numeric | null | undefined): boolean {
  const s = text(value);
  if (s === null) return false;
  if (s === '100') return true;
  return /^(0|[1-9]\d?)(\.\d{1,2})?$/.test(s) && /[1-9]/.test(s);
}

/** Strictly greater than zero (isGratherThanZeor). */
export function isGreaterThanZero(value: Numeric | null | undefined): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  const s = text(value);
  return s !== null && /^\d+(\.\d+)?$/.test(s) && /[1-9]/.test(s);
}

/** A non-negative whole multiple of 1000 (a premium); trailing zero decimals are allowed. */
export function isThousandUnit(value: Numeric | null | undefined): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 && value % 1000 === 0;
  const s = text(value);
  const m = s === null ? null : /^(\d+)(?:\.(0+))?$/.exec(s);
  if (!m) return false;
  return BigInt(m[1]!) % 1000n === 0n;
}

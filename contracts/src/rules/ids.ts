/**
 * National ID (身分證字號) and resident certificate ID (居留證號) rules.
 * Inputs are expected upper-case; form schemas upper-case before calling these.
 */

/** Letter codes of the official table: A=10 … H=17, then the out-of-order I, O, W, X, Y, Z. */
const LETTER_CODES: Readonly<Record<string, number>> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  I: 34,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  O: 35,
  P: 23,
  Q: 24,
  R: 25,
  S: 26,
  T: 27,
  U: 28,
  V: 29,
  W: 32,
  X: 30,
  Y: 31,
  Z: 33,
};

const DIGIT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1, 1] as const;

export function letterCode(letter: string): number | undefined {
  return LETTER_CODES[letter];
}

/** Weighted sum of a letter followed by 9 digits (national ID and current resident ID). */
function letterAndDigitsSum(letter: string, digits: string): number | null {
  const code = LETTER_CODES[letter];
  if (code === undefined) return null;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 0; i < 9; i += 1) sum += Number(digits[i]) * DIGIT_WEIGHTS[i]!;
  return sum;
}

/** The check digit (last character) that completes the first 9 characters of an ID, or null for other shapes. */
export function checkDigitFor(idWithoutCheck: string): number | null {
  const sum = checksumSum(`${idWithoutCheck}0`);
  return sum === null ? null : (10 - (sum % 10)) % 10;
}

/** The weighted checksum sum of any 10-character ID shape the portal knows, or null for other shapes. */
function checksumSum(id: string): number | null {
  if (/^[A-Z]\d{9}$/.test(id)) return letterAndDigitsSum(id[0]!, id.slice(1));
  if (/^[A-Z][A-D]\d{8}$/.test(id)) {
    // Older resident format: the second letter counts as the last digit of its code, weight 8.
    const second = LETTER_CODES[id[1]!]! % 10;
    return letterAndDigitsSum(id[0]!, `${second}${id.slice(2)}`);
  }
  return null;
}

function checksumOk(id: string): boolean {
  const sum = checksumSum(id);
  return sum !== null && sum % 10 === 0;
}

/** 身分證字號: a letter, 1 or 2, 8 digits, weighted checksum. */
export function isTaiwanId(id: string | null | undefined): boolean {
  return typeof id === 'string' && /^[A-Z][12]\d{8}$/.test(id) && checksumOk(id);
}

/** 居留證號: current format (a letter, 8 or 9, 8 digits) or older format (two letters, second A-D). */
export function isResidentId(id: string | null | undefined): boolean {
  if (typeof id !== 'string') return false;
  if (!/^[A-Z][89]\d{8}$/.test(id) && !/^[A-Z][A-D]\d{8}$/.test(id)) return false;
  return checksumOk(id);
}

/** Either a national ID or a resident certificate ID. */
export function isMixId(id: string | null | undefined): boolean {
  return isTaiwanId(id) || isResidentId(id);
}

export type Sex = '1' | '2';

/** Sex from the second character: 1, 8, A, C are male ("1"); 2, 9, B, D female ("2"). */
export function sexFromId(id: string | null | undefined): Sex | null {
  const c = typeof id === 'string' ? id[1] : undefined;
  if (c === undefined) return null;
  if ('18AC'.includes(c)) return '1';
  if ('29BD'.includes(c)) return '2';
  return null;
}

/**
 * An ID as lists show it: the first 3 and the last 3 characters, the rest `*` (F226123456 → F22****456).
 * IDs of 6 characters or fewer are masked entirely (nothing would stay hidden otherwise).
 */
export function maskId(id: string): string {
  // Most IDs are plain ASCII: cut the string itself (a list masks two IDs a row); code points only when needed.
  if (!/[\uD800-\uDFFF]/.test(id)) {
    if (id.length <= 6) return '*'.repeat(id.length);
    return `${id.slice(0, 3)}${'*'.repeat(id.length - 6)}${id.slice(-3)}`;
  }
  const chars = [...id];
  if (chars.length <= 6) return '*'.repeat(chars.length);
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 6)}${chars.slice(-3).join('')}`;
}

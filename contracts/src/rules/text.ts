/** Character-width conversion and generic text rules. */

const FULL_WIDTH_OFFSET = 0xfee0;

/** ASCII letters and digits to their full-width forms (ａ-ｚ, Ａ-Ｚ, ０-９); everything else unchanged. */
export function toFullWidth(s: string): string {
  return s.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET));
}

/** Full-width digits only (the address text converts digits, not letters). */
export function toFullWidthDigits(s: string): string {
  return s.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET));
}

/** Full-width ASCII forms (U+FF01-U+FF5E) and the ideographic space to their half-width forms. */
export function toHalfWidth(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(/\u3000/g, ' ');
}

/** At least one ASCII letter and one digit (includeNumAndWord). */
export function includesNumAndWord(s: string | null | undefined): boolean {
  return typeof s === 'string' && /[A-Za-z]/.test(s) && /\d/.test(s);
}

/** Empty means undefined, null or a string of only blanks. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

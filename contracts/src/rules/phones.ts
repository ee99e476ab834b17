/** Phone rules: mobile format, connection phones and the legacy merged form `area-number#ext`. */

export function isMobilePhone(s: string | null | undefined): boolean {
  return typeof s === 'string' && /^09\d{8}$/.test(s);
}

/** Only digits, '#' and '-' (an empty string is not a phone). */
export function isConnectionPhone(s: string | null | undefined): boolean {
  return typeof s === 'string' && /^[\d#-]+$/.test(s);
}

export interface PhoneParts {
  area: string;
  number: string;
  ext: string;
}

/** Splits the legacy merged form `area-number#ext`; missing parts come back as ''. */
export function splitPhone(s: string | null | undefined): PhoneParts {
  const text = s ?? '';
  const hash = text.indexOf('#');
  const head = hash >= 0 ? text.slice(0, hash) : text;
  const ext = hash >= 0 ? text.slice(hash + 1) : '';
  const dash = head.indexOf('-');
  if (dash < 0) return { area: '', number: head, ext };
  return { area: head.slice(0, dash), number: head.slice(dash + 1), ext };
}

/** Joins the screen parts into the merged form; empty parts leave no separator behind. */
export function joinPhone({ area, number, ext }: Partial<PhoneParts>): string {
  let s = area ? `${area}-${number ?? ''}` : (number ?? '');
  if (ext) s += `#${ext}`;
  return s;
}

export const PHONE_LIMITS = {
  areaMin: 2,
  areaMax: 4,
  numberMax: 8,
  extMax: 5,
  totalMin: 9,
  totalMax: 10,
} as const;

export type PhonePartProblem =
  | 'AREA_REQUIRED'
  | 'AREA_LENGTH'
  | 'NUMBER_REQUIRED'
  | 'NUMBER_LENGTH'
  | 'TOTAL_LENGTH'
  | 'EXT_LENGTH'
  | 'NOT_DIGITS';

/**
 * The spec's rules for one landline (company or home) entered as parts: area 2-4 and number max 8, each
 * required when the other is given, area plus number 9-10, extension max 5. All parts empty is fine here
 * (phoneGroup decides whether some phone is needed).
 */
export function phonePartsProblems({
  area = '',
  number = '',
  ext = '',
}: Partial<PhoneParts>): PhonePartProblem[] {
  const problems: PhonePartProblem[] = [];
  if ([area, number, ext].some((p) => p !== '' && !/^\d+$/.test(p))) problems.push('NOT_DIGITS');
  if (area === '' && number !== '') problems.push('AREA_REQUIRED');
  if (area !== '' && (area.length < PHONE_LIMITS.areaMin || area.length > PHONE_LIMITS.areaMax)) {
    problems.push('AREA_LENGTH');
  }
  if (number === '' && (area !== '' || ext !== '')) problems.push('NUMBER_REQUIRED');
  if (number.length > PHONE_LIMITS.numberMax) problems.push('NUMBER_LENGTH');
  const total = area.length + number.length;
  if (area !== '' && number !== '' && (total < PHONE_LIMITS.totalMin || total > PHONE_LIMITS.totalMax)) {
    problems.push('TOTAL_LENGTH');
  }
  if (ext.length > PHONE_LIMITS.extMax) problems.push('EXT_LENGTH');
  return problems;
}

/** Written needs-analysis rules (spec 3 §5 written analysis), shared by the n7 screen, its schema and the BFF. */
import { taipeiHour } from './taipei-time';

/** The code of a list entry that opens its free-text field (PUR_CODE, INS_TYPE_CODE, FEE_SOURCE, SEL_CHK…). */
export const OTHER_CODE = 'OTHER';
/** The investment insurance type: it needs the acceptance answer like a foreign-currency product. */
export const INVESTMENT_INS_TYPE = '3';
/** New Taiwan dollars in CUR_CODE. */
export const NTD_CURRENCY = 'TWD';
/** The proposal PDF of the written-analysis dialog is drawn at this ratio (spec 3 §9). */
export const ANALYSIS_PDF_RATIO = 1.45;
/** Hours of the day a phone interview may be asked for (spec 3 §5: hours 8 to 17). */
export const CALL_HOURS = { from: 8, to: 17 } as const;

/** A comma list or an array of codes, trimmed, empties dropped. */
export function codeListOf(codes: string | readonly string[] | null | undefined): string[] {
  const list = typeof codes === 'string' ? codes.split(',') : (codes ?? []);
  return list.map((c) => c.trim()).filter((c) => c !== '');
}

export const hasOther = (codes: string | readonly string[] | null | undefined): boolean =>
  codeListOf(codes).includes(OTHER_CODE);

/** The acceptance Y/N applies to investment (type 3) or foreign-currency products only. */
export function needsAcceptance(
  insTypeCode: string | null | undefined,
  curCode: string | null | undefined,
): boolean {
  return insTypeCode === INVESTMENT_INS_TYPE || (!!curCode && curCode !== NTD_CURRENCY);
}

/** The old-age question applies when the policyholder's or the insured's age is at least HIGH_AGE_LIMIT. */
export function isHighAgeCase(ages: readonly (number | null | undefined)[], highAgeLimit: number): boolean {
  return ages.some((age) => typeof age === 'number' && Number.isFinite(age) && age >= highAgeLimit);
}

/**
 * The call time and the financial-leverage answer apply when a chosen fee source is one of FEE_SOURCE_CODE's
 * codes or the customer cancelled a contract or took a policy loan in the last 3 months (plResult yes).
 */
export function needsCallCheck(
  feeSourceCode: string | readonly string[] | null | undefined,
  callSourceCodes: string | readonly string[] | null | undefined,
  plResult: string | null | undefined,
): boolean {
  const call = codeListOf(callSourceCodes);
  return plResult === 'yes' || codeListOf(feeSourceCode).some((c) => call.includes(c));
}

/**
 * A call time: `HH:mm`, or a range `HH:mm-HH:mm` (also `~`), every time between 08:00 and 17:00 and a range in
 * order. Minutes may be left out (`9-12`).
 */
export function isCallTime(value: string | null | undefined): boolean {
  const match = /^(\d{1,2})(?::(\d{2}))?(?:\s*[-~～]\s*(\d{1,2})(?::(\d{2}))?)?$/.exec((value ?? '').trim());
  if (!match) return false;
  const minutesOf = (h?: string, m?: string): number | null => {
    if (h === undefined) return null;
    const hour = Number(h);
    const minute = Number(m ?? '0');
    if (minute > 59) return NaN;
    return hour * 60 + minute;
  };
  const from = minutesOf(match[1], match[2]);
  const to = minutesOf(match[3], match[4]);
  const inHours = (t: number | null) => t === null || (t >= CALL_HOURS.from * 60 && t <= CALL_HOURS.to * 60);
  if (from === null || Number.isNaN(from) || Number.isNaN(to)) return false;
  return inHours(from) && inHours(to) && (to === null || to >= from);
}

/** After the APP_REMIND_TIME hour (Taiwan time) the insurer app must be completed the same day. */
export function isAfterRemindHour(now: Date, remindHour: number): boolean {
  return Number.isFinite(remindHour) && taipeiHour(now) >= remindHour;
}

import { actualAge, insuranceAge, rocBirthIso, rocParts } from './dates';
import { isTaiwanId, sexFromId, type Sex } from './ids';
import { isDecimalPoint } from './money';

/** Customer-data rules of spec 3 §4, §5 and §9 that the web screens and the BFF share. */

export const CUSTOMER_LIMITS = {
  name: 20,
  id: 10,
  email: 40,
  reason: 100,
  shareAgentCode: 20,
  relationOther: 5,
  money: 7,
} as const;

/** Relation codes (spec 3 §9). */
export const RELATION = { SELF: '1', SPOUSE: '2', OTHER: '6' } as const;
export const LEG_RELATION_OTHER = '3';
export const MARRIED = '1';
export const US_NATIONALITY = 'US';
/** The SMS resend wait (spec 3 §9: 120 seconds, ticking once a second), on n1 and n2. */
export const SMS_RESEND_SECONDS = 120;

const digits = (s: string | null | undefined) => (s ?? '').trim();

/** Insurance and actual age from the ROC birth parts (empty parts: both null). */
export function agesFromRoc(
  yy?: string | null,
  mm?: string | null,
  dd?: string | null,
  on: Date = new Date(),
): { insureAge: number | null; actualAge: number | null } {
  const iso = rocBirthIso(yy, mm, dd);
  if (!iso) return { insureAge: null, actualAge: null };
  return { insureAge: insuranceAge(iso, on), actualAge: actualAge(iso, on) };
}

/**
 * The age-changed reminder of spec 3 §8 (on load): the insurance age stored with the draft against the one the
 * birth date gives today; null when either is unknown or they agree.
 */
export function ageChangedSinceDraft(
  storedAge: string | null | undefined,
  yy?: string | null,
  mm?: string | null,
  dd?: string | null,
  on: Date = new Date(),
): { before: number; after: number } | null {
  const stored = (storedAge ?? '').trim();
  if (!/^\d+$/.test(stored)) return null;
  const after = agesFromRoc(yy, mm, dd, on).insureAge;
  const before = Number(stored);
  return after === null || after === before ? null : { before, after };
}

/** Sex from a valid ID's second character, and TW for a valid national ID (spec 3 §5). */
export function derivedFromId(id: string | null | undefined): { sex: Sex | null; nationality: 'TW' | null } {
  const value = (id ?? '').trim().toUpperCase();
  return { sex: sexFromId(value), nationality: isTaiwanId(value) ? 'TW' : null };
}

/** The high-age block (spec 3 §5, §6): an insurance age above the limit needs the agent's oldAgeEduYn Y. */
export function isHighAgeBlocked(
  age: number | null | undefined,
  limit: number,
  oldAgeEduYn: string,
): boolean {
  return typeof age === 'number' && age > limit && oldAgeEduYn !== 'Y';
}

/** A money field after blur: a plain number (at most 5 integer digits, 1 decimal) or '' (spec 3 §5). */
export function cleanMoney(value: string | null | undefined): string {
  const text = (value ?? '').replace(/[,，\s]/g, '');
  const match = /^\d+(\.\d+)?/.exec(text);
  if (!match) return '';
  const n = Math.round(Number(match[0]) * 10) / 10;
  const s = String(n);
  return isDecimalPoint(s, 5, 1) ? s : '';
}

/** "Differs" for the reason fields: both values are numbers and not equal (spec 3 §4). */
export function moneyDiffers(value: string | null | undefined, last: string | null | undefined): boolean {
  const [a, b] = [digits(value), digits(last)];
  if (a === '' || b === '') return false;
  const [x, y] = [Number(a), Number(b)];
  return Number.isFinite(x) && Number.isFinite(y) && x !== y;
}

/** The financial rows of the table, with their labels and the fields of their previous value and reason. */
export const FINANCE_ROWS = [
  { field: 'salary', label: '薪資收入', last: 'salaryLast', reason: 'salaryReason', required: true },
  { field: 'oIncome', label: '其他收入', last: 'oIncomeLast', reason: 'oIncomeReason', required: true },
  { field: 'hIncome', label: '家庭收入', last: 'hIncomeLast', reason: 'hIncomeReason', required: true },
  { field: 'pp', label: '動產', last: null, reason: null, required: true },
  { field: 'rp', label: '不動產', last: null, reason: null, required: true },
  { field: 'assets', label: '資產總額', last: 'assetsLast', reason: 'assetsReason', required: false },
  { field: 'loanDebt', label: '負債', last: null, reason: null, required: false },
] as const;

/** assets = pp + rp, in 萬元 with one decimal ('' until both are numbers). */
export function assetsOf(pp: string | null | undefined, rp: string | null | undefined): string {
  const [a, b] = [digits(pp), digits(rp)];
  if (a === '' || b === '' || !Number.isFinite(Number(a)) || !Number.isFinite(Number(b))) return '';
  return String(Math.round((Number(a) + Number(b)) * 10) / 10);
}

/** The items of the insured's finance that differ from the latest earlier values (spec 3 §5), by label. */
export function financeDifferences(
  values: Record<string, unknown>,
  latest: Record<string, unknown> | null | undefined,
): string[] {
  if (!latest) return [];
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return FINANCE_ROWS.filter((r) => ['salary', 'oIncome', 'hIncome', 'pp', 'rp'].includes(r.field))
    .filter((r) => text(latest[r.field]) !== '' && moneyDiffers(text(values[r.field]), text(latest[r.field])))
    .map((r) => r.label);
}

/** Civil majority in Taiwan since 2023: a customer younger needs a legal representative (spec 3 §2 n3). */
export const LEGAL_MAJORITY_AGE = 18;

/**
 * Whether a customer of this ROC birthday (`yyy/mm/dd`, as the record keeps it) needs a legal representative on
 * `on`: under LEGAL_MAJORITY_AGE by actual age. An unknown birthday needs none by age (the agent-service check still
 * decides).
 */
export function needsRepresentativeByAge(
  birthday: string | null | undefined,
  on: Date = new Date(),
): boolean {
  const { yy, mm, dd } = rocParts(birthday);
  const { actualAge: age } = agesFromRoc(yy, mm, dd, on);
  return age !== null && age < LEGAL_MAJORITY_AGE;
}

/**
 * AML rules (spec 2 §4.4, §5 risk form and EDD, §6 manager role, §9), one place for web, BFF and mock.
 */
import { isRowActionAllowed, type RowActionFacts } from './proposal-actions';

/**
 * What the agent answers on the risk form: the only keys a risk save may carry. The occupation (cusJobCode) is the
 * policyholder's stored one, riskJobYn and nameCheckYn are set by the system: score inputs the browser never sends.
 */
export const RISK_ANSWER_KEYS = [
  'idnCode',
  'idnCodeOther',
  'idnCheckYn',
  'commCheckYn',
  'commOther',
  'specJobYn',
  'mlCheckYn',
  'insureSource',
  'premSource',
  'cancelTime',
  'payerCode',
] as const;

export type RiskAnswerKey = (typeof RISK_ANSWER_KEYS)[number];

/** The agent's answers of a risk form (the system-set fields left out). */
export function riskAnswersOf<T extends Partial<Record<RiskAnswerKey, unknown>>>(
  form: T,
): Pick<T, RiskAnswerKey> {
  return Object.fromEntries(RISK_ANSWER_KEYS.filter((k) => k in form).map((k) => [k, form[k]])) as Pick<
    T,
    RiskAnswerKey
  >;
}

/**
 * In which mode the case's state lets the AML forms be written and finished (spec 2 §4.2, §4.4): `wizard` while the
 * case is editable (N or S, the edit action), `moneyLaundering` for the list's resubmission (U with amlPassState P);
 * null in every other state.
 */
export type AmlWriteMode = 'wizard' | 'moneyLaundering';

export function amlWriteMode(row: RowActionFacts): AmlWriteMode | null {
  if (isRowActionAllowed('edit', row)) return 'wizard';
  if (isRowActionAllowed('amlResend', row)) return 'moneyLaundering';
  return null;
}

/** ID-document option F = other (its text is then required); income source 6 and pay mode 7 = other. */
export const ID_DOCUMENT_OTHER = 'F';
export const INCOME_SOURCE_OTHER = '6';
export const PAY_MODE_OTHER = '7';
/** Max length of every other-explanation (spec 2 §9). */
export const AML_OTHER_MAX = 30;

/** Thresholds the form quotes (spec 2 §9): premium 3 million or more, 3+ policies in 3 months, small ≤ 500,000. */
export const LARGE_PREMIUM = 3_000_000;
export const MANY_POLICIES_3M = 3;
export const SMALL_CONTRACT_MAX = 500_000;

/** riskJobYn (system-set): Y when the occupation is on the very-high-risk (srv12) or high-risk (srv14) list. */
export function riskJobOf(
  jobCode: string | undefined,
  srv12List: readonly string[],
  srv14List: readonly string[],
): { riskJobYn: 'Y' | 'N'; riskJobCode: string } {
  if (jobCode && srv12List.includes(jobCode)) return { riskJobYn: 'Y', riskJobCode: 'SRV12' };
  if (jobCode && srv14List.includes(jobCode)) return { riskJobYn: 'Y', riskJobCode: 'SRV14' };
  return { riskJobYn: 'N', riskJobCode: '' };
}

/** A score at or above RISK_SCORE_LIMIT needs the EDD questionnaire. */
export const isHighRisk = (score: number, limit: number): boolean => score >= limit;

/**
 * What follows a risk score: the EDD tab, or (manager role) the paper EDD, or nothing. A manager is never forced
 * onto the EDD tab (spec 2 §6).
 */
export type EddRouteName = 'none' | 'edd' | 'paper';

export function eddRoute(score: number, limit: number, isManager: boolean): EddRouteName {
  if (!isHighRisk(score, limit)) return 'none';
  return isManager ? 'paper' : 'edd';
}

/** The role code the MANAGER_ROLE_CODE parameter holds (comma lists allowed) includes the agent's role. */
export function isManagerRole(roleCode: string | undefined, parameterValue: string | undefined): boolean {
  if (!roleCode || !parameterValue) return false;
  return parameterValue
    .split(',')
    .map((v) => v.trim())
    .includes(roleCode);
}

/** The comma list the core keeps for multi-choice fields, from a list or a string (order and blanks normalised). */
export function commaList(value: readonly string[] | string | undefined | null): string {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(items.map((v) => v.trim()).filter(Boolean))].sort().join(',');
}

/** Two annexes hold the same answers (a temporary save of an unchanged form says 資料無異動). */
export function sameAnswers(
  a: Record<string, string | undefined>,
  b: Record<string, string | undefined>,
  fields: readonly string[],
): boolean {
  return fields.every((f) => (a[f] ?? '').trim() === (b[f] ?? '').trim());
}

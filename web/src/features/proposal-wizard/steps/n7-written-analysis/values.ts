import type { FieldValues } from 'react-hook-form';
import { needsAcceptance, needsCallCheck } from '@agent-portal/contracts/rules';
import { writtenAnalysisLabels, type WrittenAnalysisMeta } from '@agent-portal/contracts/validation';
import type { WrittenAnalysis, WrittenAnalysisFields } from '../../api/get-written-analysis';

export type FieldName = keyof typeof writtenAnalysisLabels;
export const FIELD_NAMES = Object.keys(writtenAnalysisLabels) as FieldName[];
const LIST_FIELDS: FieldName[] = ['purCode', 'feeSourceCode'];

/** What the screen needs besides the fields (kept in the form as `info`, never posted). */
export type WrittenInfo = Omit<WrittenAnalysis, 'values' | 'meta'>;

/** Every field empty: a new analysis, and 清除. */
export function blankFields(): Record<FieldName, string | string[]> {
  return Object.fromEntries(FIELD_NAMES.map((f) => [f, LIST_FIELDS.includes(f) ? [] : ''])) as Record<
    FieldName,
    string | string[]
  >;
}

/** The form's values: the fields, the core's facts (`meta`) and the screen's `info`. */
export function toFormValues(loaded: WrittenAnalysis, compCode: string): FieldValues {
  const { values, meta, ...info } = loaded;
  return { ...blankFields(), ...values, compCode: values.compCode || compCode, meta, info };
}

/** The fields to post; answers of questions that do not apply to this case are left out. */
export function toPosted(values: FieldValues): WrittenAnalysisFields {
  const meta = values.meta as WrittenAnalysisMeta | undefined;
  const posted = Object.fromEntries(
    FIELD_NAMES.map((f) => [f, values[f] ?? (LIST_FIELDS.includes(f) ? [] : '')]),
  );
  if (!needsAcceptance(posted.insTypeCode as string, posted.curCode as string)) posted.insAcceptYn = '';
  if (!meta?.highAge) posted.oldAgeYn = '';
  if (!needsCallCheck(posted.feeSourceCode as string[], meta?.callSources, meta?.plResult)) {
    posted.elecCallTime = '';
    posted.insFinlevYn = '';
  }
  return posted as WrittenAnalysisFields;
}

/** The loaded analysis was submitted (status S): with no change since, the tab counts as done (spec 3 §4). */
export function isSubmitted(values: FieldValues): boolean {
  return (values.info as WrittenInfo | undefined)?.status === 'S';
}

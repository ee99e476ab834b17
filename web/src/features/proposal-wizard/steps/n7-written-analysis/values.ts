import { needsAcceptance, needsCallCheck } from '@agent-portal/contracts/rules';
import type { WrittenAnalysisMeta, writtenAnalysisLabels } from '@agent-portal/contracts/validation';
import type { WrittenAnalysis, WrittenAnalysisFields } from './get-written-analysis';

/** Every field of the analysis as the form holds it: lists as arrays, the rest as text (none missing). */
export type AnalysisFields = Required<WrittenAnalysisFields>;
export type FieldName = keyof AnalysisFields & keyof typeof writtenAnalysisLabels;

/** What the screen needs besides the fields (kept in the form as `info`, never posted). */
export type WrittenInfo = Omit<WrittenAnalysis, 'values' | 'meta'>;

/** n7's values: the fields, the core's facts the conditional rules read (`meta`) and the screen's `info`. */
export type WrittenAnalysisStepValues = AnalysisFields & { meta?: WrittenAnalysisMeta; info?: WrittenInfo };

const BLANK: AnalysisFields = {
  purCode: [],
  purOther: '',
  insTypeCode: '',
  insTypeOther: '',
  compCode: '',
  faceAmt: '',
  insOtherYn: '',
  insAcceptYn: '',
  oldAgeYn: '',
  curCode: '',
  mode: '',
  modePrem: '',
  retireYear: '',
  feeSourceCode: [],
  feeSourceOther: '',
  elecCallTime: '',
  insFinlevYn: '',
  proNameChk: '',
  proNameOther: '',
  faceAmtChk: '',
  faceAmtOther: '',
  coverageChk: '',
  coverageOther: '',
  modePremChk: '',
  modePremOther: '',
  insReasonCode: '',
  insReasonOther: '',
};

export const FIELD_NAMES = Object.keys(BLANK) as FieldName[];

/** Every field empty: a new analysis, and 清除. */
export function blankFields(): AnalysisFields {
  return { ...BLANK, purCode: [], feeSourceCode: [] };
}

/** A new analysis of the case's insurer. */
export function blankValues(compCode: string): WrittenAnalysisStepValues {
  return { ...blankFields(), compCode };
}

/** One field from `from` into `to` (blank when absent): typed per field, so lists stay lists. */
function copyField<K extends FieldName>(to: AnalysisFields, from: Partial<AnalysisFields>, name: K): void {
  to[name] = from[name] ?? BLANK[name];
}

/** The form's values: the fields, the core's facts (`meta`) and the screen's `info`. */
export function toFormValues(loaded: WrittenAnalysis, compCode: string): WrittenAnalysisStepValues {
  const { values, meta, ...info } = loaded;
  const fields = blankFields();
  for (const name of FIELD_NAMES) copyField(fields, values, name);
  return { ...fields, compCode: values.compCode || compCode, meta, info };
}

/** The fields to post (those of bff.yaml only); answers of questions that do not apply to this case are left out. */
export function toPosted(values: WrittenAnalysisStepValues): WrittenAnalysisFields {
  const { meta } = values;
  const posted = blankFields();
  for (const name of FIELD_NAMES) copyField(posted, values, name);
  if (!needsAcceptance(posted.insTypeCode, posted.curCode)) posted.insAcceptYn = '';
  if (!meta?.highAge) posted.oldAgeYn = '';
  if (!needsCallCheck(posted.feeSourceCode, meta?.callSources, meta?.plResult)) {
    posted.elecCallTime = '';
    posted.insFinlevYn = '';
  }
  return posted;
}

/** The loaded analysis was submitted (status S): with no change since, the tab counts as done (spec 3 §4). */
export function isSubmitted(values: WrittenAnalysisStepValues): boolean {
  return values.info?.status === 'S';
}

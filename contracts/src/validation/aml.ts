import { array, object, string, type InferType } from 'yup';
import { amlMessages as am } from '../messages/aml';
import { ruleMessages as m } from '../messages/rules';
import { AML_OTHER_MAX, ID_DOCUMENT_OTHER, INCOME_SOURCE_OTHER, PAY_MODE_OTHER } from '../rules/aml';
import { blank, type Ctx } from './common';

const choice = (label: string) => string().trim().required(am.SELECT(label));
const yn = (label: string) => choice(label).oneOf(['Y', 'N'], am.SELECT(label));
const picks = (label: string) =>
  array(string().trim().required()).default([]).min(1, am.SELECT(label)).required(am.SELECT(label));

/** Other-explanation text: max 30, required when `when(form)` holds. */
function otherText(label: string, when: (parent: Record<string, unknown>) => boolean) {
  return string()
    .trim()
    .default('')
    .max(AML_OTHER_MAX, m.MAX_LENGTH(label, AML_OTHER_MAX))
    .test({
      name: 'requiredWhenOther',
      message: m.REQUIRED(label),
      test(this: Ctx, value: string | undefined) {
        return !when(this.parent as Record<string, unknown>) || !blank(value);
      },
    });
}

const includes = (value: unknown, code: string) => Array.isArray(value) && value.includes(code);

/**
 * The risk form, sections 1-5 (spec 2 §5 risk form). riskJobYn and nameCheckYn are set by the system and
 * read-only; the policy facts (product, premium, policies in 3 months) come from the proposal-ready data.
 */
// Built by a function called with a pure mark, so that bundles that never use it (the login page) drop it.
function buildRiskFormSchema() {
  return object({
    idnCode: picks(am.ID_DOCUMENTS),
    idnCodeOther: otherText(am.ID_DOCUMENT_OTHER, (p) => includes(p.idnCode, ID_DOCUMENT_OTHER)),
    idnCheckYn: yn(am.IDN_CHECK),
    commCheckYn: yn(am.COMM_CHECK),
    commOther: otherText(am.COMM_OTHER, (p) => p.commCheckYn === 'N'),
    cusJobCode: choice(am.OCCUPATION),
    riskJobYn: string().default('N'),
    specJobYn: yn(am.SPEC_JOB),
    mlCheckYn: yn(am.ML_CHECK),
    nameCheckYn: string().default('N'),
    insureSource: choice(am.INSURE_SOURCE),
    premSource: choice(am.PREM_SOURCE),
    cancelTime: string().trim().default(''),
    payerCode: string().trim().default(''),
  });
}
export const riskFormSchema = /* @__PURE__ */ buildRiskFormSchema();

export type RiskFormValues = InferType<typeof riskFormSchema>;

/** The EDD questionnaire (spec 2 §5 EDD): visit method, income sources (6 = other), payment mode (7 = other). */
function buildEddFormSchema() {
  return object({
    visitCode: choice(am.VISIT_CODE),
    incomeSource: picks(am.INCOME_SOURCE),
    incomeSourceOther: otherText(am.INCOME_SOURCE_OTHER, (p) =>
      includes(p.incomeSource, INCOME_SOURCE_OTHER),
    ),
    payMode: choice(am.PAY_MODE),
    payModeOther: otherText(am.PAY_MODE_OTHER, (p) => p.payMode === PAY_MODE_OTHER),
  });
}
export const eddFormSchema = /* @__PURE__ */ buildEddFormSchema();

export type EddFormValues = InferType<typeof eddFormSchema>;

import {
  draftLegalSchema,
  draftValuesSchema,
  insuredSchema,
  legalBoxSchema,
  policyholderSchema,
} from '@agent-portal/contracts/validation/customer-data';
import type { Values } from './customer-mapping';

/**
 * Flags the BFF derives (issue 20): the name check and consent (cusCheck, agreeYn, amlResult), the address checks
 * (checkAddrRYn, checkAddrYn); a representative box's customer ID and status, and which boxes show. A body's copy
 * is dropped, whatever it says.
 */
const PARTY_DERIVED = ['cusCheck', 'agreeYn', 'amlResult', 'checkAddrRYn', 'checkAddrYn'];
const BOX_DERIVED = ['cusIdn', 'legStatus'];

/** The step schema's fields (one place: the schema the form and the final save run) less the derived flags. */
const fieldsOf = (schema: { fields: Record<string, unknown> }, derived: string[]): readonly string[] =>
  Object.keys(schema.fields).filter((k) => !derived.includes(k));

/** What a body may carry, per step: every other key is dropped before anything is validated or written. */
export const STEP_FIELDS = {
  policyholder: fieldsOf(policyholderSchema, PARTY_DERIVED),
  insured: fieldsOf(insuredSchema, PARTY_DERIVED),
  legalBox: fieldsOf(legalBoxSchema('要保人'), BOX_DERIVED),
} as const;

/**
 * Each step's stored fields as every save must send them (issue 40 item 6): text within its limit, else 400 before
 * anything is written. Keys outside the step's fields are not looked at here: they are dropped (`pickFields`).
 */
export const STEP_TYPES = {
  policyholder: draftValuesSchema(STEP_FIELDS.policyholder),
  insured: draftValuesSchema(STEP_FIELDS.insured),
  'legal-agent': draftLegalSchema(STEP_FIELDS.legalBox),
} as const;

/** The listed keys of `values` that hold text; nothing else survives. */
export function pickFields(fields: readonly string[], values: unknown): Values {
  const source: Partial<Record<string, unknown>> = values && typeof values === 'object' ? values : {};
  const out: Values = {};
  for (const k of fields) {
    const v = source[k];
    if (typeof v === 'string') out[k] = v;
  }
  return out;
}

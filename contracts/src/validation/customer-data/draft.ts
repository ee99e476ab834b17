import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import { ruleMessages } from '../../messages/rules';
import { ADDRESS_LIMITS } from '../../rules/address';
import { CUSTOMER_LIMITS, FINANCE_ROWS } from '../../rules/customer';
import { PHONE_LIMITS } from '../../rules/phones';
import { LEGAL_LABELS } from './legal-agent';
import { CUSTOMER_LABELS } from './party';

/**
 * The longest text any customer-step field may hold when no rule of its own is shorter: bff.yaml's StepValues
 * `maxLength` (a test holds the two equal).
 */
export const DRAFT_TEXT_MAX = 200;

const MOBILE_LENGTH = 10;

/** A field's label and its longest text, from the limits the forms and the final schemas use (one place each). */
type Limit = readonly [label: string, max: number];

const phoneLimits = (prefix: string, label: string): Record<string, Limit> => ({
  [`${prefix}1`]: [`${label}區碼`, PHONE_LIMITS.areaMax],
  [`${prefix}2`]: [`${label}號碼`, PHONE_LIMITS.numberMax],
  [`${prefix}3`]: [`${label}分機`, PHONE_LIMITS.extMax],
});

const birthLimits = (prefix: string, labels: readonly [string, string, string]): Record<string, Limit> => ({
  [`${prefix}Yy`]: [labels[0], 3],
  [`${prefix}Mm`]: [labels[1], 2],
  [`${prefix}Dd`]: [labels[2], 2],
});

const financeLimits: Record<string, Limit> = Object.fromEntries(
  FINANCE_ROWS.flatMap((row) => [
    ...(row.field === 'assets' ? [] : [[row.field, [row.label, CUSTOMER_LIMITS.money] as const]]),
    ...(row.reason ? [[row.reason, [`${row.label}變動原因`, CUSTOMER_LIMITS.reason] as const]] : []),
  ]),
);

const L = CUSTOMER_LABELS;
const LL = LEGAL_LABELS;

/** The fields with a limit shorter than DRAFT_TEXT_MAX: n1 and n2's, then a representative box's (n3). */
const FIELD_LIMITS: Record<string, Limit> = {
  cusIdn: [L.cusIdn, CUSTOMER_LIMITS.id],
  cusName: [L.cusName, CUSTOMER_LIMITS.name],
  ...birthLimits('birth', [L.birthYy, L.birthMm, L.birthDd]),
  addrFullR: [L.addrFullR, ADDRESS_LIMITS.fullMax],
  addrFull: [L.addrFull, ADDRESS_LIMITS.fullMax],
  ...phoneLimits('phoneC', '公司電話'),
  ...phoneLimits('phoneH', '住家電話'),
  mobile: ['行動電話', MOBILE_LENGTH],
  email: [L.email, CUSTOMER_LIMITS.email],
  ...financeLimits,
  shareAgentCode: [L.shareAgentCode, CUSTOMER_LIMITS.shareAgentCode],
  shareAgentName: [L.shareAgentName, CUSTOMER_LIMITS.name],
  relationOwnerOther: [L.relationOwnerOther, CUSTOMER_LIMITS.relationOther],
  legcusIdn: [LL.legcusIdn, CUSTOMER_LIMITS.id],
  legcusName: [LL.legcusName, CUSTOMER_LIMITS.name],
  ...birthLimits('legbirth', [LL.legbirthYy, LL.legbirthMm, LL.legbirthDd]),
  legRelOwnerOther: [LL.legRelOwnerOther, CUSTOMER_LIMITS.relationOther],
  ...phoneLimits('legPhoneC', '法定代理人公司電話'),
  ...phoneLimits('legPhoneH', '法定代理人住家電話'),
  legMobile: ['法定代理人行動電話', MOBILE_LENGTH],
};

/** A field's label and longest text (DRAFT_TEXT_MAX and the field's own name when it has no rule of its own). */
export function draftFieldLimit(field: string): Limit {
  return FIELD_LIMITS[field] ?? [field, DRAFT_TEXT_MAX];
}

/** n3's two representative boxes, each (when sent) the fields of a box, each field as `draftValuesSchema` says. */
export function draftLegalSchema(boxFields: readonly string[]): ObjectSchema<AnyObject> {
  const box = (label: string) =>
    draftValuesSchema(boxFields).default(undefined).typeError(ruleMessages.NOT_FIELDS(label));
  return object({ O: box('要保人之法定代理人'), I: box('被保險人之法定代理人') });
}

/**
 * What every saved customer-step field must be, whatever the mode (issue 40 item 6): text, never longer than its
 * limit. Temporary and auto saves ask nothing else (a draft may be half typed); a final save runs the step's
 * schema on top. Markup is text like any other: stored as typed, escaped where shown.
 */
export function draftValuesSchema(fields: readonly string[]): ObjectSchema<AnyObject> {
  return object(
    Object.fromEntries(
      fields.map((field) => {
        const [label, max] = draftFieldLimit(field);
        return [
          field,
          string()
            .strict()
            .typeError(ruleMessages.NOT_TEXT(label))
            .max(max, ruleMessages.MAX_LENGTH(label, max)),
        ];
      }),
    ),
  );
}

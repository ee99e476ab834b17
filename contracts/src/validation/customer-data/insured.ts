import { object, string, type AnyObject, type InferType, type Schema, type StringSchema } from 'yup';
import { ruleMessages } from '../../messages/rules';
import { CUSTOMER_LIMITS, MARRIED, RELATION, financeDifferences } from '../../rules/customer';
import { blank, type Ctx } from '../common';
import { isSameInsuredId } from '../ids';
import { insuredMobileCheck, phoneGroup } from '../phones';
import { ctxValue } from './context';
import { CUSTOMER_LABELS, partyShape } from './party';

// Insured next: 請填寫{ID label} (spec 3 §5), where the policyholder's says 請輸入.
const base = partyShape(false, ruleMessages.FILL_IN(CUSTOMER_LABELS.cusIdn));

/** Relation 1 (the insured is the policyholder): nearly every rule is dropped (spec 3 §5). */
const unlessSelf = (schema: Schema) =>
  string().when('relationOwnerCode', { is: RELATION.SELF, then: () => string(), otherwise: () => schema });

const shape: Record<string, Schema> = {};
for (const [key, schema] of Object.entries(base)) shape[key] = unlessSelf(schema as Schema);

/**
 * n2 被保險人 (spec 3 §2, §5): the policyholder's rules (residence address optional), the relationship with its
 * other-text, the spouse rule, a mobile different from the policyholder's, an ID different from the policyholder's
 * and the finance equal to the latest earlier values. Context: CustomerValidationContext with `owner` and
 * `latestFinance`.
 */
export const insuredSchema = object({
  ...shape,
  relationOwnerCode: string()
    .trim()
    .required(ruleMessages.REQUIRED(CUSTOMER_LABELS.relationOwnerCode))
    .test({
      name: 'spouseMarried',
      message: ruleMessages.SPOUSE_MARRY_MISMATCH,
      test(this: Ctx, v) {
        if (v !== RELATION.SPOUSE) return true;
        const p = this.parent as Record<string, unknown>;
        return p.marryCode === MARRIED && ctxValue(this, 'owner')?.marryCode === MARRIED;
      },
    }),
  relationOwnerOther: string()
    .trim()
    .when('relationOwnerCode', {
      is: RELATION.OTHER,
      then: (s) =>
        s
          .required(ruleMessages.REQUIRED(CUSTOMER_LABELS.relationOwnerOther))
          .max(
            CUSTOMER_LIMITS.relationOther,
            ruleMessages.MAX_LENGTH(CUSTOMER_LABELS.relationOwnerOther, CUSTOMER_LIMITS.relationOther),
          ),
    }),
  cusIdn: unlessSelf(base.cusIdn.test(isSameInsuredId('$owner.cusIdn'))),
  mobile: unlessSelf(base.mobile.test(insuredMobileCheck('$owner.mobile'))),
  salary: unlessSelf(
    (base as Record<string, StringSchema<string | undefined>>).salary!.test({
      name: 'latestFinance',
      test(this: Ctx) {
        const differs = financeDifferences(this.parent as AnyObject, ctxValue(this, 'latestFinance'));
        return (
          differs.length === 0 ||
          this.createError({ message: ruleMessages.FINANCE_DIFFERS(differs.join('、')) })
        );
      },
    }),
  ),
}).test({
  ...phoneGroup(['phoneC2', 'phoneH2', 'mobile'], { path: 'mobile' }),
  test(this: Ctx, value: AnyObject | undefined) {
    if (value?.relationOwnerCode === RELATION.SELF) return true;
    const obj = value ?? {};
    if (['phoneC2', 'phoneH2', 'mobile'].some((f) => !blank(obj[f]))) return true;
    return this.createError({
      path: this.path ? `${this.path}.mobile` : 'mobile',
      message: ruleMessages.PHONE_GROUP_REQUIRED,
    });
  },
});

export type InsuredForm = InferType<typeof insuredSchema>;

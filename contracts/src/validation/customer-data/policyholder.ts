import { object, string, type InferType } from 'yup';
import { ruleMessages } from '../../messages/rules';
import { CUSTOMER_LIMITS, US_NATIONALITY } from '../../rules/customer';
import { blank, type Ctx } from '../common';
import { isRemote } from './context';
import { CUSTOMER_LABELS, partyShape, withPhoneGroup } from './party';

const base = partyShape(true);

/**
 * n1 要保人 (spec 3 §2, §5): every field rule of the policyholder, the US nationality refusal and the
 * co-solicitation fields. Context: CustomerValidationContext. Run by the form and by the BFF before a final save.
 */
export const policyholderSchema = withPhoneGroup(
  object({
    ...base,
    nationality: base.nationality.test({
      name: 'notUs',
      message: ruleMessages.US_NATIONALITY_REFUSED,
      test: (v) => v !== US_NATIONALITY,
    }),
    shareYn: string()
      .trim()
      .test({
        name: 'shareRequired',
        message: ruleMessages.REQUIRED(CUSTOMER_LABELS.shareYn),
        test(this: Ctx, v) {
          return isRemote(this) || !blank(v);
        },
      })
      .test({
        name: 'remoteNoShare',
        message: ruleMessages.REMOTE_NO_SHARE,
        test(this: Ctx, v) {
          return !isRemote(this) || v !== 'Y';
        },
      }),
    shareAgentCode: string()
      .trim()
      .max(
        CUSTOMER_LIMITS.shareAgentCode,
        ruleMessages.MAX_LENGTH(CUSTOMER_LABELS.shareAgentCode, CUSTOMER_LIMITS.shareAgentCode),
      )
      .when('shareYn', {
        is: 'Y',
        then: (s) => s.required(ruleMessages.REQUIRED(CUSTOMER_LABELS.shareAgentCode)),
      }),
    shareAgentName: string()
      .trim()
      .when('shareYn', {
        is: 'Y',
        then: (s) => s.required(ruleMessages.REQUIRED(CUSTOMER_LABELS.shareAgentName)),
      }),
    /** Name/AML check passed (cusTypeOCheck) and SMS consent given (agreeYn): the consent gate, not field rules. */
    cusCheck: string(),
    agreeYn: string(),
  }),
);

export type PolicyholderForm = InferType<typeof policyholderSchema>;

/** The consent gate on n1's next (spec 3 §5): a customer not name-checked must have clicked the SMS link. */
export function consentGateOpen(
  values: { cusCheck?: string | null; agreeYn?: string | null },
  cusAgreeYn: string,
): boolean {
  return cusAgreeYn !== 'Y' || values.cusCheck === 'Y' || values.agreeYn === 'Y';
}

import {
  POLICYHOLDER_FIELDS,
  blankOf,
  policyholderSchema,
} from '@agent-portal/contracts/validation/customer-data';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { isHighAgeCase } from '@agent-portal/contracts/rules';
import { getCustomerContext } from '../customer-shared/customer-steps-api';
import { BACK_TO_LIST } from '../../registry/types';
import { customerStep } from '../customer-shared/customer-step';
import { withPartyDerived } from '../customer-shared/party-derived';
import { checkPartyName } from '../customer-shared/party-name-check';
import { policyholderPlacing } from './place';

/** n1 要保人 (spec 3 §2, §5): the policyholder's record, co-solicitation and SMS consent. */
export const policyholderStep = customerStep({
  ...policyholderPlacing,
  name: 'policyholder',
  schema: policyholderSchema,
  blank: blankOf(POLICYHOLDER_FIELDS),
  pick: (d) => d.policyholder,
  /**
   * The name/AML check (spec 3 §8): E stops and returns to the list; M warns, then saves and goes on; S goes on.
   * Then the elderly-recording reminder for a policyholder of HIGH_AGE_LIMIT or more. cusCheck and amlResult
   * shown here are what the BFF writes from its own record of the check.
   */
  async beforeNext(ctx, values, alert) {
    const answer = await checkPartyName(ctx, values, 'O', alert);
    if (!answer) return BACK_TO_LIST;
    // spec 3 §8: a high-age policyholder (the agent passed the block, so has the training) needs the recording.
    const { highAgeLimit } = await getCustomerContext();
    if (isHighAgeCase([Number(values.insureAge) || null], highAgeLimit)) {
      await alert('warning', customerStepMessages.ELDERLY_RECORDING(highAgeLimit));
    }
    return { ...values, cusCheck: 'Y', amlResult: answer.amlResult };
  },
  // The ages and the assets total are computed from the party's fields, for the schema and the save.
  derive: withPartyDerived,
  screen: () => import('./screen'),
});

import { policyholderSchema } from '@agent-portal/contracts/validation/customer-data';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { isHighAgeCase } from '@agent-portal/contracts/rules';
import { checkCustomerNames } from '@/features/customer-data';
import { getCustomerContext } from '../../api/customer-steps';
import { PARTY_FIELDS, blankOf, customerStep } from '../customer-shared/customer-step';

/** n1 要保人 (spec 3 §2, §5): the policyholder's record, co-solicitation and SMS consent. */
export const policyholderStep = customerStep({
  tab: 'n1',
  title: '要保人',
  name: 'policyholder',
  schema: policyholderSchema,
  blank: blankOf([...PARTY_FIELDS, 'shareYn', 'shareAgentCode', 'shareAgentName', 'cusCheck', 'agreeYn']),
  pick: (d) => d.policyholder,
  /**
   * The name/AML check (spec 3 §8): E stops; M warns and goes on; a clean S marks the customer checked. Then the
   * elderly-recording reminder for a policyholder of HIGH_AGE_LIMIT or more.
   */
  async beforeNext(ctx, values, alert) {
    const answer = await checkCustomerNames({
      transCode: ctx.transCode,
      compCode: ctx.compCode,
      customers: [{ idn: String(values.cusIdn), cusType: 'O' }],
    });
    if (answer.status !== 'S') await alert(answer.status === 'E' ? 'error' : 'warning', answer.message);
    if (answer.status === 'E') return null;
    // spec 3 §8: a high-age policyholder (the agent passed the block, so has the training) needs the recording.
    const { highAgeLimit } = await getCustomerContext();
    if (isHighAgeCase([Number(values.insureAge) || null], highAgeLimit)) {
      await alert('warning', customerStepMessages.ELDERLY_RECORDING(highAgeLimit));
    }
    return { ...values, cusCheck: answer.status === 'S' ? 'Y' : 'N', amlResult: answer.amlResult ?? '' };
  },
  screen: () => import('./screen'),
});

import { ruleMessages } from '@agent-portal/contracts/messages';
import { INSURED_FIELDS, blankOf, insuredSchema } from '@agent-portal/contracts/validation/customer-data';
import { agentService, getDrafts } from '../customer-shared/customer-steps-api';
import { BACK_TO_LIST } from '../../registry/types';
import { customerStep } from '../customer-shared/customer-step';
import { withPartyDerived } from '../customer-shared/party-derived';
import { checkPartyName } from '../customer-shared/party-name-check';
import { insuredPlacing } from './place';

/**
 * n2 被保險人 (spec 3 §2, §4, §5): relation, relation 1 copy-and-lock, the insured's own name/AML check
 * (cusTypeICheck, spec 3 §8: E back to the list, M warns and goes on), then the agent-service check for n3.
 */
export const insuredStep = customerStep({
  ...insuredPlacing,
  name: 'insured',
  sideActions: true,
  schema: insuredSchema,
  blank: blankOf(INSURED_FIELDS),
  pick: (d) => d.insured,
  async extraContext(ctx) {
    const owner = ctx.transCode ? (await getDrafts(ctx.transCode)).policyholder : null;
    return {
      owner: { cusIdn: owner?.cusIdn ?? '', mobile: owner?.mobile ?? '', marryCode: owner?.marryCode ?? '' },
    };
  },
  async beforeNext(ctx, values, alert) {
    const answer = await checkPartyName(ctx, values, 'I', alert);
    return answer ? { ...values, amlResult: answer.amlResult } : BACK_TO_LIST;
  },
  async afterNext(ctx) {
    const s = await agentService(ctx.transCode);
    return s.legalO === 'Y' || s.legalI === 'Y' ? { show: ['n3'] } : { hide: ['n3'] };
  },
  // Spec 3 §5: a spouse whose marital status does not match is an alert between the two, not a field's remark.
  alertOnNext: (message) => message === ruleMessages.SPOUSE_MARRY_MISMATCH,
  // The ages and the assets total are computed from the party's fields, for the schema and the save.
  derive: withPartyDerived,
  screen: () => import('./screen'),
});

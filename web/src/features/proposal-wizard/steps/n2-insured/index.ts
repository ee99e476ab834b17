import { insuredSchema } from '@agent-portal/contracts/validation/customer-data';
import { agentService, getDrafts } from '../../api/customer-steps';
import { PARTY_FIELDS, blankOf, customerStep } from '../customer-shared/customer-step';

/** n2 被保險人 (spec 3 §2, §4, §5): relation, relation 1 copy-and-lock, then the agent-service check for n3. */
export const insuredStep = customerStep({
  tab: 'n2',
  title: '被保險人',
  name: 'insured',
  schema: insuredSchema,
  blank: blankOf([...PARTY_FIELDS, 'relationOwnerCode', 'relationOwnerOther', 'agreeYn']),
  pick: (d) => d.insured,
  async extraContext(ctx) {
    const owner = ctx.transCode ? (await getDrafts(ctx.transCode)).policyholder : null;
    return {
      owner: { cusIdn: owner?.cusIdn ?? '', mobile: owner?.mobile ?? '', marryCode: owner?.marryCode ?? '' },
    };
  },
  async afterNext(ctx) {
    const s = await agentService(ctx.transCode);
    return s.legalO === 'Y' || s.legalI === 'Y' ? { show: ['n3'] } : { hide: ['n3'] };
  },
  screen: () => import('./screen'),
});

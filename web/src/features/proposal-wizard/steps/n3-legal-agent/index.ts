import {
  LEGAL_FIELDS,
  blankOf,
  legalAgentSchema,
  type LegalAgentValues,
} from '@agent-portal/contracts/validation/customer-data';
import { agentService, getDrafts, loadStepDrafts } from '../customer-shared/customer-steps-api';
import { customerStep } from '../customer-shared/customer-step';
import { legalAgentPlacing } from './place';

const blank: LegalAgentValues = {
  showO: 'N',
  showI: 'N',
  O: blankOf(LEGAL_FIELDS),
  I: blankOf(LEGAL_FIELDS),
};

/** n3 法定代理人 (spec 3 §2, §5): one box per party whose legalYn is Y (the insured's hidden for relation 1). */
export const legalAgentStep = customerStep({
  ...legalAgentPlacing,
  name: 'legal-agent',
  sideActions: true,
  schema: legalAgentSchema,
  blank,
  // The boxes depend on the agent-service check and on the customers' IDs: loaded together.
  async load(ctx) {
    if (!ctx.transCode) return blank;
    const reading = ctx.fillsForm ? loadStepDrafts(ctx.transCode, 'legal-agent') : getDrafts(ctx.transCode);
    const [drafts, service] = await Promise.all([reading, agentService(ctx.transCode)]);
    return {
      showO: service.legalO,
      showI: service.legalI,
      O: {
        ...blank.O,
        ...drafts.legalAgent.O,
        cusIdn: drafts.policyholder?.cusIdn ?? '',
        legStatus: service.legStatusO,
      },
      I: {
        ...blank.I,
        ...drafts.legalAgent.I,
        cusIdn: drafts.insured?.cusIdn ?? '',
        legStatus: service.legStatusI,
      },
    };
  },
  /**
   * 清除: each box's representative blank, its lookup flag (spec 3's policyLegAgent / insuredLegAgent, a box's
   * legGetDataYn) N; which boxes show and the party's own ID and status stay (the case's facts).
   */
  clear: (values) => ({
    ...values,
    O: { ...blank.O, cusIdn: values.O.cusIdn, legStatus: values.O.legStatus, legGetDataYn: 'N' },
    I: { ...blank.I, cusIdn: values.I.cusIdn, legStatus: values.I.legStatus, legGetDataYn: 'N' },
  }),
  /** A shown box whose representative is still waiting (legStatus W) is validated on entry (spec 3 §4). */
  validateOnEntry: (values) =>
    (['O', 'I'] as const).some((t) => values[`show${t}`] === 'Y' && values[t].legStatus === 'W'),
  screen: () => import('./screen'),
});

import { legalAgentSchema } from '@agent-portal/contracts/validation/customer-data';
import { agentService, getDrafts } from '../customer-shared/customer-steps-api';
import { blankOf, customerStep } from '../customer-shared/customer-step';

/** A representative's identity: what a box's ID lookup fills and then locks where it filled it (spec 3 §4). */
export const LEGAL_IDENTITY = [
  'legcusIdn',
  'legcusName',
  'legSex',
  'legbirthYy',
  'legbirthMm',
  'legbirthDd',
  'legNationality',
] as const;

export const LEGAL_FIELDS = [
  'cusIdn',
  'legStatus',
  'legGetDataYn',
  ...LEGAL_IDENTITY,
  'legRelOwnerCode',
  'legRelOwnerOther',
  'legPhoneC1',
  'legPhoneC2',
  'legPhoneC3',
  'legPhoneH1',
  'legPhoneH2',
  'legPhoneH3',
  'legMobile',
] as const;

/** n3 法定代理人 (spec 3 §2, §5): one box per party whose legalYn is Y (the insured's hidden for relation 1). */
export const legalAgentStep = customerStep({
  place: { codes: { proposalMain: 'INS_S3', proposalRemote: 'REMOTE_S3' } },
  title: '法定代理人',
  name: 'legal-agent',
  schema: legalAgentSchema,
  blank: { showO: 'N', showI: 'N', O: blankOf(LEGAL_FIELDS), I: blankOf(LEGAL_FIELDS) },
  pick: () => null,
  screen: () => import('./screen'),
});

/** A shown box whose representative is still waiting (legStatus W) is validated on entry (spec 3 §4). */
legalAgentStep.validateOnEntry = (values) =>
  (['O', 'I'] as const).some(
    (t) =>
      values[`show${t}`] === 'Y' && (values[t] as Record<string, unknown> | undefined)?.legStatus === 'W',
  );

// The boxes depend on the agent-service check and on the customers' IDs: loaded together.
legalAgentStep.load = async (ctx) => {
  const blank = blankOf(LEGAL_FIELDS);
  if (!ctx.transCode) return { showO: 'N', showI: 'N', O: blank, I: blank };
  const [drafts, service] = await Promise.all([getDrafts(ctx.transCode), agentService(ctx.transCode)]);
  return {
    showO: service.legalO,
    showI: service.legalI,
    O: {
      ...blank,
      ...drafts.legalAgent.O,
      cusIdn: drafts.policyholder?.cusIdn ?? '',
      legStatus: service.legStatusO,
    },
    I: {
      ...blank,
      ...drafts.legalAgent.I,
      cusIdn: drafts.insured?.cusIdn ?? '',
      legStatus: service.legStatusI,
    },
  };
};

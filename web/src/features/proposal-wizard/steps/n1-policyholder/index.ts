import { policyholderSchema } from '@agent-portal/contracts/validation/customer-data';
import { PARTY_FIELDS, blankOf, customerStep } from '../customer-shared/customer-step';

/** n1 要保人 (spec 3 §2, §5): the policyholder's record, co-solicitation and SMS consent. */
export const policyholderStep = customerStep({
  tab: 'n1',
  title: '要保人',
  name: 'policyholder',
  schema: policyholderSchema,
  blank: blankOf([...PARTY_FIELDS, 'shareYn', 'shareAgentCode', 'shareAgentName', 'cusCheck', 'agreeYn']),
  pick: (d) => d.policyholder,
  screen: () => import('./screen'),
});

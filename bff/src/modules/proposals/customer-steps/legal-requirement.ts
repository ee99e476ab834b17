import { needsRepresentativeByAge, RELATION } from '@agent-portal/contracts/rules';
import type { LegacyCusInfo } from './customer-steps.legacy';

type ServiceEntry = { cusType?: string; legalYn?: string; relationOwnerCode?: string };

/**
 * Which party needs a legal representative (spec 3 §2 n3), decided by the BFF (issue 20): the age of the customer
 * the core holds (under the majority) or the agent-service check the BFF ran, whichever says so; the insured's box
 * never when the insured is the policyholder (relation 1). Never the body's showO/showI.
 */
export function requiredRepresentatives(
  cusList: LegacyCusInfo[],
  entries: ServiceEntry[],
  today: Date,
): { O: boolean; I: boolean } {
  const cus = (t: 'O' | 'I') => cusList.find((c) => c.cusType === t);
  const entry = (t: 'O' | 'I') => entries.find((e) => e.cusType === t);
  const needs = (t: 'O' | 'I') =>
    needsRepresentativeByAge(cus(t)?.birthday, today) || entry(t)?.legalYn === 'Y';
  const insuredIsOwner =
    cus('I')?.relationOwnerCode === RELATION.SELF || entry('I')?.relationOwnerCode === RELATION.SELF;
  return { O: needs('O'), I: needs('I') && !insuredIsOwner };
}

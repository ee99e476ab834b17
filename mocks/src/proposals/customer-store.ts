import { actualAge } from '@agent-portal/contracts/rules';
import { parseRocDate } from '@agent-portal/contracts/rules';
import { MAJORITY_AGE } from '../fixtures/customer-data';
import type { Proposal } from '../fixtures/proposals';
import { now, state } from '../state';
import { seededParties } from './party-records';

export type Record_ = Record<string, string | null | undefined>;

/** The customer data the core keeps per case (issue 10): the two customers, their representatives, the share. */
export interface CustomerDraft {
  O?: Record_;
  I?: Record_;
  legal: { O?: Record_; I?: Record_ };
  share: { shareYn: string; shareAgentCode: string; shareAgentName: string };
}

export function draftOf(p: Proposal): CustomerDraft {
  let draft = state.customerDrafts.get(p.transCode);
  if (!draft) {
    // A seeded case: its customers are known by name and ID (a minor insured with the representative).
    draft = { ...seededParties(p), share: { shareYn: '', shareAgentCode: '', shareAgentName: '' } };
    state.customerDrafts.set(p.transCode, draft);
  }
  return draft;
}

/** legalYn: Y for a customer under the age of majority on the mock's today. */
export function needsLegal(cus: Record_ | undefined): 'Y' | 'N' {
  const birth = parseRocDate(cus?.birthday ?? '');
  const age = birth ? actualAge(birth, new Date(now())) : null;
  return age !== null && age < MAJORITY_AGE ? 'Y' : 'N';
}

const consentKey = (cusName: string, mobile: string) => `${cusName.trim()}|${mobile.trim()}`;

export function consentAgreed(cusName: string, mobile: string): boolean {
  return state.consentsAgreed.has(consentKey(cusName, mobile));
}

/** The customer clicked the SMS link (control API): consent given. */
export function agreeConsent(cusName: string, mobile: string): void {
  state.consentsAgreed.add(consentKey(cusName, mobile));
}

import type { Proposal } from '../fixtures/proposals';
import { HIGH_RISK_CAREERS, VERY_HIGH_RISK_CAREERS, jobOf } from '../fixtures/aml';
import { customers } from '../fixtures/customers';
import { draftOf } from '../proposals/customer-store';
import { state } from '../state';

import type { Annex } from './initial';

export type { Annex };

const seq = (p: Proposal) => Number(p.transCode.slice(-6, -4)) || 1;

/** The policyholder's policies in the last three months: 3 or more for every fourth case. */
export const piecesIn3Months = (p: Proposal): number => (seq(p) % 4 === 0 ? 3 : seq(p) % 3);

/** First-year premium (NT$): 3,200,000 for every fifth case (the large-premium threshold), else small. */
export const firstYearPremium = (p: Proposal): number =>
  seq(p) % 5 === 0 ? 3_200_000 : 24_000 + seq(p) * 1_000;

/** The policyholder's occupation: the case's stored customer record (n1, blank included), else the fixture's. */
export function ownerJob(p: Proposal): string {
  const stored = draftOf(p).O?.jobCode;
  return typeof stored === 'string' ? stored : jobOf(p.oCusIdn);
}

export const ownerCusCode = (p: Proposal): string => {
  const i = customers.findIndex((c) => c.idn === p.oCusIdn);
  return `CUS${String(i + 1).padStart(5, '0')}`;
};

/**
 * The mock AML system's score of a saved risk annex: 10 for an ordinary customer; each risk factor adds
 * points so that one serious factor reaches RISK_SCORE_LIMIT (30).
 */
export function riskScore(annex: Annex): number {
  const job = annex.cusJobCode ?? '';
  let score = 10;
  if (VERY_HIGH_RISK_CAREERS.includes(job)) score += 30;
  else if (HIGH_RISK_CAREERS.includes(job)) score += 20;
  if (annex.idnCheckYn === 'N') score += 30;
  if (annex.commCheckYn === 'N') score += 10;
  if (annex.specJobYn === 'Y') score += 15;
  if (annex.mlCheckYn === 'Y') score += 30;
  if (annex.nameCheckYn === 'Y') score += 30;
  if (Number(annex.insurePieces3m) >= 3) score += 5;
  if (Number(annex.modePrem) >= 3_000_000) score += 5;
  return score;
}

export const aml = () => state.aml;

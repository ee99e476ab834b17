import { proposalMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { RequestContext } from '../../../infra/request-context';
import type { LegacyContext } from '../../../legacy/legacy-client';
import type { NewCases } from '../new-cases';
import type { CustomerStepsLegacy, LegacyCusInfo, LegacyPolicyShare } from './customer-steps.legacy';

export interface CaseFacts {
  compCode: string;
  polInsureType: 'M' | 'R';
  /** The customers the core holds for the case (none before its first save). */
  cusList: LegacyCusInfo[];
  share: LegacyPolicyShare;
}

/**
 * The insurer and case type of a customer-step save (issue 20): the case's own, read from the core; before the
 * code's first save (no case yet) the start the BFF checked when it issued the code to this agent (new-cases.ts).
 * Neither: 404, nothing is written. A body's compCode and polInsureType are never read.
 */
export async function caseOf(
  legacy: Pick<CustomerStepsLegacy, 'customers'>,
  starts: Pick<NewCases, 'recorded'>,
  ctx: RequestContext,
  call: LegacyContext,
  transCode: string,
): Promise<CaseFacts> {
  const { cusList, share } = await legacy.customers(call, transCode);
  const type = share.polInsureType;
  if (share.transCode === transCode && share.compCode && (type === 'M' || type === 'R'))
    return { compCode: share.compCode, polInsureType: type, cusList, share };
  const started = await starts.recorded(transCode, ctx.session.get('auth')?.userCode ?? '');
  if (!started) throw new AppError(404, 'PROPOSAL_NOT_FOUND', proposalMessages.NOT_FOUND);
  return { ...started, cusList: [], share: {} };
}

/** The step code the core keeps with a customer save: the tab of the case's own wizard (spec 3 §2). */
export const stepCodeOf = (step: 'policyholder' | 'insured', type: 'M' | 'R'): string =>
  `${type === 'R' ? 'REMOTE_S' : 'INS_S'}${step === 'policyholder' ? 1 : 2}`;

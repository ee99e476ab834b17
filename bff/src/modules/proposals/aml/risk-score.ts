import { amlMessages as am } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { LegacyScore } from './aml.legacy';

/**
 * The AML system's reply to the life-risk-score call (spec 2 §8): 0000 with a score, or the error outcomes:
 * 0001 system down, 0125 batch data not in yet (the view closes), another code with a message (its reply code),
 * no message at all (busy).
 */
export function scoreOutcome(reply: LegacyScore): number {
  const message = reply.message?.trim();
  if (reply.resultCode === '0000' && typeof reply.lifRiskScore === 'number') return reply.lifRiskScore;
  if (reply.resultCode === '0001') throw new AppError(409, 'AML_RISK_SYSTEM_DOWN', am.RISK_SYSTEM_DOWN);
  if (reply.resultCode === '0125') throw new AppError(409, 'AML_BATCH_PENDING', am.RISK_BATCH_PENDING);
  if (message) throw new AppError(409, 'AML_SYSTEM_REPLY', am.AML_REPLY(reply.resultCode, message));
  throw new AppError(503, 'AML_BUSY', am.BUSY);
}

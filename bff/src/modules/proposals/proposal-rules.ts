import { proposalMessages, writtenAnalysisMessages } from '@agent-portal/contracts/messages';
import { shellMessages } from '@agent-portal/contracts/messages';
import {
  isOverdueRemote,
  isPastAcceptanceRemote,
  isRowActionAllowed,
  type RowAction,
} from '@agent-portal/contracts/rules';
import { AppError } from '../../common/app-error';
import type { LegacyProposalRow } from './proposals.legacy';

/**
 * The refusals the BFF enforces before the core is asked (spec 2 §4.2, §4.3, §6; design rule 14). The rules
 * themselves are contracts' (`isRowActionAllowed`, `isOverdueRemote`); these only turn them into the envelope.
 */

/** 409 when the case's state does not allow the action (the 4.2 table). */
export function requireAction(row: LegacyProposalRow, action: RowAction): void {
  if (!isRowActionAllowed(action, row))
    throw new AppError(409, 'PROPOSAL_STATE_REFUSED', proposalMessages.STATE_REFUSED);
}

/** 409 for a remote S case accepted before today with no send state (4.3). */
export function requireNotOverdue(row: LegacyProposalRow, today: Date): void {
  if (isOverdueRemote(row, today))
    throw new AppError(409, 'PROPOSAL_OVERDUE', proposalMessages.OVERDUE_REMOTE);
}

/** A remote case in the wizard past its acceptance date is viewed only (n7 read-only): 409 to 轉保險公司. */
export function requireNotPastAcceptance(row: LegacyProposalRow, now: Date): void {
  if (isPastAcceptanceRemote(row, now))
    throw new AppError(409, 'WRITTEN_READ_ONLY', writtenAnalysisMessages.READ_ONLY_JUMP_REFUSED);
}

/** 403 without pirYn and mecYn Y. */
export function requireCreatePermission(canCreate: boolean): void {
  if (!canCreate) throw new AppError(403, 'NO_PROPOSAL_PERMISSION', shellMessages.NO_PROPOSAL_PERMISSION);
}

/** 403 outside the working-hours interval. */
export function requireWorkTime(inWorkTime: boolean): void {
  if (!inWorkTime) throw new AppError(403, 'OUT_OF_WORK_TIME', shellMessages.OUT_OF_WORK_TIME);
}

/** 403 for a remote case without remoteEduYn Y. */
export function requireRemoteTraining(polInsureType: string, trained: boolean): void {
  if (polInsureType === 'R' && !trained)
    throw new AppError(403, 'REMOTE_TRAINING_REQUIRED', proposalMessages.REMOTE_TRAINING_REQUIRED);
}

/** The core refused a write the BFF let through (a race, or a rule only the core knows): its text, 409. */
export function coreRefusal(refusal: string | null): void {
  if (refusal) throw new AppError(409, 'LEGACY_ERROR', refusal);
}

import { proposalMessages } from '@agent-portal/contracts/messages';
import type { RowAction } from '@agent-portal/contracts/rules';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { ProposalsService } from '../proposals.service';

/** What writes on a case from the wizard or the list need: the case itself, loaded from the core (never trusted). */
export interface CaseGuard {
  /** 404 for a case the agent does not have, 409 when none of `actions` is allowed in its state. */
  require(
    ctx: RequestContext,
    transCode: string,
    actions: readonly RowAction[],
  ): Promise<Schema<'ProposalRow'>>;
  /** 404 for a case the agent does not have; any state. */
  find(ctx: RequestContext, transCode: string): Promise<Schema<'ProposalRow'>>;
  /** The agent's role code (from the login's role pick). */
  roleCode(ctx: RequestContext): string;
}

/** The wizard writes on cases it may edit (N, S); the list's 檢核總表 on U with preSignState R. */
export const WIZARD_WRITE: readonly RowAction[] = ['edit', 'resendCheckData'];

export function caseGuard(proposals: Pick<ProposalsService, 'find'>): CaseGuard {
  return {
    async require(ctx, transCode, actions) {
      const row = await proposals.find(ctx, transCode);
      if (!actions.some((a) => row.actions.includes(a))) {
        throw new AppError(409, 'PROPOSAL_STATE_REFUSED', proposalMessages.STATE_REFUSED);
      }
      return row;
    },
    find: (ctx, transCode) => proposals.find(ctx, transCode),
    roleCode: (ctx) => ctx.session.get('auth')?.roleCode ?? '',
  };
}

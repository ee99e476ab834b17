import type { AgentFacts } from '../../infra/owned-case';
import type { LegacyContext } from '../../legacy/legacy-client';
import type { AuthLegacy } from '../auth';
import type { CommonLegacy } from '../common';
import type { ProposalsLegacy } from './proposals.legacy';

/** What the proposal rules need to know about the agent, read from the core when needed (never cached: a revoked
 * permission applies at once). */
export type { AgentFacts };

export function agentFacts(
  auth: Pick<AuthLegacy, 'userInfo'>,
  common: Pick<CommonLegacy, 'inWorkTime'>,
  legacy: Pick<ProposalsLegacy, 'users'>,
) {
  return {
    async user(ctx: LegacyContext): Promise<AgentFacts> {
      const info = await auth.userInfo(ctx);
      return {
        userCode: info.userCode ?? '',
        carryYn: info.carryYn === 'Y' ? 'Y' : 'N',
        canCreate: info.pirYn === 'Y' && info.mecYn === 'Y',
      };
    },
    /** remoteEduYn Y (spec 2 §6): the user list asked for this agent among the trained ones. */
    async remoteTrained(ctx: LegacyContext, userCode: string): Promise<boolean> {
      if (!userCode) return false;
      const trained = await legacy.users(ctx, { userCode, remoteEduYn: 'Y' });
      return trained.some((u) => u.userCode === userCode && u.remoteEduYn === 'Y');
    },
    inWorkTime: (ctx: LegacyContext): Promise<boolean> => common.inWorkTime(ctx),
  };
}

export type AgentFactsReader = ReturnType<typeof agentFacts>;

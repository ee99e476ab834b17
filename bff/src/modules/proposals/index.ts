import type { ModuleDeps, PortalModule } from '../module';
import { jumpGateOf } from '../completeness';
import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { agentFacts } from './agent-facts';
import { caseOwnership } from './case-ownership';
import { newCases } from './new-cases';
import { proposalActionsService } from './proposal-actions.service';
import { proposalDocuments } from './proposal-documents';
import { proposalsLegacy } from './proposals.legacy';
import { proposalsRoutes } from './proposals.routes';
import { proposalInsurers, proposalsService } from './proposals.service';

function proposalsOf(deps: ModuleDeps) {
  const { core, cache, authLegacy, env, redis } = deps;
  const legacy = proposalsLegacy(core);
  const common = commonLegacy(core);
  const facts = agentFacts(authLegacy, common, legacy);
  const proposals = proposalsService(legacy, common, facts, cache);
  return {
    proposals,
    actions: proposalActionsService(
      legacy,
      proposals,
      facts,
      newCasesOf({ core, cache, redis }),
      jumpGateOf(deps),
    ),
    documents: proposalDocuments(proposals),
    coreUrl: env.coreUrl,
    timeoutMs: env.legacyTimeoutMs,
  };
}

/** The ownership guard of every `{transCode}` operation (app.ts mounts it before the modules). */
export function caseOwnershipOf({ core, cache, authLegacy }: ModuleDeps) {
  const legacy = proposalsLegacy(core);
  const common = commonLegacy(core);
  return caseOwnership(proposalsService(legacy, common, agentFacts(authLegacy, common, legacy), cache));
}

/** The new-case checks and records: this module's start and code, the customer steps' first save. */
export function newCasesOf({ core, cache, redis }: Pick<ModuleDeps, 'core' | 'cache' | 'redis'>) {
  const common = commonLegacy(core);
  const shared = commonService(common, cache).shared;
  return newCases(redis, {
    insurers: proposalInsurers(common, cache),
    parameters: (ctx) => shared(ctx, 'parameters'),
  });
}

export const proposalsModule: PortalModule = {
  name: 'proposals',
  routes: (deps) => proposalsRoutes(proposalsOf(deps)),
};

import type { ModuleDeps, PortalModule } from '../module';
import { jumpGateOf } from '../completeness';
import { commonLegacy } from '../common/common.legacy';
import { agentFacts } from './agent-facts';
import { proposalActionsService } from './proposal-actions.service';
import { proposalDocuments } from './proposal-documents';
import { proposalsLegacy } from './proposals.legacy';
import { proposalsRouter } from './proposals.router';
import { proposalsService } from './proposals.service';

function proposalsOf(deps: ModuleDeps) {
  const { core, cache, authLegacy, env } = deps;
  const legacy = proposalsLegacy(core);
  const common = commonLegacy(core);
  const facts = agentFacts(authLegacy, common, legacy);
  const proposals = proposalsService(legacy, common, facts, cache);
  return {
    proposals,
    actions: proposalActionsService(legacy, proposals, facts, jumpGateOf(deps)),
    documents: proposalDocuments(proposals, facts),
    coreUrl: env.coreUrl,
    timeoutMs: env.legacyTimeoutMs,
  };
}

export const proposalsModule: PortalModule = {
  name: 'proposals',
  mounts: [{ path: '/api/proposals', router: (deps) => proposalsRouter(proposalsOf(deps)) }],
};

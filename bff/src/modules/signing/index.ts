import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from '../common/common.legacy';
import { agentFacts } from '../proposals/agent-facts';
import { proposalsLegacy } from '../proposals/proposals.legacy';
import { proposalsService } from '../proposals/proposals.service';
import { brokerFormService } from './broker-form.service';
import { evidenceLogOf } from './evidence-log';
import { signingLegacy } from './signing.legacy';
import { signingRoutes } from './signing.routes';
import { signingService } from './signing.service';
import { proposalAccessLog } from '../shell/proposal-access-log';

function signingOf(deps: ModuleDeps) {
  const { core, cache, authLegacy } = deps;
  const legacy = proposalsLegacy(core);
  const common = commonLegacy(core);
  const facts = agentFacts(authLegacy, common, legacy);
  const proposals = proposalsService(legacy, common, facts, cache);
  const evidence = evidenceLogOf(deps);
  return {
    signing: signingService(signingLegacy(core), proposals, evidence, proposalAccessLog(core)),
    brokerForm: brokerFormService(core, proposals),
  };
}

/** Issue 13: the customer signature flow, its evidence and the preview's documents. */
export const signingModule: PortalModule = {
  name: 'signing',
  routes: (deps) => {
    const { signing, brokerForm } = signingOf(deps);
    return signingRoutes(signing, brokerForm);
  },
};

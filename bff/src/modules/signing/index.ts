import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from '../common/common.legacy';
import { agentFacts } from '../proposals/agent-facts';
import { proposalsLegacy } from '../proposals/proposals.legacy';
import { proposalsService } from '../proposals/proposals.service';
import { brokerFormService } from './broker-form.service';
import { evidenceLogOf } from './evidence-log';
import { signingLegacy } from './signing.legacy';
import { signingRouter } from './signing.router';
import { signingService } from './signing.service';

function signingOf({ core, cache, authLegacy, redis }: ModuleDeps) {
  const legacy = proposalsLegacy(core);
  const common = commonLegacy(core);
  const facts = agentFacts(authLegacy, common, legacy);
  const proposals = proposalsService(legacy, common, facts, cache);
  const evidence = evidenceLogOf(redis);
  return {
    signing: signingService(signingLegacy(core), proposals, facts, evidence),
    brokerForm: brokerFormService(core, proposals, facts),
  };
}

/** Issue 13: the customer signature flow, its evidence and the preview's documents. */
export const signingModule: PortalModule = {
  name: 'signing',
  mounts: [
    {
      path: '/api/proposals',
      router: (deps) => {
        const { signing, brokerForm } = signingOf(deps);
        return signingRouter(signing, brokerForm);
      },
    },
  ],
};

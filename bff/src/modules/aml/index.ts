import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { customerDataLegacy } from '../customer-data/customer-data.legacy';
import { agentFacts } from '../proposals/agent-facts';
import { proposalsLegacy } from '../proposals/proposals.legacy';
import { proposalsService } from '../proposals/proposals.service';
import { amlLegacy } from './aml.legacy';
import { amlRouter } from './aml.router';
import { amlService } from './aml.service';

function amlOf({ core, cache, authLegacy, env }: ModuleDeps) {
  const common = commonService(commonLegacy(core), cache);
  const legacy = proposalsLegacy(core);
  const facts = agentFacts(authLegacy, commonLegacy(core), legacy);
  const proposals = proposalsService(legacy, commonLegacy(core), facts, cache);
  const customers = customerDataLegacy(core, env.addressCheckTimeoutMs);
  return amlService(amlLegacy(core), {
    parameters: (ctx) => common.shared(ctx, 'parameters'),
    async nameCheck(ctx, ready, transCode) {
      const answer = await customers.checkCusName(ctx.legacy(), {
        transCode,
        compCode: ready.compCode,
        idnCardList: [ready.cusIdn],
        codeTypeList: ['O'],
      });
      return answer?.secAmlResult === 'Y' ? 'Y' : 'N';
    },
    caseFacts: (ctx, transCode) => proposals.find(ctx, transCode),
  });
}

/** Issue 12: the AML step (risk form, score, EDD, finish), beside the proposals module under /api/proposals. */
export const amlModule: PortalModule = {
  name: 'aml',
  mounts: [{ path: '/api/proposals', router: (deps) => amlRouter(amlOf(deps)) }],
};

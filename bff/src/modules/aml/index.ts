import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import {
  customerDataLegacy,
  nameCheckRecords,
  nameCheckService,
  nameCheckStopped,
} from '../customer-data/public';
import { agentFacts } from '../proposals/agent-facts';
import { proposalsLegacy } from '../proposals/proposals.legacy';
import { proposalsService } from '../proposals/proposals.service';
import { amlLegacy } from './aml.legacy';
import { amlRoutes } from './aml.routes';
import { amlService } from './aml.service';

function amlOf({ core, cache, authLegacy, env, redis }: ModuleDeps) {
  const common = commonService(commonLegacy(core), cache);
  const legacy = proposalsLegacy(core);
  const facts = agentFacts(authLegacy, commonLegacy(core), legacy);
  const proposals = proposalsService(legacy, commonLegacy(core), facts, cache);
  const nameChecks = nameCheckService(
    customerDataLegacy(core, env.addressCheckTimeoutMs),
    nameCheckRecords(redis, env.sessionSecret),
  );
  return amlService(amlLegacy(core), {
    parameters: (ctx) => common.shared(ctx, 'parameters'),
    // Recorded and failing closed (issue 20); E stops the step with the core's message (spec 2 §8).
    async nameCheck(ctx, ready, transCode) {
      const verdict = await nameChecks.run(ctx, {
        transCode,
        compCode: ready.compCode,
        customers: [{ idn: ready.cusIdn, cusType: 'O' }],
      });
      if (verdict.status === 'E') throw nameCheckStopped(verdict);
      return verdict.secAmlResult === 'Y' ? 'Y' : 'N';
    },
    caseFacts: (ctx, transCode) => proposals.find(ctx, transCode),
  });
}

/** Issue 12: the AML step (risk form, score, EDD, finish), beside the proposals module under /api/proposals. */
export const amlModule: PortalModule = {
  name: 'aml',
  routes: (deps) => amlRoutes(amlOf(deps)),
};

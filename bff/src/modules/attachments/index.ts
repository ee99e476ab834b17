import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { agentFacts } from '../proposals/agent-facts';
import { proposalsLegacy } from '../proposals/proposals.legacy';
import { proposalsService } from '../proposals/proposals.service';
import { attachmentsLegacy } from './attachments.legacy';
import { attachmentsRoutes } from './attachments.routes';
import { caseGuard } from './case-guard';
import { checkItemsService } from './check-items.service';
import { filesService, type LimitsReader } from './files.service';
import { proposalAccessLog } from '../shell/proposal-access-log';

/** FILE_LIMIT and OTHER_FILE_LIMIT from the shared (cached) system parameters; the spec's defaults otherwise. */
function limitsOf(common: ReturnType<typeof commonService>): LimitsReader {
  return async (ctx) => {
    const params = await common.shared(ctx, 'parameters');
    const value = (code: string, fallback: number) => {
      const n = Number(params.find((p) => p.parameterCode === code)?.parameterValue);
      return Number.isInteger(n) && n >= 0 ? n : fallback;
    };
    return { fileLimit: value('FILE_LIMIT', 10), otherFileLimit: value('OTHER_FILE_LIMIT', 5) };
  };
}

function attachmentsOf({ core, cache, authLegacy }: ModuleDeps) {
  const common = commonLegacy(core);
  const proposals = proposalsLegacy(core);
  const cases = caseGuard(
    proposalsService(proposals, common, agentFacts(authLegacy, common, proposals), cache),
  );
  const legacy = attachmentsLegacy(core);
  return attachmentsRoutes(
    checkItemsService(legacy, cases),
    filesService(legacy, cases, limitsOf(commonService(common, cache)), proposalAccessLog(core)),
  );
}

/** Check items (n4), attachments (n5) and the 檢核總表 resubmission (issue 12 part A). */
export const attachmentsModule: PortalModule = {
  name: 'attachments',
  routes: attachmentsOf,
};

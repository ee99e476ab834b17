import { route } from '../../http/route';
import { requireLogin } from '../../session/guards';
import type { ModuleDeps, PortalModule } from '../module';
import { amlLegacy } from '../aml/aml.legacy';
import { attachmentsLegacy } from '../attachments/attachments.legacy';
import { caseGuard } from '../attachments/case-guard';
import { checkItemsService } from '../attachments/check-items.service';
import { filesService } from '../attachments/files.service';
import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { customerStepsOf } from '../customer-steps';
import { agentFacts } from '../proposals/agent-facts';
import { proposalsLegacy } from '../proposals/proposals.legacy';
import { proposalsService } from '../proposals/proposals.service';
import { ACCESS_LOG_TIMEOUT_MS } from '../shell/shell.service';
import { proposalAccessLog } from '../shell/proposal-access-log';
import { shellLegacy } from '../shell/shell.legacy';
import { evidenceLogOf } from '../signing/evidence-log';
import { signingLegacy } from '../signing/signing.legacy';
import { statementsLegacy } from '../statements/statements.legacy';
import { writtenAnalysisService } from '../statements/written-analysis.service';
import { completenessService } from './completeness.service';
import { jumpGate } from './jump-gate';

/** The go/no-go's reads, built from the same services the steps use (issue 20 item 5). */
export function completenessOf(deps: ModuleDeps) {
  const { core, cache, authLegacy } = deps;
  const common = commonLegacy(core);
  const shared = commonService(common, cache);
  const legacy = proposalsLegacy(core);
  const facts = agentFacts(authLegacy, common, legacy);
  const proposals = proposalsService(legacy, common, facts, cache);
  const attachments = attachmentsLegacy(core);
  const cases = caseGuard(proposals);
  const statements = statementsLegacy(core);
  const signing = signingLegacy(core);
  const fileLimits = () => Promise.resolve({ fileLimit: 0, otherFileLimit: 0 });
  return completenessService({
    proposals,
    facts,
    customers: customerStepsOf(deps),
    checkItems: checkItemsService(attachments, cases),
    files: filesService(attachments, cases, fileLimits, proposalAccessLog(core)),
    aml: amlLegacy(core),
    parameters: (ctx) => shared.shared(ctx, 'parameters'),
    statements,
    written: writtenAnalysisService(statements, shared),
    signing,
  });
}

/** The jump's gate (proposals module): the verdict, the declaration's records, updateToPreview. */
export function jumpGateOf(deps: ModuleDeps) {
  const shell = shellLegacy(deps.core);
  const signing = signingLegacy(deps.core);
  return jumpGate({
    completeness: completenessOf(deps),
    evidence: evidenceLogOf(deps),
    async accessLog(ctx, entry) {
      try {
        await shell.accessLog(ctx.legacy(), entry, ACCESS_LOG_TIMEOUT_MS);
      } catch (err) {
        ctx.log.warn({ err, reqId: ctx.requestId, transCode: entry.transCode }, 'access log failed');
      }
    },
    async toPreview(ctx, transCode) {
      const call = ctx.legacy();
      const answer = await signing.updateToPreview(call, transCode, 0);
      return 'errMsg' in answer ? answer.errMsg : null;
    },
  });
}

/** GET /api/proposals/{transCode}/completeness (logged in). */
export const completenessModule: PortalModule = {
  name: 'completeness',
  routes: (deps) => {
    const completeness = completenessOf(deps);
    return [
      route(
        'get',
        '/api/proposals/{transCode}/completeness',
        (ctx, { params }) => completeness.verdict(ctx, params.transCode),
        [requireLogin],
      ),
    ];
  },
};

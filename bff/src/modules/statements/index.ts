import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import type { PortalModule } from '../module';
import { statementsLegacy } from './statements.legacy';
import { statementsRoutes } from './statements.routes';
import { statementsService } from './statements.service';
import { writtenAnalysisService } from './written-analysis.service';
import { proposalAccessLog } from '../shell/proposal-access-log';

/** Issue 11: the statement step (n6) and the written analysis (n7 / REMOTE_S6) of a case. */
export const statementsModule: PortalModule = {
  name: 'statements',
  routes: ({ core, cache }) => {
    const legacy = statementsLegacy(core);
    const common = commonService(commonLegacy(core), cache);
    return statementsRoutes({
      statements: statementsService(legacy, common),
      written: writtenAnalysisService(legacy, common),
      accessLog: proposalAccessLog(core),
    });
  },
};

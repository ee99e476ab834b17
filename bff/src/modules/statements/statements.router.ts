import { Router, type Request } from 'express';
import { route } from '../../common/async-handler';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { requireLogin } from '../../session/guards';
import { recordWhenServed, type ProposalAccessLog } from '../shell/proposal-access-log';
import { inline } from '../forms/content-disposition';
import { proposalPdfPath } from './statements.legacy';
import type { StatementsService } from './statements.service';
import type { WrittenAnalysisService } from './written-analysis.service';

export interface StatementsRouterDeps {
  statements: StatementsService;
  written: WrittenAnalysisService;
  coreUrl: string;
  timeoutMs: number;
  accessLog: ProposalAccessLog;
}

/** /api/proposals/{transCode}/…: the statement step (n6) and the written analysis (n7) of a case (logged in). */
export function statementsRouter({
  statements,
  written,
  coreUrl,
  timeoutMs,
  accessLog,
}: StatementsRouterDeps): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/:transCode/statements',
    route('get', '/api/proposals/{transCode}/statements', (ctx, { params, query }) =>
      statements.list(ctx, params.transCode, query.isPreview === 'Y'),
    ),
  );
  router.post(
    '/:transCode/statements/review',
    route('post', '/api/proposals/{transCode}/statements/review', (ctx, { params, body }) =>
      statements.review(ctx, params.transCode, body),
    ),
  );
  router.post(
    '/:transCode/statements/records',
    route('post', '/api/proposals/{transCode}/statements/records', (ctx, { params }) =>
      statements.records(ctx, params.transCode),
    ),
  );
  router.get(
    '/:transCode/written-analysis',
    route('get', '/api/proposals/{transCode}/written-analysis', (ctx, { params }) =>
      written.load(ctx, params.transCode),
    ),
  );
  router.post(
    '/:transCode/written-analysis',
    route('post', '/api/proposals/{transCode}/written-analysis', (ctx, { params, body }) =>
      written.save(ctx, params.transCode, body),
    ),
  );
  router.get(
    '/:transCode/proposal-pdf',
    // The proposal (要保書, A01) exists in the mobile flow only; n7 previews it.
    recordWhenServed(accessLog, 'previewProposalPdf', 'INS_S7'),
    legacyProxy(
      coreUrl,
      timeoutMs,
      // The insurer is the case's, as the ownership guard loaded it, never the query's (issue 20).
      (_path, req) =>
        proposalPdfPath(
          String((req as Request).params.transCode),
          (req as Request).ownedCase?.row?.compCode ?? '',
        ),
      {
        ownHeaders: (req) => ({
          'content-disposition': inline(`要保書_${String((req as Request).params.transCode)}.pdf`),
        }),
      },
    ),
  );
  return router;
}

import { guarded, route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import { recordWhenServed, type ProposalAccessLog } from '../../common';
import { inline } from '../../../http/content-disposition';
import { proposalPdfPath } from './statements.legacy';
import type { StatementsService } from './statements.service';
import type { WrittenAnalysisService } from './written-analysis.service';

export interface StatementsRoutesDeps {
  statements: StatementsService;
  written: WrittenAnalysisService;
  accessLog: ProposalAccessLog;
}

/** /api/proposals/{transCode}/…: the statement step (n6) and the written analysis (n7) of a case (logged in). */
export function statementsRoutes({
  statements,
  written,
  accessLog,
}: StatementsRoutesDeps): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/proposals/{transCode}/statements', (ctx, { params, query }) =>
        statements.list(ctx, params.transCode, query.isPreview === 'Y'),
      ),
      route('post', '/api/proposals/{transCode}/statements/review', (ctx, { params, body }) =>
        statements.review(ctx, params.transCode, body),
      ),
      route('post', '/api/proposals/{transCode}/statements/records', (ctx, { params }) =>
        statements.records(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/written-analysis', (ctx, { params }) =>
        written.load(ctx, params.transCode),
      ),
      route('post', '/api/proposals/{transCode}/written-analysis', (ctx, { params, body }) =>
        written.save(ctx, params.transCode, body),
      ),
      // The proposal (要保書, A01) exists in the mobile flow only; n7 previews it. The insurer is the case's, as the
      // ownership guard loaded it, never the query's (issue 20).
      route(
        'get',
        '/api/proposals/{transCode}/proposal-pdf',
        async (ctx, { params }) => ({
          stream: proposalPdfPath(params.transCode, ctx.ownedCase?.row?.compCode ?? ''),
          headers: { 'Content-Disposition': inline(`要保書_${params.transCode}.pdf`) },
        }),
        [recordWhenServed(accessLog, 'previewProposalPdf', 'INS_S7')],
      ),
    ],
  );
}

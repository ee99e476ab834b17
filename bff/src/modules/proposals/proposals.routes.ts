import { inline } from '../../http/content-disposition';
import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import type { ProposalActionsService } from './proposal-actions.service';
import type { ProposalDocuments } from './proposal-documents';
import type { ProposalsService } from './proposals.service';

export interface ProposalsRoutesDeps {
  proposals: ProposalsService;
  actions: ProposalActionsService;
  documents: ProposalDocuments;
}

/** /api/proposals: the list, its filters, the new-proposal checks and every row action (logged in). */
export function proposalsRoutes({ proposals, actions, documents }: ProposalsRoutesDeps): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/proposals', (ctx, { query }) => proposals.search(ctx, query)),
      route('get', '/api/proposals/status-options', (ctx) => proposals.statusOptions(ctx)),
      route('get', '/api/proposals/insurers', (ctx) => proposals.insurers(ctx)),
      route('get', '/api/proposals/users', (ctx, { query }) => proposals.users(ctx, query)),
      route('get', '/api/proposals/permissions', (ctx) => proposals.permissions(ctx)),
      route('post', '/api/proposals/start', (ctx, { body }) => actions.start(ctx, body)),
      route('post', '/api/proposals/trans-code', (ctx, { body }) => actions.transCode(ctx, body)),
      route('get', '/api/proposals/{transCode}', (ctx, { params }) => proposals.find(ctx, params.transCode)),
      route('delete', '/api/proposals/{transCode}', (ctx, { params }) =>
        actions.remove(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/open', (ctx, { params, query }) =>
        actions.open(ctx, params.transCode, query.mode),
      ),
      route('post', '/api/proposals/{transCode}/copy', (ctx, { params }) =>
        actions.copy(ctx, params.transCode),
      ),
      // The user agent goes into a visiting agent's declaration; the body's deprecated `from` is ignored.
      route('post', '/api/proposals/{transCode}/jump', (ctx, { params, body, userAgent }) =>
        actions.jump(ctx, params.transCode, { visitingAgent: body?.visitingAgent, userAgent }),
      ),
      route('post', '/api/proposals/{transCode}/interview', (ctx, { params, body }) =>
        actions.interview(ctx, params.transCode, body),
      ),
      route('post', '/api/proposals/{transCode}/send-date', (ctx, { params, body }) =>
        actions.sendDate(ctx, params.transCode, body),
      ),
      route('post', '/api/proposals/{transCode}/resend-written', (ctx, { params }) =>
        actions.resendWritten(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/documents/{document}', async (ctx, { params }) => {
        const located = await documents.locate(ctx, params.transCode, params.document);
        return { stream: located.path, headers: { 'Content-Disposition': inline(located.fileName) } };
      }),
    ],
  );
}

import { Router, type Request } from 'express';
import { route } from '../../common/async-handler';
import { contextOf } from '../../common/http-context';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { requireLogin } from '../../session/guards';
import { inline } from '../forms/content-disposition';
import type { JumpBody } from '../completeness/jump-gate';
import type { ProposalActionsService } from './proposal-actions.service';
import type { DocumentKind, ProposalDocuments } from './proposal-documents';
import type { ProposalsService } from './proposals.service';

export interface ProposalsRouterDeps {
  proposals: ProposalsService;
  actions: ProposalActionsService;
  documents: ProposalDocuments;
  coreUrl: string;
  timeoutMs: number;
}

/** Where the located PDF streams from and its name, kept on the request between the check and the proxy. */
interface Located {
  proposalDocument?: { path: string; fileName: string };
}

/** /api/proposals: the list, its filters, the new-proposal checks and every row action (logged in). */
export function proposalsRouter({
  proposals,
  actions,
  documents,
  coreUrl,
  timeoutMs,
}: ProposalsRouterDeps): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/',
    route('get', '/api/proposals', (ctx, { query }) => proposals.search(ctx, query)),
  );
  router.get(
    '/status-options',
    route('get', '/api/proposals/status-options', (ctx) => proposals.statusOptions(ctx)),
  );
  router.get(
    '/insurers',
    route('get', '/api/proposals/insurers', (ctx) => proposals.insurers(ctx)),
  );
  router.get(
    '/users',
    route('get', '/api/proposals/users', (ctx, { query }) => proposals.users(ctx, query)),
  );
  router.get(
    '/permissions',
    route('get', '/api/proposals/permissions', (ctx) => proposals.permissions(ctx)),
  );
  router.post(
    '/start',
    route('post', '/api/proposals/start', (ctx, { body }) => actions.start(ctx, body)),
  );
  router.post(
    '/trans-code',
    route('post', '/api/proposals/trans-code', (ctx, { body }) => actions.transCode(ctx, body)),
  );
  router.get(
    '/:transCode',
    route('get', '/api/proposals/{transCode}', (ctx, { params }) => proposals.find(ctx, params.transCode)),
  );
  // route() types GET and POST only; the answer is ActionResult of bff.yaml.
  router.delete('/:transCode', async (req, res) => {
    res.json(await actions.remove(contextOf(req), String(req.params.transCode)));
  });
  router.get(
    '/:transCode/open',
    route('get', '/api/proposals/{transCode}/open', (ctx, { params, query }) =>
      actions.open(ctx, params.transCode, query.mode),
    ),
  );
  router.post(
    '/:transCode/copy',
    route('post', '/api/proposals/{transCode}/copy', (ctx, { params }) =>
      actions.copy(ctx, params.transCode),
    ),
  );
  // The user agent goes into a visiting agent's declaration: read here, where the request is.
  router.post('/:transCode/jump', async (req, res) => {
    const body = (req.body ?? {}) as JumpBody;
    res.json(
      await actions.jump(contextOf(req), String(req.params.transCode), {
        from: body.from,
        visitingAgent: body.visitingAgent,
        userAgent: req.get('user-agent') ?? '',
      }),
    );
  });
  router.post(
    '/:transCode/interview',
    route('post', '/api/proposals/{transCode}/interview', (ctx, { params, body }) =>
      actions.interview(ctx, params.transCode, body),
    ),
  );
  router.post(
    '/:transCode/send-date',
    route('post', '/api/proposals/{transCode}/send-date', (ctx, { params, body }) =>
      actions.sendDate(ctx, params.transCode, body),
    ),
  );
  router.post(
    '/:transCode/resend-written',
    route('post', '/api/proposals/{transCode}/resend-written', (ctx, { params }) =>
      actions.resendWritten(ctx, params.transCode),
    ),
  );
  router.get(
    '/:transCode/documents/:document',
    async (req, res, next) => {
      (req as Request & Located).proposalDocument = await documents.locate(
        contextOf(req),
        String(req.params.transCode),
        String(req.params.document) as DocumentKind,
      );
      next();
    },
    legacyProxy(
      coreUrl,
      timeoutMs,
      (_path, req) => (req as Request & Located).proposalDocument?.path ?? '/',
      {
        ownHeaders: (req) => ({
          'content-disposition': inline((req as Request & Located).proposalDocument?.fileName ?? ''),
        }),
      },
    ),
  );
  return router;
}

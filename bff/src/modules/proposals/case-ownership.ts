import type { RequestHandler } from 'express';
import { AppError } from '../../common/app-error';
import { contextOf } from '../../common/http-context';
import { isLoggedIn } from '../../session/guards';
import type { ProposalsService } from './proposals.service';

/**
 * The one ownership guard (issue 20 item 1), mounted by app.ts before every module: an operation whose bff.yaml path
 * names a `{transCode}` runs only for a logged-in agent and a case of that agent, loaded through the core's own
 * search (or a code the core issued to this agent here for a draft not saved yet). Anything else is 401/404 with the
 * envelope, and the operation's own core calls are never made. The path parameters come from the request
 * validation (request-validation.ts), so a new route with `{transCode}` in bff.yaml is guarded without a line here.
 * The case stays on the request: services read it from their context instead of asking the core again.
 */
export function caseOwnership(cases: Pick<ProposalsService, 'ownedOrIssued'>): RequestHandler {
  return async (req, _res, next) => {
    const transCode = req.pathParams?.transCode;
    if (transCode === undefined) return next();
    if (!isLoggedIn(req)) return next(new AppError(401, 'UNAUTHORIZED'));
    req.ownedCase = await cases.ownedOrIssued(contextOf(req), transCode);
    next();
  };
}

import type { RequestHandler } from 'express';
import { AppError } from '../../common/app-error';
import { contextOf } from '../../http/http-context';
import { isLoggedIn } from '../../session/guards';
import type { ProposalsService } from './proposals.service';

/**
 * The one ownership guard (issue 20 item 1), put by the route table (http/route-table.ts) before every route: an operation whose bff.yaml path
 * names a `{transCode}` runs only for a logged-in agent and a case of that agent, loaded through the core's own
 * search (or a code the core issued to this agent here for a draft not saved yet). Anything else is 401/404 with the
 * envelope, and the operation's own core calls are never made. The path parameters come from the route table (the
 * operation's validation sets them), so a new route with `{transCode}` in bff.yaml is guarded without a line here.
 * The case stays on the request: services read it from their context instead of asking the core again.
 * Operations that name the case in their JSON body instead (the SMS send, the name, ID and address checks, and the
 * access log, whose entry lands in that case's audit: issue 40 item 5) are held to the same rule whenever that body
 * carries a non-empty `transCode`; so is a query naming a case together with its step (a customer step's action on
 * that case, such as the share-agent lookup, whose access-log entry lands in its audit). A query `transCode` alone
 * is a search criterion (the proposal search), which the core answers within the agent's own cases.
 */
export function caseOwnership(cases: Pick<ProposalsService, 'ownedOrIssued'>): RequestHandler {
  // Not async: the routes that name no case (most requests) pass without a promise made for them.
  return (req, _res, next) => {
    const transCode =
      req.pathParams?.transCode ?? bodyTransCode(req.body) ?? stepQueryTransCode(req.checkedQuery ?? {});
    if (transCode === undefined) return next();
    if (!isLoggedIn(req)) return next(new AppError(401, 'UNAUTHORIZED'));
    return cases.ownedOrIssued(contextOf(req), transCode).then((owned) => {
      req.ownedCase = owned;
      next();
    });
  };
}

/** A case code named in a JSON body (validated against bff.yaml before this runs); '' names no case yet. */
function bodyTransCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('transCode' in body)) return undefined;
  const code = (body as { transCode: unknown }).transCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** A case code a query names with a step code (an action on that case's step); '' names no case yet. */
function stepQueryTransCode(query: Record<string, unknown>): string | undefined {
  const { transCode, stepCode } = query;
  return typeof transCode === 'string' && transCode !== '' && typeof stepCode === 'string' && stepCode !== ''
    ? transCode
    : undefined;
}

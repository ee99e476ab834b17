import type { Request } from 'express';
import { sessionOf } from '../session/session';
import type { CallScope } from '../legacy/legacy-client';
import { createContext, type RequestContext } from '../infra/request-context';

/** The service context of an Express request: routers call this, services never see `req` or `res`. */
export function contextOf(req: Request): RequestContext {
  return createContext({
    session: sessionOf(req),
    requestId: String(req.id),
    traceparent: req.trace.traceparent,
    log: req.log,
    clientIp: () => req.ip ?? '',
    timing: req.timing,
    ownedCase: req.ownedCase,
  });
}

/** The call scope of a request the session middleware skipped (session/sessionless-paths.ts): id, log, timing. */
export function scopeOf(req: Request): CallScope {
  return { requestId: String(req.id), traceparent: req.trace.traceparent, log: req.log, timing: req.timing };
}

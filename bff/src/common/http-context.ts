import type { Request, Response } from 'express';
import { sessionOf } from '../session/session-middleware';
import { createContext, type RequestContext } from './request-context';

/** The service context of an Express request: routers call this, services never see `req` or `res`. */
export function contextOf(req: Request, res: Response): RequestContext {
  return createContext({
    session: sessionOf(req),
    requestId: String(req.id),
    log: req.log,
    clientIp: req.ip ?? '',
    onLatency: (ms) => {
      res.locals.legacyMs = (res.locals.legacyMs ?? 0) + ms;
      res.locals.legacyCalls = (res.locals.legacyCalls ?? 0) + 1;
    },
  });
}

import type { Request, Response } from 'express';
import type { LegacyContext } from './legacy-client';

/** The legacy call context of a browser request: its session's legacy cookies, request id and latency sink. */
export function legacyContext(
  req: Request,
  res: Response,
  opts: { stateless?: boolean } = {},
): LegacyContext {
  let state;
  if (opts.stateless) state = { cookies: {} };
  else state = req.session.legacy ??= { cookies: {} };
  return {
    state,
    requestId: String(req.id),
    log: req.log,
    onLatency: (ms) => {
      res.locals.legacyMs = (res.locals.legacyMs ?? 0) + ms;
      res.locals.legacyCalls = (res.locals.legacyCalls ?? 0) + 1;
    },
  };
}

import type { NextFunction, Request, Response } from 'express';
import { now, state } from '../state';

const LIMIT = 200;

/** Remembers the last requests (names of cookies and headers only, never values) for GET /__mock/requests. */
export function requestLog(req: Request, _res: Response, next: NextFunction): void {
  state.requests.push({
    method: req.method,
    path: req.path,
    cookieNames: Object.keys(req.cookies ?? {}),
    headerNames: Object.keys(req.headers),
    requestId: req.get('x-request-id') ?? null,
    traceparent: req.get('traceparent') ?? null,
    at: new Date(now()).toISOString(),
  });
  if (state.requests.length > LIMIT) state.requests.splice(0, state.requests.length - LIMIT);
  next();
}

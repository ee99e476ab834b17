import type { NextFunction, Request, Response } from 'express';
import { shapeOf } from '../lib/body-shape';
import { now, state, type RequestLogEntry } from '../state';
import { SESSION_COOKIE } from './session';

const LIMIT = 200;
/** The journal's numbering, never reset: a reader polling with `since` never sees a number come back. */
let seq = 0;

const agentOf = (req: Request): string | null => {
  const id: unknown = req.cookies?.[SESSION_COOKIE];
  return (typeof id === 'string' && state.sessions.get(id)?.userCode) || null;
};

/**
 * The request journal (GET /__mock/requests): what each call to the core was (names of cookies and headers, never
 * values; the body's shape, never its values) and, once answered, its status, time taken and agent.
 */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  seq += 1;
  const entry: RequestLogEntry = {
    seq,
    method: req.method,
    path: req.path,
    queryKeys: Object.keys(req.query ?? {}),
    cookieNames: Object.keys(req.cookies ?? {}),
    headerNames: Object.keys(req.headers),
    requestId: req.get('x-request-id') ?? null,
    traceparent: req.get('traceparent') ?? null,
    at: new Date(now()).toISOString(),
    status: null,
    durationMs: null,
    userCode: agentOf(req),
    bodyShape: null,
  };
  state.requests.push(entry);
  if (state.requests.length > LIMIT) state.requests.splice(0, state.requests.length - LIMIT);
  // 'close' follows 'finish', and comes alone when no answer was sent (a down or lost-answer fault).
  res.once('close', () => {
    entry.status = res.writableFinished ? res.statusCode : null;
    entry.durationMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    // After the handler: the body is parsed, and a login's session knows its agent.
    entry.userCode = agentOf(req) ?? entry.userCode;
    const body: unknown = req.body;
    entry.bodyShape =
      body !== undefined && !(typeof body === 'object' && body && !Object.keys(body).length)
        ? shapeOf(body)
        : null;
  });
  next();
}

import type { Request, RequestHandler, Response } from 'express';
import type { BffAnswer, BffBody, BffParams, BffPath, BffQuery } from './bff-types';
import type { CallScope } from '../legacy/legacy-client';
import { contextOf, scopeOf } from './http-context';
import type { RequestContext } from './request-context';

/** A route's inputs, typed from bff.yaml; express-openapi-validator (and validateBody) have checked them. */
export interface RouteInput<M extends 'get' | 'post', P extends BffPath<M>> {
  body: BffBody<M, P>;
  query: BffQuery<M, P>;
  params: BffParams<M, P>;
}

/**
 * A route that answers JSON, typed from bff.yaml by its method and full path: the handler gets the service context
 * and the typed inputs, and returns the answer the document gives for 200. Routers stay HTTP-only: services never
 * see `req` or `res`. Express 5 forwards rejected promises to the error handler itself.
 */
export function route<M extends 'get' | 'post', P extends BffPath<M>>(
  _method: M,
  _path: P,
  fn: (ctx: RequestContext, input: RouteInput<M, P>) => Promise<BffAnswer<M, P>>,
): RequestHandler {
  return jsonHandler(contextOf, fn);
}

/**
 * `route()` for a path the session middleware skips (session/sessionless-paths.ts): the handler gets the call scope
 * (request id, log, legacy timing), no session, so answering it can neither read nor slide one.
 */
export function sessionlessRoute<M extends 'get' | 'post', P extends BffPath<M>>(
  _method: M,
  _path: P,
  fn: (scope: CallScope, input: RouteInput<M, P>) => Promise<BffAnswer<M, P>>,
): RequestHandler {
  return jsonHandler(scopeOf, fn);
}

/** The handler of both: the typed inputs, what the route's function answers sent as JSON. */
function jsonHandler<C, M extends 'get' | 'post', P extends BffPath<M>>(
  contextFor: (req: Request) => C,
  fn: (context: C, input: RouteInput<M, P>) => Promise<BffAnswer<M, P>>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const input = { body: req.body, query: req.query, params: req.params } as RouteInput<M, P>;
    const result = await fn(contextFor(req), input);
    if (!res.headersSent) sendJson(res, result);
  };
}

/**
 * `res.json` without Express's detour for a body it knows is JSON (look the content type up again, parse it to add
 * the charset, test freshness, copy a large body into a Buffer): one `JSON.stringify`, two headers, one `end`. When
 * something has hooked `res.json` on this response (the tests' response validation, express-openapi-validator), the
 * hook gets the answer instead.
 */
export function sendJson(res: Response, value: unknown): void {
  if (Object.hasOwn(res, 'json')) {
    res.json(value);
    return;
  }
  // Encoded once: its length is the header, and the socket write takes the bytes as they are.
  const body = Buffer.from(JSON.stringify(value) ?? '');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  if (res.req.method === 'HEAD') res.end();
  else res.end(body);
}

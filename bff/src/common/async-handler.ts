import type { Request, RequestHandler, Response } from 'express';
import type { BffAnswer, BffBody, BffParams, BffPath, BffQuery } from './bff-types';
import { contextOf } from './http-context';
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
  return async (req: Request, res: Response) => {
    const input = { body: req.body, query: req.query, params: req.params } as RouteInput<M, P>;
    const result = await fn(contextOf(req), input);
    if (!res.headersSent) res.json(result);
  };
}

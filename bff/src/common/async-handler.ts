import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Express 5 forwards rejected promises itself; this only types handlers that return a value to send as JSON. */
export function json<T>(fn: (req: Request, res: Response) => Promise<T>): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const result = await fn(req, res);
    if (!res.headersSent) res.json(result);
  };
}

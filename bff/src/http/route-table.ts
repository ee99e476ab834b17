import type { NextFunction, Request, RequestHandler, Response } from 'express';
import FindMyWay from 'find-my-way';
import { AppError } from '../common/app-error';
import type { OperationCheck, RequestValidation } from './request-validation';
import type { FileAnswer, StreamFrom } from './bff-types';
import type { RouteDeclaration } from './route';
import { sendJson } from './send-json';
import { droppedByProjection } from './answer-projection';

declare module 'http' {
  interface IncomingMessage {
    /** Where a streamed answer comes from, set by its route for the proxy. */
    streamFrom?: StreamFrom;
  }
}

/** What the table puts around each declaration. */
export interface RouteTableParts {
  declarations: readonly RouteDeclaration[];
  validation: RequestValidation;
  /** Every /api operation's layers before the session, in order (answer head, log, Host, no-store, CSRF). */
  front: readonly RequestHandler[];
  /** The session layer; left out for the sessionless paths. */
  session: RequestHandler;
  sessionless: ReadonlySet<string>;
  /** The JSON body parser (operations with a JSON body). */
  json: RequestHandler;
  /** After the operation's own check, before its guards (the case ownership guard). */
  checked: readonly RequestHandler[];
  /** The streamed answers' proxies: over the browser session, and stateless (public documents). */
  stream: { session: RequestHandler; stateless: RequestHandler };
}

export type RouteTable = RequestHandler & {
  /** Every declared operation: method (lower case) and bff.yaml path. */
  operations(): { method: string; path: string }[];
  /**
   * The table ahead of Express, in the server's request listener (http/express-server.ts): runs the operation's
   * chain when method and path match one and says true; false: the request is the app's. When the chain passes the
   * request on (an error, or a layer asking for the next route), `app` takes it, and the table's layer there hands
   * it on with what the chain passed.
   */
  serve(req: Request, res: Response, app: (req: Request, res: Response) => void): boolean;
};

/** Where a request the listener's table handed on carries what its chain passed (read by the table's layer). */
const HANDED_ON = Symbol('handed on by the route table');
interface HandedOn {
  [HANDED_ON]?: { err: unknown };
}

/** `/api/forms/{formCode}/download` → `/api/forms/:formCode/download` (find-my-way's and Express's spelling). */
export const routerPathOf = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');

/** Runs a chain of Express handlers, as Express runs a route's: `next(err)`, a throw or a rejection ends it. */
function runChain(chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let i = 0;
  const next: NextFunction = (err?: unknown) => {
    if (err !== undefined && err !== null && err !== 'route' && err !== 'router') return done(err);
    const handler = chain[i++];
    if (handler === undefined) return done(new AppError(404, 'NOT_FOUND'));
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) result.then(undefined, (e: unknown) => next(e ?? new Error('rejected')));
    } catch (e) {
      next(e);
    }
  };
  next();
}

/** The handler that runs a declaration and sends its answer the way bff.yaml says the operation answers. */
function terminalOf(decl: RouteDeclaration, op: OperationCheck, parts: RouteTableParts): RequestHandler {
  const { kind, status, validate, project } = op.answer;
  const where = `${decl.method.toUpperCase()} ${decl.path}`;
  return async (req, res, next) => {
    const answer = await decl.run(req, op.raw);
    if (res.headersSent) return;
    if (kind === 'json') {
      const mismatch = validate?.(answer);
      if (mismatch) throw new Error(`${where}: the answer does not match bff.yaml: ${mismatch}`);
      const projected = project ? project(answer) : answer;
      // Tests: a field bff.yaml lacks is a fault of the route, not something to drop quietly.
      if (validate && droppedByProjection(answer, projected))
        throw new Error(`${where}: the answer has fields bff.yaml lacks: ${JSON.stringify(answer)}`);
      return sendJson(res, projected, status);
    }
    if (kind === 'empty') {
      res.status(status).end();
      return;
    }
    const binary = answer as FileAnswer | StreamFrom;
    if ('stream' in binary) {
      req.streamFrom = binary;
      for (const [name, value] of Object.entries(binary.fallbackHeaders ?? {})) res.setHeader(name, value);
      return (binary.stateless ? parts.stream.stateless : parts.stream.session)(req, res, next);
    }
    res
      .status(status)
      .set({ ...binary.headers, 'Content-Type': binary.type })
      .send(binary.bytes);
  };
}

/**
 * The /api route table (issue 21): every route declaration becomes one chain of handlers (the app's /api layers,
 * the session unless the path is sessionless, the JSON body, the operation's validation, the ownership guard, the
 * route's guards and its handler), registered in find-my-way under the path bff.yaml gives. A request whose method
 * and path match runs its chain directly; the rest (the SPA, /healthz, the docs, a path or method bff.yaml lacks)
 * goes on through Express, where the request validation answers 404/405. No Express internals are read.
 */
export function routeTable(parts: RouteTableParts): RouteTable {
  const router = FindMyWay({ ignoreTrailingSlash: true, caseSensitive: true, maxParamLength: 10_000 });
  const declared: { method: string; path: string }[] = [];
  for (const decl of parts.declarations) {
    const op = parts.validation.operation(decl.method, decl.path);
    if (!op)
      throw new Error(`route ${decl.method.toUpperCase()} ${decl.path} is not an operation of bff.yaml`);
    if (decl.sessionless !== parts.sessionless.has(decl.path))
      throw new Error(
        `route ${decl.path}: sessionlessRoute() if and only if the path is in SESSIONLESS_PATHS`,
      );
    const chain: RequestHandler[] = [
      ...parts.front,
      ...(decl.sessionless ? [] : [parts.session]),
      ...(op.json ? [parts.json] : []),
      op.check,
      ...parts.checked,
      ...decl.before,
      terminalOf(decl, op, parts),
    ];
    router.on(decl.method.toUpperCase() as 'GET', routerPathOf(decl.path), () => undefined, {
      template: decl.path,
      chain,
    });
    declared.push({ method: decl.method, path: decl.path });
  }

  /** The chain of the request's operation (its params and template set on `req`), or null. */
  function chainOf(req: Request): RequestHandler[] | null {
    const url = req.url;
    if (!url.startsWith('/api/')) return null;
    const q = url.indexOf('?');
    const found = router.find(req.method as 'GET', q < 0 ? url : url.slice(0, q));
    if (found === null) return null;
    const { template, chain } = found.store as { template: string; chain: RequestHandler[] };
    const params: Record<string, string> = {};
    for (const key in found.params) params[key] = found.params[key] ?? '';
    req.params = params;
    req.routeTemplate = template;
    return chain;
  }

  // As Express's first layer: every request the listener did not serve (or `app` used as a plain handler, e.g. by
  // supertest); a request the listener's chain handed on goes straight on with what the chain passed.
  const table: RequestHandler = (req, res, next) => {
    const handed = (req as HandedOn)[HANDED_ON];
    if (handed) {
      (req as HandedOn)[HANDED_ON] = undefined;
      return next(handed.err);
    }
    const chain = chainOf(req);
    if (chain === null) return next();
    runChain(chain, req, res, next);
  };

  function serve(req: Request, res: Response, app: (req: Request, res: Response) => void): boolean {
    const chain = chainOf(req);
    if (chain === null) return false;
    // What Express's `app.handle` and its router give every request before the first layer (the prototypes are
    // the server's, http/express-server.ts): the request and response linked, `res.locals`, the URLs, `req.next`.
    const next: NextFunction = (err?: unknown) => {
      (req as HandedOn)[HANDED_ON] = { err: err === 'route' || err === 'router' ? undefined : err };
      app(req, res);
    };
    req.res = res;
    res.req = req;
    res.locals = Object.create(null) as Response['locals'];
    req.baseUrl = '';
    req.originalUrl = req.url;
    req.next = next;
    runChain(chain, req, res, next);
    return true;
  }

  return Object.assign(table, { operations: () => [...declared], serve });
}

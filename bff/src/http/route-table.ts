import { Router, type Request, type RequestHandler } from 'express';
import FindMyWay from 'find-my-way';
import type { RequestValidation } from './request-validation';
import type { FileAnswer, StreamFrom } from './bff-types';
import type { RouteDeclaration } from './route';
import type { OperationCheck } from './request-validation';
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
  /** The session layer; left out for the sessionless paths. */
  session: RequestHandler;
  /** Saves a changed session before the answer goes out (throws the failure to answer instead). */
  saveSession: (req: Request) => Promise<void>;
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
};

/** `/api/forms/{formCode}/download` → `/api/forms/:formCode/download` (find-my-way's and Express's spelling). */
export const routerPathOf = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');

const isStream = (answer: unknown): answer is StreamFrom =>
  typeof answer === 'object' && answer !== null && 'stream' in answer;

/** The handler that runs a declaration and sends its answer the way bff.yaml says the operation answers. */
function terminalOf(decl: RouteDeclaration, op: OperationCheck, parts: RouteTableParts): RequestHandler {
  const { kind, status, validate, project } = op.answer;
  const where = `${decl.method.toUpperCase()} ${decl.path}`;
  return async (req, res, next) => {
    const answer = await decl.run(req, op.raw);
    if (res.headersSent) return;
    // A streamed answer's proxy saves the session itself, once the core has answered.
    if (!decl.sessionless && !isStream(answer)) await parts.saveSession(req);
    if (kind === 'json') {
      const mismatch = validate?.(answer);
      if (mismatch) throw new Error(`${where}: the answer does not match bff.yaml: ${mismatch}`);
      const projected = project ? project(answer) : answer;
      // Tests: a field bff.yaml lacks is a fault of the route, not something to drop quietly.
      if (validate && droppedByProjection(answer, projected))
        throw new Error(`${where}: the answer has fields bff.yaml lacks: ${JSON.stringify(answer)}`);
      res.status(status).json(projected);
      return;
    }
    if (kind === 'empty') {
      res.status(status).end();
      return;
    }
    const binary = answer as FileAnswer | StreamFrom;
    if (isStream(binary)) {
      req.streamFrom = binary;
      res.set(binary.fallbackHeaders ?? {});
      return (binary.stateless ? parts.stream.stateless : parts.stream.session)(req, res, next);
    }
    res
      .status(status)
      .set({ ...binary.headers, 'Content-Type': binary.type })
      .send(binary.bytes);
  };
}

/**
 * The /api route table (issue 21), an ordinary Express middleware: every route declaration becomes one Express
 * `Router` running its chain (the session unless the path is sessionless, the JSON body, the operation's validation,
 * the ownership guard, the route's guards and its handler), found by find-my-way under the path bff.yaml gives. A
 * GET is served for HEAD too (Express's answer leaves the body out). The rest (the SPA, /healthz, the docs, a path
 * or method bff.yaml lacks) goes on to the app's next layers, where the request validation answers 404/405.
 */
export function routeTable(parts: RouteTableParts): RouteTable {
  const finder = FindMyWay({ ignoreTrailingSlash: true, caseSensitive: true, maxParamLength: 10_000 });
  const declared: { method: string; path: string }[] = [];
  for (const decl of parts.declarations) {
    const op = parts.validation.operation(decl.method, decl.path);
    if (!op)
      throw new Error(`route ${decl.method.toUpperCase()} ${decl.path} is not an operation of bff.yaml`);
    if (decl.sessionless !== parts.sessionless.has(decl.path))
      throw new Error(
        `route ${decl.path}: sessionlessRoute() if and only if the path is in SESSIONLESS_PATHS`,
      );
    // mergeParams: the router keeps the path parameters find-my-way found.
    const chain = Router({ mergeParams: true });
    chain.use(
      ...(decl.sessionless ? [] : [parts.session]),
      ...(op.json ? [parts.json] : []),
      op.check,
      ...parts.checked,
      ...decl.before,
      terminalOf(decl, op, parts),
    );
    const method = decl.method.toUpperCase() as 'GET';
    const methods = method === 'GET' ? (['GET', 'HEAD'] as const) : [method];
    finder.on([...methods], routerPathOf(decl.path), () => undefined, { template: decl.path, chain });
    declared.push({ method: decl.method, path: decl.path });
  }

  const table: RequestHandler = (req, res, next) => {
    const url = req.url;
    const q = url.indexOf('?');
    const found = finder.find(req.method as 'GET', q < 0 ? url : url.slice(0, q));
    if (found === null) return next();
    const { template, chain } = found.store as { template: string; chain: RequestHandler };
    const params: Record<string, string> = {};
    for (const key in found.params) params[key] = found.params[key] ?? '';
    req.params = params;
    req.routeTemplate = template;
    chain(req, res, next);
  };

  return Object.assign(table, { operations: () => [...declared] });
}

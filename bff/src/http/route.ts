import type { Request, RequestHandler } from 'express';
import type { CallScope } from '../legacy/legacy-client';
import type { RequestContext } from '../infra/request-context';
import { contextOf, scopeOf } from './http-context';
import type { BffAnswer, BffBody, BffParams, BffPath, BffQuery, ExtraKeys, RawBody, Verb } from './bff-types';
import { readUpload } from './read-upload';

/** A route's inputs, typed from bff.yaml; the request validation (ajv, compiled from bff.yaml) has checked them. */
export interface RouteInput<M extends Verb, P extends BffPath<M>> {
  readonly body: BffBody<M, P>;
  readonly query: BffQuery<M, P>;
  readonly params: BffParams<M, P>;
  /** The browser's User-Agent ('' without one): evidence and declarations record it. */
  readonly userAgent: string;
  /** The raw Cookie header: only the sessionless session-time peek reads it. */
  readonly cookie: string | undefined;
  /** Runs `fn` once the answer has gone out (work the caller must not wait for). */
  readonly afterResponse: (fn: () => void) => void;
}

/**
 * One operation of bff.yaml: its method and path as the document writes them (the route table derives the router's
 * pattern from it), the guards that run before it, and what runs it.
 */
export interface RouteDeclaration {
  readonly method: Verb;
  readonly path: string;
  readonly before: readonly RequestHandler[];
  /** Built by `sessionlessRoute`: its path must be one of SESSIONLESS_PATHS (checked at start-up). */
  readonly sessionless: boolean;
  /** Calls the handler with the typed inputs; `raw`: the body is `application/octet-stream`. */
  run(req: Request, raw: boolean): Promise<unknown>;
}

/** The inputs of one request, read from it when asked (one object, methods on the prototype). */
class Input {
  constructor(
    private readonly req: Request,
    private readonly raw: boolean,
  ) {}
  get body(): unknown {
    return this.raw ? rawBody(this.req) : this.req.body;
  }
  get query(): unknown {
    return this.req.checkedQuery ?? this.req.query;
  }
  get params(): unknown {
    return this.req.params;
  }
  get userAgent(): string {
    return this.req.headers['user-agent'] ?? '';
  }
  get cookie(): string | undefined {
    return this.req.headers.cookie;
  }
  /** A getter, so that it may be destructured like the inputs (the closure is made only when asked for). */
  get afterResponse(): (fn: () => void) => void {
    const res = this.req.res;
    return (fn) => void res?.once('finish', fn);
  }
}

const rawBody = (req: Request): RawBody => ({ read: (maxBytes) => readUpload(req, maxBytes) });

/**
 * The one place a request becomes typed inputs: the route table ran the operation's validator (bff.yaml's schema for
 * params, query and body) before any handler, so the shapes hold.
 */
const inputOf = <M extends Verb, P extends BffPath<M>>(req: Request, raw: boolean) =>
  new Input(req, raw) as unknown as RouteInput<M, P>;

/**
 * The guards argument of `route()`; when the handler's answer has a field bff.yaml lacks, a parameter no call can
 * give, whose type names the field (TypeScript does not check the excess properties of a returned object).
 */
type Guards<R, S> = [ExtraKeys<R, S>] extends [never]
  ? [before?: readonly RequestHandler[]]
  : [answerFieldsBffYamlLacks: { [K in ExtraKeys<R, S> & PropertyKey]: never }];

/**
 * A route, typed from bff.yaml by its method and path: the handler gets the service context and the typed inputs,
 * and returns the answer the document gives (JSON for 200/201, nothing for 204, a `FileAnswer` or `StreamFrom` for
 * bytes). Handlers stay HTTP-free: services never see `req` or `res`.
 */
export function route<M extends Verb, P extends BffPath<M>, R extends BffAnswer<M, P>>(
  method: M,
  path: P,
  handle: (ctx: RequestContext, input: RouteInput<M, P>) => Promise<R>,
  ...guards: Guards<R, BffAnswer<M, P>>
): RouteDeclaration {
  const before: readonly RequestHandler[] = Array.isArray(guards[0]) ? guards[0] : [];
  return {
    method,
    path,
    before,
    sessionless: false,
    run: (req, raw) => handle(contextOf(req), inputOf(req, raw)),
  };
}

/**
 * `route()` for a path the session layer skips (session/sessionless-paths.ts): the handler gets the call scope
 * (request id, log, legacy timing), no session, so answering it can neither read nor slide one.
 */
export function sessionlessRoute<M extends Verb, P extends BffPath<M>, R extends BffAnswer<M, P>>(
  method: M,
  path: P,
  handle: (scope: CallScope, input: RouteInput<M, P>) => Promise<R>,
  ..._exact: Guards<R, BffAnswer<M, P>>
): RouteDeclaration {
  return {
    method,
    path,
    before: [],
    sessionless: true,
    run: (req, raw) => handle(scopeOf(req), inputOf(req, raw)),
  };
}

/** The same guards (e.g. `requireLogin`) before each of `routes`, ahead of their own. */
export function guarded(guards: readonly RequestHandler[], routes: RouteDeclaration[]): RouteDeclaration[] {
  return routes.map((r) => ({ ...r, before: [...guards, ...r.before] }));
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PathEntry, RequestValidation, RouteMatch } from './request-validation';

/*
 * The /api fast path (issue 8). Express walks its router for every request: the app's layers, the health and docs
 * routers, every module mount, then up to ten route layers of the module, each a regex test, a params object and a
 * closure. The route table of bff.yaml already names each operation, so this walk is done ONCE per operation at
 * start-up, over the app's own layers: the handlers Express would run for that method and path, in order, with the
 * `baseUrl` each runs under, become a flat chain. A request whose path and method resolve to a compiled operation runs
 * that chain directly; anything else (the SPA, /healthz, the API docs, a path or method bff.yaml lacks, /API/…) goes
 * through Express as before. Modules keep writing Express routers: the chain is read from them.
 */

/** The parts of Express 5's router (`router` 2.x) that the compilation reads. */
interface Layer {
  handle: Handler & { stack?: Layer[]; params?: Record<string, unknown> };
  route?: Route;
  /** router 2.3: the match; earlier 2.x: a boolean, the match left in `params` and `path`. */
  match(path: string): LayerMatch | boolean;
  params?: Record<string, string>;
  path?: string;
}
interface LayerMatch {
  params: Record<string, string>;
  path: string;
}
interface Route {
  path: string;
  stack: { method?: string; handle: Handler }[];
  _handlesMethod(method: string): boolean;
}
type Handler = (...args: unknown[]) => unknown;

/** One handler of a chain, with what Express would have set on `req` when it runs. */
interface Step {
  handle: Handler;
  /** `req.baseUrl` for this handler (the mounts it sits under); `req.url` is the rest of the original URL. */
  baseUrl: string;
  /** The route whose handler this is (`req.route`, `req.params`); undefined for middleware. */
  route: Route | undefined;
  /** Steps of one route share an id (`next('route')` skips them); 0 for middleware. */
  routeId: number;
  /** The routers this step sits in, innermost last (`next('router')` leaves the innermost). */
  routers: readonly object[];
  errorHandler: boolean;
}

type Chains = Map<PathEntry, Map<string, Step[]>>;

export type ApiDispatch = RequestHandler & {
  /** Compiles the chains from the app's finished stack; until then every request goes through Express. */
  compile(appStack: unknown[]): { compiled: number; skipped: string[] };
};

const API = '/api/';
const isRouter = (handle: Layer['handle']) => Array.isArray(handle.stack);
function matchOf(layer: Layer, path: string): LayerMatch | null {
  const match = layer.match(path);
  if (!match) return null;
  return match === true ? { params: layer.params ?? {}, path: layer.path ?? '' } : match;
}
/** `/api/forms/{formCode}/download` → `/api/forms/:formCode/download`, as Express routes write it. */
const expressPathOf = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');
/** A concrete path of a template, for matching Express's layers at start-up. */
const samplePathOf = (template: string) => template.replace(/\{([^}]+)\}/g, 'sample-$1');

/** What one compilation walks with: the operation, the paths bff.yaml knows (Express's spelling), the route ids. */
interface Walk {
  method: string;
  template: string;
  known: Set<string>;
  routeIds: number;
  steps: Step[];
}

/** `/api/commission` + `/` → `/api/commission`: Express's non-strict routes take the path with or without it. */
const routePathOf = (baseUrl: string, route: Route) => (baseUrl + route.path).replace(/(.)\/$/, '$1');

const segments = (path: string) => path.split('/').length;
/**
 * A route bff.yaml lacks, before the operation's own, that a real path of a parameterised operation could reach
 * (`/proposals/special` before `/proposals/:transCode`): the sample value does not show it, so such an operation
 * stays with Express. (Routes after the operation's own are only reached when its handler calls `next()`.)
 */
function mayShadow(routePath: string, walk: Walk): boolean {
  if (walk.known.has(routePath) || !walk.template.includes('{')) return false;
  return routePath.includes('*') || segments(routePath) === segments(walk.template);
}

/**
 * Adds the handlers Express runs for the walk's method on `path`, in the order it runs them, to `walk.steps`; or
 * returns why the operation is left to Express: the first route that matches is not the operation's own, a route
 * bff.yaml does not know could take a real value of a path parameter, a mount has path parameters, a router has
 * `router.param`. Later matching routes stay in the chain: Express reaches them when a handler calls `next()`.
 */
function collect(
  stack: Layer[],
  path: string,
  baseUrl: string,
  routers: readonly object[],
  walk: Walk,
): string | null {
  for (const layer of stack) {
    const route = layer.route;
    if (route) {
      if (!route._handlesMethod(walk.method)) continue;
      const routePath = routePathOf(baseUrl, route);
      const first = walk.routeIds === 0;
      if (first && mayShadow(routePath, walk)) {
        return `route ${routePath}, not in bff.yaml, may take a value of a parameter`;
      }
      if (!matchOf(layer, path)) continue;
      if (first && routePath !== expressPathOf(walk.template)) return `route ${routePath} comes first`;
      const routeId = ++walk.routeIds;
      for (const { method, handle } of route.stack) {
        if (method !== undefined && method !== walk.method.toLowerCase()) continue;
        walk.steps.push({ handle, baseUrl, route, routeId, routers, errorHandler: handle.length === 4 });
      }
      continue;
    }
    const match = matchOf(layer, path);
    if (!match) continue;
    const removed = match.path;
    if (Object.keys(match.params).length) return `mount with parameters at ${baseUrl}${removed}`;
    const mountUrl = baseUrl + (removed.endsWith('/') ? removed.slice(0, -1) : removed);
    const handle = layer.handle;
    if (isRouter(handle)) {
      if (Object.keys(handle.params ?? {}).length) return `router.param under ${mountUrl}`;
      const inner = collect(
        handle.stack ?? [],
        path.slice(removed.length) || '/',
        mountUrl,
        [...routers, handle],
        walk,
      );
      if (inner) return inner;
      continue;
    }
    walk.steps.push({
      handle,
      baseUrl: mountUrl,
      route: undefined,
      routeId: 0,
      routers,
      errorHandler: handle.length === 4,
    });
  }
  return null;
}

/** Express's `req.url` under a mount: the original URL without the mount's path, always starting with '/'. */
function urlUnder(originalUrl: string, baseUrl: string): string {
  if (!baseUrl) return originalUrl;
  const rest = originalUrl.slice(baseUrl.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Runs a chain as Express's router and route would: a handler that throws or rejects passes its error on; with an
 * error pending only error handlers (four arguments) run, within a route only that route's; `next('route')` and
 * `next('router')` skip the rest of the route or router. The end of the chain (past the app's last layer, which
 * Express would hand to its final handler) is Express's own `next` with 'router': it leaves the app router.
 */
function run(
  chain: Step[],
  params: Record<string, string>,
  req: Request,
  res: Response,
  exit: NextFunction,
): void {
  let index = 0;
  let errorRoute = 0;
  const originalUrl = req.originalUrl;
  const noParams = {};

  function next(err?: unknown): void {
    if (err === 'route' || err === 'router') {
      const from = chain[index - 1];
      if (from && err === 'route') while (chain[index] && chain[index]?.routeId === from.routeId) index++;
      if (from && err === 'router') {
        const router = from.routers[from.routers.length - 1];
        while (router && chain[index]?.routers.includes(router)) index++;
      }
      err = undefined;
    }
    let step = chain[index++];
    if (err !== undefined) {
      while (step && !(step.errorHandler && (step.routeId === 0 || step.routeId === errorRoute)))
        step = chain[index++];
    } else {
      while (step?.errorHandler) step = chain[index++];
    }
    if (!step) return exit(err ?? 'router');
    req.baseUrl = step.baseUrl;
    req.url = urlUnder(originalUrl, step.baseUrl);
    req.params = step.route ? params : noParams;
    if (step.route) req.route = step.route;
    errorRoute = step.routeId;
    try {
      const result = err === undefined ? step.handle(req, res, next) : step.handle(err, req, res, next);
      if (result instanceof Promise)
        result.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
    } catch (e) {
      next(e);
    }
  }
  next();
}

/**
 * The dispatcher, mounted as the app's first layer, over the request validator's route table of bff.yaml;
 * `compile` is called by app.ts once every layer is in place.
 */
export function apiDispatch(table: Pick<RequestValidation, 'lookup' | 'entries'>): ApiDispatch {
  let chains: Chains = new Map();

  const dispatch: RequestHandler = (req, res, next) => {
    const url = req.url;
    if (!url.startsWith(API)) return next();
    const query = url.indexOf('?');
    let found: RouteMatch | null;
    try {
      found = table.lookup(query < 0 ? url : url.slice(0, query));
    } catch {
      return next(); // a malformed escape: the validator answers it on Express's path
    }
    if (!found) return next();
    req.routeTemplate = found.entry.path; // the metrics' route label, whether a route runs or not
    const chain = chains.get(found.entry)?.get(req.method);
    if (!chain) return next();
    run(chain, found.params, req, res, next);
  };

  function compile(appStack: unknown[]) {
    const stack = (appStack as Layer[]).filter((layer) => layer.handle !== (dispatch as unknown));
    const compiled: Chains = new Map();
    const skipped: string[] = [];
    let count = 0;
    const known = new Set(table.entries().map((entry) => expressPathOf(entry.path)));
    for (const entry of table.entries()) {
      const byMethod = new Map<string, Step[]>();
      for (const method of entry.operations.keys()) {
        const walk: Walk = { method, template: entry.path, known, routeIds: 0, steps: [] };
        const why =
          collect(stack, samplePathOf(entry.path), '', [], walk) ?? (walk.routeIds ? null : 'no route');
        if (why) skipped.push(`${method} ${entry.path}: ${why}`);
        else {
          byMethod.set(method, walk.steps);
          count++;
        }
      }
      compiled.set(entry, byMethod);
    }
    chains = compiled;
    return { compiled: count, skipped };
  }

  return Object.assign(dispatch, { compile });
}

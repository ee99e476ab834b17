import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';

type Compile = (path: unknown, options?: { sensitive?: boolean; strict?: boolean }) => unknown;
type PathToRegexpModule = { pathToRegexp: Compile; [cached]?: true };
const cached = Symbol.for('agent-portal.cachedPathToRegexp');

/**
 * express-openapi-validator 5.x looks a request's route up by compiling a path-to-regexp for every route of the
 * document it scans, on every request (about 300 µs here at 45 paths; upstream PR #1217). Its compiled patterns only
 * depend on (route, sensitive, strict), so the validator's own copy of path-to-regexp gets a memo: each route is
 * compiled once per process. The returned objects are only read (`regexp.exec`, `keys`; no global flag), so sharing
 * them is safe. Calls with any other argument shape go through untouched.
 */
export function cacheValidatorRouteLookup(): PathToRegexpModule {
  const validatorRequire = createRequire(require.resolve('express-openapi-validator'));
  const mod = validatorRequire('path-to-regexp') as PathToRegexpModule;
  if (mod[cached]) return mod;
  const compile = mod.pathToRegexp;
  const memo = new Map<string, unknown>();
  mod.pathToRegexp = (path, options) => {
    const extraOptions = options && Object.keys(options).some((k) => k !== 'sensitive' && k !== 'strict');
    if (typeof path !== 'string' || extraOptions) return compile(path, options);
    const key = `${options?.sensitive ? 's' : '-'}${options?.strict ? 's' : '-'}${path}`;
    let compiled = memo.get(key);
    if (compiled === undefined) {
      compiled = compile(path, options);
      memo.set(key, compiled);
    }
    return compiled;
  };
  mod[cached] = true;
  return mod;
}

const UNVALIDATED = /^\/api\/(docs|openapi\.json)/i;

/**
 * Responses checked against bff.yaml (tests only): requests are validated by `requestValidation`
 * (common/request-validation.ts), compiled once; this middleware only adds the response check. Only /api is
 * validated, except the API docs.
 */
export function openApiResponseValidation(document: object): RequestHandler[] {
  cacheValidatorRouteLookup();
  return OpenApiValidator.middleware({
    apiSpec: document as never,
    validateRequests: false,
    validateResponses: {
      onError: (err) => {
        throw err;
      },
    },
    ignorePaths: (p: string) => !/^\/api\//i.test(p) || UNVALIDATED.test(p),
  }) as RequestHandler[];
}

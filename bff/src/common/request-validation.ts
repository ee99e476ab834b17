import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { RequestHandler } from 'express';
import { errorMessages } from '@agent-portal/contracts/messages';
import { AppError } from './app-error';

type Schema = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  allowEmptyValue?: boolean;
  schema?: Schema;
}
interface OperationDoc {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

declare module 'http' {
  interface IncomingMessage {
    /** The path parameters of the bff.yaml operation the request validated against (`{transCode}` → transCode). */
    pathParams?: Record<string, string>;
  }
}

/** One operation of bff.yaml, compiled once: its query keys and one ajv validator of `{query, params, body}`. */
interface Operation {
  queryKeys: Set<string>;
  emptyAllowed: Set<string>;
  /** The operation takes a JSON body; `bodyRequired` false lets a request without a content type pass. */
  json: boolean;
  bodyRequired: boolean;
  validate: ValidateFunction;
}

/** One path of bff.yaml: its template, its pattern (path parameters in order) and operations by method. */
export interface PathEntry {
  path: string;
  pattern: RegExp | null;
  paramNames: string[];
  operations: Map<string, Operation>;
  allow: string;
}

/** A request path resolved against bff.yaml: its path entry and its decoded path parameters. */
export interface RouteMatch {
  entry: PathEntry;
  params: Record<string, string>;
}

/** The validator, with the document's route table for the /api dispatcher (`api-dispatch.ts`). */
export type RequestValidation = RequestHandler & {
  /** The path entry of a request path, or null; throws on a malformed escape (`%E0%A4%A`). */
  lookup(path: string): RouteMatch | null;
  /** Every path of the document. */
  entries(): PathEntry[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const VALIDATED = /^\/api\//i;
const UNVALIDATED = /^\/api\/(docs|openapi\.json)/i;

function badRequest(details: string[]): AppError {
  return new AppError(400, 'VALIDATION_FAILED', errorMessages.VALIDATION_FAILED, details);
}

/** `/body/extra must NOT have additional properties`: the path into the request, then ajv's message. */
function detailsOf(errors: ErrorObject[]): string[] {
  return errors.map((e) => {
    const extra = e.keyword === 'additionalProperties' ? `/${String(e.params.additionalProperty)}` : '';
    return `${e.instancePath}${extra} ${e.message ?? ''}`.trim();
  });
}

function objectOf(parameters: Parameter[]): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** A parameter as written, or the one its `$ref` (`#/components/parameters/Name`) names. */
function resolveParameter(components: Schema | undefined, p: Parameter | { $ref: string }): Parameter {
  if (!('$ref' in p)) return p;
  const name = p.$ref.replace('#/components/parameters/', '');
  const found = (components?.parameters as Record<string, Parameter> | undefined)?.[name];
  if (!found) throw new Error(`bff.yaml: unresolved parameter ${p.$ref}`);
  return found;
}

function compileOperation(
  ajv: Ajv,
  components: Schema | undefined,
  op: OperationDoc,
  pathParams: (Parameter | { $ref: string })[],
): Operation {
  const parameters = [...pathParams, ...(op.parameters ?? [])].map((p) => resolveParameter(components, p));
  const query = parameters.filter((p) => p.in === 'query');
  const json = op.requestBody?.content?.['application/json'];
  const schema: Schema = {
    type: 'object',
    properties: {
      query: objectOf(query),
      params: objectOf(parameters.filter((p) => p.in === 'path')),
      ...(json ? { body: json.schema ?? {} } : {}),
    },
    required: json && op.requestBody?.required ? ['body'] : [],
    components, // the body schemas' `#/components/...` references resolve here
  };
  return {
    queryKeys: new Set(query.map((p) => p.name)),
    emptyAllowed: new Set(query.filter((p) => p.allowEmptyValue).map((p) => p.name)),
    json: Boolean(json),
    bodyRequired: op.requestBody?.required !== false,
    validate: ajv.compile(schema),
  };
}

/** `/api/forms/{formCode}/download` → a case-sensitive pattern (one optional trailing slash, as Express routes). */
function patternOf(path: string): { pattern: RegExp | null; paramNames: string[] } {
  const paramNames: string[] = [];
  if (!path.includes('{')) return { pattern: null, paramNames };
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (!part.startsWith('{')) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      paramNames.push(part.slice(1, -1));
      return '([^/]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), paramNames };
}

/** The route table of bff.yaml: exact paths in a map, parameterised ones in a list tried in document order. */
function compileDocument(document: Schema) {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const components = document.components as Schema | undefined;
  const exact = new Map<string, PathEntry>();
  const parameterised: PathEntry[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const pathParams = (item.parameters ?? []) as (Parameter | { $ref: string })[];
    const operations = new Map<string, Operation>();
    for (const method of METHODS) {
      const op = item[method] as OperationDoc | undefined;
      if (op) operations.set(method.toUpperCase(), compileOperation(ajv, components, op, pathParams));
    }
    const entry = { path, ...patternOf(path), operations, allow: [...operations.keys()].join(', ') };
    if (entry.pattern) parameterised.push(entry);
    else exact.set(path, entry);
  }
  return { exact, parameterised };
}

/**
 * Request validation against bff.yaml, compiled at start-up (issue 8): the route table and one ajv validator per
 * operation are built once, so a request costs a map lookup and one compiled function, where
 * express-openapi-validator rebuilt its parameter mutator and scanned the routes on every request. The answers are
 * the same: an /api path the document lacks 404, a method it lacks 405 with `Allow`, a body that is not JSON 415,
 * an unknown or empty query parameter and any schema failure 400 VALIDATION_FAILED with details. The API docs are
 * not validated; Express's routes set `req.params` themselves.
 */
export function requestValidation(document: Schema): RequestValidation {
  const { exact, parameterised } = compileDocument(document);

  function lookup(path: string): RouteMatch | null {
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const entry = exact.get(bare);
    if (entry) return { entry, params: {} };
    for (const candidate of parameterised) {
      const match = candidate.pattern?.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      candidate.paramNames.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
      return { entry: candidate, params };
    }
    return null;
  }

  const validate: RequestHandler = (req, _res, next) => {
    const path = req.path;
    if (!VALIDATED.test(path) || UNVALIDATED.test(path)) return next();
    let found: ReturnType<typeof lookup>;
    try {
      found = lookup(path);
    } catch {
      return next(badRequest([`${path} malformed uri`]));
    }
    if (!found) return next(new AppError(404, 'NOT_FOUND'));
    const { entry, params } = found;
    const op = entry.operations.get(req.method);
    if (!op) {
      const allow = { Allow: entry.allow };
      return next(new AppError(405, 'METHOD_NOT_ALLOWED', undefined, undefined, allow));
    }
    const query = req.query as Record<string, unknown>;
    for (const key in query) {
      if (!op.queryKeys.has(key)) return next(badRequest([`/query/${key} Unknown query parameter '${key}'`]));
      if (query[key] === '' && !op.emptyAllowed.has(key)) {
        return next(badRequest([`/query/${key} Empty value found for query parameter '${key}'`]));
      }
    }
    if (op.json) {
      const type = req.headers['content-type'];
      const media = type?.split(';', 1)[0]?.trim().toLowerCase();
      if (media !== 'application/json' && (type !== undefined || op.bodyRequired)) {
        return next(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'));
      }
    }
    if (!op.validate({ query, params, body: req.body }))
      return next(badRequest(detailsOf(op.validate.errors ?? [])));
    req.pathParams = params;
    next();
  };
  return Object.assign(validate, { lookup, entries: () => [...exact.values(), ...parameterised] });
}

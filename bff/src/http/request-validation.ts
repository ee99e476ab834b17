import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Request, RequestHandler } from 'express';
import { errorMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../common/app-error';
import { answerProjection, type Projection } from './answer-projection';

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
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> } | undefined>;
}

/** How an operation answers success, read from bff.yaml: JSON (200/201), nothing (204) or bytes. */
export interface SuccessAnswer {
  kind: 'json' | 'empty' | 'binary';
  status: number;
  /** A JSON answer as its schema describes it: the fields bff.yaml lacks dropped (http/answer-projection.ts). */
  project?: Projection;
  /**
   * Checks a JSON answer against its schema: null when it matches, else ajv's errors as text. Only when responses
   * are validated (tests); compiled on first use, so an app that answers a few operations compiles a few schemas.
   */
  validate?: (answer: unknown) => string | null;
}

declare module 'http' {
  interface IncomingMessage {
    /** The path parameters of the bff.yaml operation the request validated against (`{transCode}` → transCode). */
    pathParams?: Record<string, string>;
    /** The query as the operation's check read and validated it (Express 5 parses `req.query` anew on each read). */
    checkedQuery?: Record<string, unknown>;
  }
}

/** One operation of bff.yaml, compiled once: its query keys and one ajv validator of `{query, params, body}`. */
interface Operation {
  queryKeys: Set<string>;
  emptyAllowed: Set<string>;
  /** The operation takes a JSON body; `bodyRequired` false lets a request without a content type pass. */
  json: boolean;
  bodyRequired: boolean;
  /** The body is bytes (`application/octet-stream`): no parser reads it. */
  raw: boolean;
  validate: ValidateFunction;
  /** No parameter and no body: the key loop has refused every query key, the schema has nothing left to check. */
  nothingToValidate: boolean;
  answer: SuccessAnswer;
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

/**
 * The validator of requests no route declaration matched (404, 405 with `Allow`, a malformed path), and the checks
 * of each operation that the route table (http/route-table.ts) puts in front of the operation's handler.
 */
export type RequestValidation = RequestHandler & {
  /** The path entry of a request path, or null; throws on a malformed escape (`%E0%A4%A`). */
  lookup(path: string): RouteMatch | null;
  /** The check of one operation (bff.yaml method and path template), or undefined when the document lacks it. */
  operation(method: string, template: string): OperationCheck | undefined;
};

/** One operation's request check (sets `req.pathParams` from `req.params`), and how it answers success. */
export interface OperationCheck {
  check: RequestHandler;
  raw: boolean;
  json: boolean;
  answer: SuccessAnswer;
}

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

function successOf(
  ajv: Ajv,
  components: Schema | undefined,
  op: OperationDoc,
  responses: boolean,
): SuccessAnswer {
  const [code, answer] = Object.entries(op.responses ?? {}).find(([c]) => /^2\d\d$/.test(c)) ?? [
    '200',
    undefined,
  ];
  const status = Number(code);
  const content = answer?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const project = answerProjection(json.schema, components);
    if (!responses) return { kind: 'json', status, project };
    let compiled: ValidateFunction | undefined;
    const validate = (answer: unknown) => {
      compiled ??= ajv.compile({ allOf: [json.schema ?? {}], components });
      return compiled(answer) ? null : JSON.stringify(compiled.errors);
    };
    return { kind: 'json', status, project, validate };
  }
  return { kind: Object.keys(content).length ? 'binary' : 'empty', status };
}

function compileOperation(
  ajv: Ajv,
  components: Schema | undefined,
  op: OperationDoc,
  pathParams: (Parameter | { $ref: string })[],
  responses: boolean,
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
    raw: Boolean(op.requestBody?.content?.['application/octet-stream']),
    validate: ajv.compile(schema),
    nothingToValidate: parameters.length === 0 && !json,
    answer: successOf(ajv, components, op, responses),
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
function compileDocument(document: Schema, responses: boolean) {
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
      if (op)
        operations.set(method.toUpperCase(), compileOperation(ajv, components, op, pathParams, responses));
    }
    const entry = { path, ...patternOf(path), operations, allow: [...operations.keys()].join(', ') };
    if (entry.pattern) parameterised.push(entry);
    else exact.set(path, entry);
  }
  return { exact, parameterised };
}

/** The checks of one operation: 415, unknown or empty query keys, then the schema of `{query, params, body}`. */
function checkOf(op: Operation, req: Request, params: Record<string, string>): AppError | null {
  // Without a '?' there is no query: what Express's parser would give, without parsing the URL to find none.
  const query = (req.url.includes('?') ? req.query : Object.create(null)) as Record<string, unknown>;
  for (const key in query) {
    if (!op.queryKeys.has(key)) return badRequest([`/query/${key} Unknown query parameter '${key}'`]);
    if (query[key] === '' && !op.emptyAllowed.has(key)) {
      return badRequest([`/query/${key} Empty value found for query parameter '${key}'`]);
    }
  }
  if (op.json) {
    const type = req.headers['content-type'];
    const media = type?.split(';', 1)[0]?.trim().toLowerCase();
    if (media !== 'application/json' && (type !== undefined || op.bodyRequired)) {
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  }
  if (!op.nothingToValidate && !op.validate({ query, params, body: req.body }))
    return badRequest(detailsOf(op.validate.errors ?? []));
  req.pathParams = params;
  req.checkedQuery = query;
  return null;
}

/**
 * Request validation against bff.yaml, compiled at start-up (issue 8): one ajv validator per operation is built
 * once. Every operation's check runs in the route table's chain, right after the body is parsed; the middleware
 * answers the /api requests no route matched, as the document says: a path it lacks 404, a method it lacks 405 with
 * `Allow`, a malformed path 400. Each check: a body that is not JSON 415, an unknown or empty query parameter and any
 * schema failure 400 VALIDATION_FAILED with details. `responses`: the success answers' schemas are compiled too
 * (tests). The API docs are not validated.
 */
export function requestValidation(document: Schema, { responses = false } = {}): RequestValidation {
  const { exact, parameterised } = compileDocument(document, responses);

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
    const failure = checkOf(op, req, params);
    next(failure ?? undefined);
  };

  function operation(method: string, template: string): OperationCheck | undefined {
    const entry = exact.get(template) ?? parameterised.find((e) => e.path === template);
    const op = entry?.operations.get(method.toUpperCase());
    if (!op) return undefined;
    const check: RequestHandler = (req, _res, next) => {
      const failure = checkOf(op, req, req.params as Record<string, string>);
      next(failure ?? undefined);
    };
    return { check, raw: op.raw, json: op.json, answer: op.answer };
  }

  return Object.assign(validate, { lookup, operation });
}

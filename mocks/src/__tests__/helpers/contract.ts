import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import { parse } from 'yaml';

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
  'x-empty-body'?: boolean;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject> };
}

const specPath = path.resolve(__dirname, '../../../../contracts/openapi/legacy.yaml');
export const spec = parse(readFileSync(specPath, 'utf8')) as Spec;

// ajv 8 arrives with express-openapi-validator (a root devDependency); the hoisted `ajv` is eslint's v6.
export type Validate = ((data: unknown) => boolean) & { errors?: unknown };
export type AjvInstance = {
  addSchema(s: object, key: string): void;
  getSchema(ref: string): Validate | undefined;
};
/** An ajv 8 holding an OpenAPI document under `key` (its schemas are reached as `key#/json/pointer`). */
export function createAjv(document: object, key: string): AjvInstance {
  const eovDir = path.dirname(require.resolve('express-openapi-validator/package.json'));
  const Ajv = (
    require(require.resolve('ajv', { paths: [eovDir] })) as { default: new (o: object) => AjvInstance }
  ).default;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, key);
  return ajv;
}
const ajv = createAjv(spec, 'legacy.yaml');

export const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const templates = Object.keys(spec.paths).map((template) => ({
  template,
  regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export function findTemplate(requestPath: string): string | undefined {
  if (spec.paths[requestPath]) return requestPath;
  return templates.find((t) => t.regex.test(requestPath))?.template;
}

/** Checks one response against legacy.yaml; returns the problem, or undefined when it conforms. */
export function checkResponse(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: Buffer,
): string | undefined {
  const requestPath = url.split('?')[0] ?? url;
  if (requestPath.startsWith('/__mock')) return undefined;
  const where = `${method} ${requestPath} → ${status}`;
  const template = findTemplate(requestPath);
  const op = template ? spec.paths[template]?.[method.toLowerCase()] : undefined;
  if (!template || !op) return `${where}: operation not in legacy.yaml`;

  const text = body.toString('utf8');
  const mime = contentType.split(';')[0]?.trim() ?? '';
  if (status === 200 && mime === 'application/json' && /"errorCode":449/.test(text)) {
    return validate(where, 'legacy.yaml#/components/schemas/Notice', JSON.parse(text));
  }
  const statusKey = op.responses[String(status)] ? String(status) : 'default';
  let response = op.responses[statusKey];
  let base = `legacy.yaml#/${pointer('paths', template, method.toLowerCase(), 'responses', statusKey)}`;
  if (!response) return `${where}: status not documented`;
  if (response.$ref) {
    const name = response.$ref.split('/').pop() as string;
    response = spec.components.responses[name] as ResponseObject;
    base = `legacy.yaml#/${pointer('components', 'responses', name)}`;
  }
  if (body.length === 0) {
    return !response.content || response['x-empty-body'] ? undefined : `${where}: empty body not allowed`;
  }
  if (!response.content) return `${where}: body sent where none is documented`;
  if (!response.content[mime]) return `${where}: content type ${mime} not documented`;
  const data = mime === 'application/json' ? (JSON.parse(text) as unknown) : text;
  return validate(where, `${base}/${pointer('content', mime, 'schema')}`, data);
}

function validate(where: string, ref: string, data: unknown): string | undefined {
  const fn = ajv.getSchema(ref);
  if (!fn) return `${where}: no schema at ${ref}`;
  return fn(data) ? undefined : `${where}: ${JSON.stringify(fn.errors)}`;
}

export interface ContractCheck {
  app: Express;
  violations: string[];
  /** "METHOD /template status" of every response checked. */
  seen: Set<string>;
}

/** Wraps an app so that every response it sends is checked against legacy.yaml. */
export function withContractCheck(inner: Express): ContractCheck {
  const violations: string[] = [];
  const seen = new Set<string>();
  const app = express();
  app.use((req, res, next) => {
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => Response;
    res.write = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      if (typeof args[0] !== 'function') collect(args[0], args[1]);
      const url = req.originalUrl;
      const problem = checkResponse(
        req.method,
        url,
        res.statusCode,
        String(res.getHeader('content-type') ?? ''),
        Buffer.concat(chunks),
      );
      if (problem) violations.push(problem);
      else if (!url.startsWith('/__mock'))
        seen.add(`${req.method} ${findTemplate(url.split('?')[0] ?? '')} ${res.statusCode}`);
      return end.apply(this, args);
    } as Response['end'];
    next();
  });
  app.use(inner);
  return { app, violations, seen };
}

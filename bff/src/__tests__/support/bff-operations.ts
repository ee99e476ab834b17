import { loadBffDocument } from '../../docs/openapi';

/*
 * The operations of bff.yaml and a request for each that passes the BFF's request validation (the smallest value
 * each schema accepts), for sweeps that must reach what runs after the validation (issue 20: the ownership guard).
 */
type Schema = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface BffOperation {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** The bff.yaml template, e.g. `/api/proposals/{transCode}/aml`. */
  path: string;
  parameters: Parameter[];
  /** The first media type of the request body, if any. */
  bodyType: string | undefined;
  bodySchema: Schema | undefined;
}

const document = loadBffDocument() as { paths: Record<string, Schema>; components: Record<string, Schema> };

function resolve<T>(node: T): T {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref) return node;
  const [, , group, name] = ref.split('/');
  return resolve((document.components[group!] as Schema)[name!] as T);
}

/** Every operation of bff.yaml, every method. */
export function bffOperations(): BffOperation[] {
  const found: BffOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const op = item[method] as
        | { parameters?: unknown[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
        | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map(
        (p) => resolve(p) as Parameter,
      );
      const content = resolve(op.requestBody)?.content ?? {};
      const bodyType = Object.keys(content)[0];
      found.push({
        method,
        path,
        parameters,
        bodyType,
        bodySchema: bodyType ? resolve(content[bodyType]!.schema) : undefined,
      });
    }
  }
  return found;
}

/** Strings tried, in order, for a string schema with a pattern: the first the pattern and lengths accept. */
const PATTERN_CANDIDATES = [
  'A1',
  'CH',
  'ABC',
  '0912345678',
  '202401',
  '2024-01-01',
  'data:image/png;base64,AA==',
];

/** The smallest value the schema accepts: required properties only, enum's first, minimum lengths. */
export function sampleOf(schema: Schema | undefined, where = 'body'): unknown {
  const s = resolve(schema) ?? {};
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...(s.allOf as Schema[]).map((part) => sampleOf(part, where)));
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return sampleOf((s[key] as Schema[])[0], where);
  }
  if (Array.isArray(s.enum)) return s.enum[0];
  const type = s.type ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(
        required.map((name) => [name, sampleOf(properties[name], `${where}/${name}`)]),
      );
    }
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, () => sampleOf(s.items as Schema, where));
    case 'integer':
    case 'number':
      return Number(s.minimum ?? 0);
    case 'boolean':
      return false;
    case 'string': {
      const min = Number(s.minLength ?? 0);
      const max = Number(s.maxLength ?? Infinity);
      const fits = (v: string) => v.length >= min && v.length <= max;
      if (typeof s.pattern !== 'string') return 'A'.repeat(Math.max(min, 1));
      const pattern = new RegExp(s.pattern);
      const value = PATTERN_CANDIDATES.find((v) => pattern.test(v) && fits(v));
      if (value === undefined) throw new Error(`${where}: no sample for pattern ${s.pattern}; add one`);
      return value;
    }
    default:
      throw new Error(`${where}: no sample for schema ${JSON.stringify(s)}`);
  }
}

/** The operation's URL with `values` for the named path parameters, samples for the others and required queries. */
export function sampleUrl(op: BffOperation, values: Record<string, string>): string {
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = values[p.name] ?? String(sampleOf(p.schema, `${p.in} ${p.name}`));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && p.required) query.append(p.name, value);
  }
  const q = query.toString();
  return q ? `${url}?${q}` : url;
}

/** Every method and path the app serves, as the route table registered them (Express's `:name` spelling). */
export function registeredRoutes(app: { operations(): { method: string; path: string }[] }): {
  method: string;
  path: string;
}[] {
  return app.operations().map(({ method, path }) => ({ method, path: path.replace(/\{(\w+)\}/g, ':$1') }));
}

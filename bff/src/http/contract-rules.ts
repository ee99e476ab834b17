import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { plainText } from '../legacy/quirks';
import { answerProjection, type Projection } from './answer-projection';

/**
 * How an answer of the core departs from legacy.yaml (issue 42): a required field `missing`, a value of another
 * `type` (or format, pattern, length), a value outside its `enum`, an `extra` field the document does not name, an
 * undocumented `status`, a `content-type` it does not list, or a `quirk` the document does not grant this operation
 * (an empty body where one was documented, the core's misspelt `erorrMsg`).
 */
export type ViolationKind = 'missing' | 'type' | 'enum' | 'extra' | 'status' | 'content-type' | 'quirk';

/** One departure: where (a JSON pointer into the answer, never a value of it) and what kind. */
export interface Finding {
  pointer: string;
  kind: ViolationKind;
}

/** The kinds where the BFF would have to guess: the answer is refused. An extra field is dropped, the rest kept. */
export const REFUSING_KINDS: ReadonlySet<ViolationKind> = new Set(['missing', 'type', 'enum', 'quirk']);

type Doc = Record<string, unknown>;
interface ResponseDoc {
  $ref?: string;
  content?: Record<string, unknown>;
  'x-empty-body'?: boolean;
}

/** One documented answer (a status, or `default`), compiled: its media types and the checks of its body. */
interface ResponseRule {
  /** An empty body is an answer here (x-empty-body, or no content documented). */
  emptyOk: boolean;
  media: ReadonlySet<string>;
  json?: {
    /** The schema with every described object closed: passing it, the answer conforms and has nothing extra. */
    closed: () => ValidateFunction;
    /** The schema as written, and the projection dropping what it does not name: for an answer `closed` refused. */
    validate: () => ValidateFunction;
    project: Projection;
  };
  text?: () => ValidateFunction;
}

/** One legacy.yaml operation: its name for the metric, and its answers by status. */
export interface OperationRule {
  operation: string;
  responses: ReadonlyMap<string, ResponseRule>;
}

const METHODS = ['get', 'post', 'put', 'delete'];
const JSON_TYPE = 'application/json';
const TEXT_TYPE = 'text/plain';

/** A JSON pointer token (RFC 6901). */
export const pointerToken = (key: string | number): string =>
  String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A copy of the document where every object schema that lists its `properties` (and says nothing of others, nor
 * combines schemas) allows no other: one ajv pass over a clean answer then also says it carries nothing extra.
 */
function closedCopy(document: Doc): Doc {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close);
    if (!node || typeof node !== 'object') return node;
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, close(v)])) as Doc;
    const combined = out.allOf ?? out.oneOf ?? out.anyOf;
    const described = out.properties && typeof out.properties === 'object';
    if (described && out.additionalProperties === undefined && !combined) out.additionalProperties = false;
    return out;
  };
  return close(document) as Doc;
}

/**
 * Every operation's answers of legacy.yaml, each compiled once with the ajv the BFF already validates its own
 * requests with: per documented JSON body a validator of the closed schema (the clean path: one pass, the answer
 * kept as it is), and for an answer it refuses the schema as written and the projection that drops the fields the
 * document does not name (http/answer-projection.ts); per plain-text body its validator. Keyed by `METHOD
 * /template`. `eager` compiles every validator now (production: some 600, a second or two); else each on the first
 * answer that needs it (a test file meets a few operations).
 */
export function compileContractRules(document: Doc, { eager = false } = {}): Map<string, OperationRule> {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  ajv.addSchema(document, 'legacy.yaml');
  const closedAjv = new Ajv({ allErrors: false, strict: false, validateFormats: false });
  closedAjv.addSchema(closedCopy(document), 'legacy.yaml');
  const components = document.components as Doc | undefined;
  const sharedResponses = (components?.responses ?? {}) as Record<string, ResponseDoc>;
  const rules = new Map<string, OperationRule>();
  for (const [template, item] of Object.entries((document.paths ?? {}) as Record<string, Doc>)) {
    for (const method of METHODS) {
      const op = item[method] as
        { operationId?: string; responses?: Record<string, ResponseDoc> } | undefined;
      if (!op) continue;
      const responses = new Map<string, ResponseRule>();
      for (const [status, declared] of Object.entries(op.responses ?? {})) {
        let response = declared;
        let base = ['paths', template, method, 'responses', status];
        if (response.$ref) {
          const name = response.$ref.split('/').pop() ?? '';
          response = sharedResponses[name] ?? {};
          base = ['components', 'responses', name];
        }
        const schemaAt = (media: string, from = ajv) => {
          const ref = `legacy.yaml#/${[...base, 'content', media, 'schema'].map(pointerToken).join('/')}`;
          let validate: ValidateFunction | undefined;
          const compiled = () => {
            validate ??= from.getSchema(ref);
            if (!validate) throw new Error(`legacy.yaml: no schema at ${ref}`);
            return validate;
          };
          if (eager) compiled();
          return compiled;
        };
        const content = (response.content ?? {}) as Record<string, { schema?: Doc }>;
        const json = content[JSON_TYPE]
          ? {
              closed: schemaAt(JSON_TYPE, closedAjv),
              validate: schemaAt(JSON_TYPE),
              project: answerProjection(content[JSON_TYPE].schema, components),
            }
          : undefined;
        responses.set(status, {
          emptyOk: Boolean(response['x-empty-body']) || !response.content,
          media: new Set(Object.keys(content)),
          json,
          text: content[TEXT_TYPE]?.schema ? schemaAt(TEXT_TYPE) : undefined,
        });
      }
      const operation = op.operationId ?? `${method.toUpperCase()} ${template}`;
      rules.set(`${method.toUpperCase()} ${template}`, { operation, responses });
    }
  }
  return rules;
}

/** The errorCode bodies the BFF reshapes itself (legacy-errors.ts, quirks.ts): 449 and the login's 516-519. */
const RESHAPED_CODES = new Set([449, 516, 517, 518, 519]);

function findingOf(e: ErrorObject): Finding {
  if (e.keyword === 'required')
    return {
      kind: 'missing',
      pointer: `${e.instancePath}/${pointerToken(String(e.params.missingProperty))}`,
    };
  if (e.keyword === 'additionalProperties')
    return {
      kind: 'extra',
      pointer: `${e.instancePath}/${pointerToken(String(e.params.additionalProperty))}`,
    };
  return { kind: e.keyword === 'enum' || e.keyword === 'const' ? 'enum' : 'type', pointer: e.instancePath };
}

/** The keys of an answer its projection dropped (the same value where the projection kept it whole). */
function dropped(raw: unknown, kept: unknown, at: string, out: Finding[]): void {
  if (raw === kept || !raw || !kept || typeof raw !== 'object' || typeof kept !== 'object') return;
  if (Array.isArray(raw)) {
    if (Array.isArray(kept)) raw.forEach((v, i) => dropped(v, kept[i], `${at}/${i}`, out));
    return;
  }
  const source = raw as Record<string, unknown>;
  const rest = kept as Record<string, unknown>;
  for (const key in source) {
    if (!(key in rest)) {
      out.push({ pointer: `${at}/${pointerToken(key)}`, kind: key === 'erorrMsg' ? 'quirk' : 'extra' });
      continue;
    }
    const value = source[key];
    if (value && typeof value === 'object' && value !== rest[key])
      dropped(value, rest[key], `${at}/${pointerToken(key)}`, out);
  }
}

/** An answer checked: the body the BFF goes on with (extra fields dropped) and what departed from the document. */
export interface Checked {
  body: unknown;
  findings: Finding[];
}

/**
 * Checks one answer against its operation's rule: the status (or `default`), the content type, then the body.
 * `parsed` is the body as legacy-errors.ts parsed it (an object or array for JSON, else the text).
 */
export function checkAnswer(
  rule: OperationRule,
  status: number,
  contentType: string,
  text: string,
  parsed: unknown,
): Checked {
  const body = parsed !== null && typeof parsed === 'object' ? parsed : undefined;
  // `default` is the error shape: a success status the operation does not document is a finding, never one.
  const success = status >= 200 && status < 300;
  const response =
    rule.responses.get(String(status)) ?? (success ? undefined : rule.responses.get('default'));
  if (!response) return { body, findings: [{ pointer: '', kind: 'status' }] };
  if (text.trim() === '') {
    return { body, findings: response.emptyOk ? [] : [{ pointer: '', kind: 'quirk' }] };
  }
  if (
    status === 200 &&
    RESHAPED_CODES.has((body as { errorCode?: unknown } | undefined)?.errorCode as number)
  )
    return { body, findings: [] };
  const findings: Finding[] = [];
  const media = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (response.media.size > 0 && !response.media.has(media))
    findings.push({ pointer: '', kind: 'content-type' });
  if (response.json && body !== undefined) {
    if (response.json.closed()(body)) return { body, findings };
    const validate = response.json.validate();
    const valid = validate(body);
    if (!valid) findings.push(...(validate.errors ?? []).map(findingOf));
    const kept = response.json.project(body);
    dropped(body, kept, '', findings);
    // The core's misspelt error field where another shape was documented (e.g. a list): named as what it is.
    if (!valid && 'erorrMsg' in body && !findings.some((f) => f.pointer === '/erorrMsg'))
      findings.push({ pointer: '/erorrMsg', kind: 'quirk' });
    return { body: kept, findings };
  }
  if (response.text) {
    if (!response.text()(plainText(text))) findings.push({ pointer: '', kind: 'type' });
    return { body, findings };
  }
  if (response.json) findings.push({ pointer: '', kind: 'type' });
  return { body, findings };
}

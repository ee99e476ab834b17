import type { NextFunction, Request, Response } from 'express';
import { state } from '../state';

/** How the core's answer drifts from legacy.yaml (issue 42): a field, the whole body, or its content type. */
export const DRIFT_MUTATIONS = [
  'drop-field',
  'change-type',
  'rename-field',
  'add-field',
  'erorrMsg',
  'empty-body',
  'html-error',
  'wrong-content-type',
] as const;
export type DriftMutation = (typeof DRIFT_MUTATIONS)[number];

/** The field mutations: they name a field by a JSON pointer (`*` for every element of an array). */
export const FIELD_MUTATIONS: ReadonlySet<DriftMutation> = new Set([
  'drop-field',
  'change-type',
  'rename-field',
  'add-field',
]);

export const DRIFT_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export interface Drift {
  method: (typeof DRIFT_METHODS)[number];
  /** A request path, or a legacy.yaml template (`/public/parmd/{type}`). */
  path: string;
  mutation: DriftMutation;
  /** The field (RFC 6901; `*` = each element) of drop, change-type, rename and add; `""` (change-type): the body. */
  pointer?: string;
  /** rename-field: the new name. */
  to?: string;
  /** add-field: the value (default `"drift"`); change-type: the value instead of the default one of another type. */
  value?: unknown;
  /** erorrMsg: the text of the misspelt field. */
  message?: string;
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** A value of another JSON type than `value`: a string becomes a number, anything else a string. */
function otherType(value: unknown): unknown {
  return typeof value === 'string' ? 42 : JSON.stringify(value ?? null);
}

const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

/** Applies a field mutation at the pointer's last token of every container the pointer's head reaches. */
function mutateAt(node: unknown, tokens: string[], drift: Drift): void {
  if (node === null || typeof node !== 'object') return;
  const [head, ...rest] = tokens;
  if (head === undefined) return;
  const container = node as Record<string, unknown>;
  const keys = head === '*' && Array.isArray(node) ? node.map((_v, i) => String(i)) : [head];
  for (const key of keys) {
    if (rest.length > 0) {
      mutateAt(container[key], rest, drift);
      continue;
    }
    if (drift.mutation === 'add-field') container[key] = drift.value ?? 'drift';
    if (!(key in container)) continue;
    if (drift.mutation === 'drop-field') delete container[key];
    if (drift.mutation === 'change-type')
      container[key] = drift.value !== undefined ? drift.value : otherType(container[key]);
    if (drift.mutation === 'rename-field' && drift.to) {
      container[drift.to] = container[key];
      delete container[key];
    }
  }
}

const isJson = (res: Response) => /json/i.test(String(res.getHeader('content-type') ?? ''));

/** The answer `send` is given, drifted; the body mutations replace it, the field mutations change JSON only. */
function drifted(res: Response, body: unknown, drift: Drift): unknown {
  switch (drift.mutation) {
    case 'erorrMsg':
      res.type('application/json');
      return JSON.stringify({ erorrMsg: drift.message ?? '系統發生錯誤' });
    case 'empty-body':
      return '';
    case 'html-error':
      res.type('text/html');
      return HTML_PAGE;
    case 'wrong-content-type':
      res.type(isJson(res) ? 'text/html' : 'application/json');
      return body;
    default: {
      if (!isJson(res) || (typeof body !== 'string' && !Buffer.isBuffer(body))) return body;
      const parsed = JSON.parse(String(body)) as unknown;
      const tokens = tokensOf(drift.pointer ?? '');
      if (tokens.length === 0)
        return drift.mutation === 'change-type' ? JSON.stringify(drift.value ?? otherType(parsed)) : body;
      mutateAt(parsed, tokens, drift);
      return JSON.stringify(parsed);
    }
  }
}

function pathMatches(template: string, path: string): boolean {
  if (!template.includes('{')) return template === path;
  const source = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The drifts of POST /__mock/drift (issue 42): each successful (2xx) answer of a matching call is changed as the
 * drift says before it is sent: a field dropped, of another type, renamed or added, or the whole answer the core's
 * `erorrMsg`, an empty body, an HTML error page, or its body under another content type. The call is handled as
 * ever; only what it answers drifts.
 */
export function drift(req: Request, res: Response, next: NextFunction): void {
  const matching = state.drifts.filter((d) => d.method === req.method && pathMatches(d.path, req.path));
  if (matching.length === 0) return next();
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    res.send = send;
    if (res.statusCode < 200 || res.statusCode > 299) return send(body);
    let text = body;
    if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) {
      if (!res.get('content-type')) res.type('application/json');
      text = JSON.stringify(body);
    }
    return send(matching.reduce((current, d) => drifted(res, current, d), text));
  }) as Response['send'];
  next();
}

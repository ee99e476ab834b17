import { BASE } from './logger';

/** What the request line says of one answer, in the line's order (http/request-log.ts; the bench's floor too). */
export interface RequestLineFields {
  reqId: string;
  traceId: string;
  method: string;
  /** Sanitised (sanitizeUrl): no query value outside LOGGED_QUERY_KEYS. */
  url: string;
  clientRequestId?: string;
  route?: string;
  userCode?: string;
  statusCode: number;
  responseTime: number;
  legacyMs: number;
  legacyCalls: number;
  /** The client went away before the answer was written. */
  aborted?: boolean;
}

/** What JSON must escape in a string: the quote, the backslash, control characters, and (lone) surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON must escape
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** A string as JSON writes it: quoted as it is when nothing in it needs escaping (ids, paths), else JSON.stringify. */
const json = (text: string) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`);
const optional = (key: string, text: string | undefined) =>
  text === undefined ? '' : `,"${key}":${json(text)}`;

/** pino's numeric levels (pino.levels.values): a failed answer (5xx) is a warning, every other one information. */
const INFO = 30;
const WARN = 40;
const base = JSON.stringify(BASE).slice(1, -1);

/**
 * The request line, byte for byte the line pino writes for `logger.info({ reqId, traceId, req: { id, method, url },
 * clientRequestId, route, userCode, res: { statusCode }, responseTime, legacyMs, legacyCalls, aborted }, 'request')`
 * (or `warn`, 'request failed', for a 5xx) from the BFF's logger: level, epoch time, the logger's base, the fields in
 * that order with undefined ones left out, msg. Made as one string, with no object and no `JSON.stringify` walk: the
 * line every answer writes (issue 25). Its fields are chosen, so it needs no redaction.
 */
export function requestLine(f: RequestLineFields, time = Date.now()): string {
  const failed = f.statusCode >= 500;
  return (
    `{"level":${failed ? WARN : INFO},"time":${time},${base},"reqId":${json(f.reqId)},"traceId":${json(f.traceId)},` +
    `"req":{"id":${json(f.reqId)},"method":${json(f.method)},"url":${json(f.url)}}` +
    `${optional('clientRequestId', f.clientRequestId)}${optional('route', f.route)}${optional('userCode', f.userCode)},` +
    `"res":{"statusCode":${f.statusCode}},"responseTime":${f.responseTime},"legacyMs":${f.legacyMs},` +
    `"legacyCalls":${f.legacyCalls}${f.aborted ? ',"aborted":true' : ''},"msg":"${failed ? 'request failed' : 'request'}"}\n`
  );
}

/** The same answer as the object pino would be given (for a logger the BFF did not make: tests, tools). */
export function requestLineObject(f: RequestLineFields): object {
  return {
    reqId: f.reqId,
    traceId: f.traceId,
    req: { id: f.reqId, method: f.method, url: f.url },
    clientRequestId: f.clientRequestId,
    route: f.route,
    userCode: f.userCode,
    res: { statusCode: f.statusCode },
    responseTime: f.responseTime,
    legacyMs: f.legacyMs,
    legacyCalls: f.legacyCalls,
    aborted: f.aborted ? true : undefined,
  };
}

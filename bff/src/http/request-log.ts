import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { destinationOf, sanitizeUrl } from '../common/logger';
import { requestLine, requestLineObject, type RequestLineFields } from '../common/request-line';
import { METRICS_PATH, type Metrics } from './metrics';
import { clientRequestId, newRequestId, REQUEST_ID_HEADER } from './request-id';
import { traceContext, type TraceContext } from './trace-context';
import { ScopedLog } from '../common/scoped-log';
import type { LegacyTiming } from '../legacy/legacy-client';

interface RequestTiming extends LegacyTiming {
  readonly started: number;
}

declare module 'http' {
  interface IncomingMessage {
    /** The BFF-made request id: `X-Request-Id`, every error envelope, every log line of the request. */
    id: string;
    /** Logs with this request's id and trace id (no pino child per request). */
    log: ScopedLog;
    /** The W3C trace this request belongs to (the browser's traceparent, or one started here). */
    trace: TraceContext;
    timing: RequestTiming;
    /** The bff.yaml path of the operation the route table matched: the log's and the metrics' route. */
    routeTemplate?: string;
  }
}

const NOT_LOGGED = '/healthz';
/** The route label of an answer no route took (a 404, a refusal before routing): never the raw URL. */
const NO_ROUTE = 'unmatched';

/**
 * Gives every request its id, logger and legacy timing, and writes ONE JSON line when the answer is done (or the
 * client went away): id, method, sanitised URL, full route pattern, status, duration, legacy time and call count,
 * user code. Nothing is built when the level filters the line out: at `warn` only failures (5xx) are written, at
 * `error` and above nothing is registered at all. The same point observes the request's metrics (route template,
 * status, duration): no other per-request hook.
 */
export function requestLog(logger: Logger, metrics?: Metrics): RequestHandler {
  // The line is made of chosen fields only (no header, no body; the URL's secrets blanked by sanitizeUrl), so it is
  // written without the logger's redaction: made whole (common/request-line.ts) into the logger's destination.
  // Another logger (a test's) is given the same fields through a child made once, never one per request.
  const out = destinationOf(logger);
  const lines = logger.child({}, { redact: [] });

  function writeRequestLine(this: Response) {
    const req = this.req;
    const status = this.statusCode;
    const failed = status >= 500;
    const { started, legacyMs, legacyCalls } = req.timing;
    const elapsed = performance.now() - started;
    // The bff.yaml path the route table matched; else the pattern of an Express route (the SPA, /healthz).
    const route =
      req.routeTemplate ??
      (req.route?.path === undefined ? undefined : `${req.baseUrl}${String(req.route.path)}`);
    metrics?.observeRequest(req.method, route ?? NO_ROUTE, status, elapsed / 1000);
    if (!failed && !lines.isLevelEnabled('info')) return;
    const fields: RequestLineFields = {
      reqId: req.id,
      traceId: req.trace.traceId,
      method: req.method,
      url: sanitizeUrl(req.originalUrl),
      clientRequestId: clientRequestId(req),
      route,
      userCode: req.session?.auth?.userCode,
      statusCode: status,
      responseTime: Math.round(elapsed),
      legacyMs,
      legacyCalls,
      aborted: !this.writableFinished,
    };
    if (out) out.write(requestLine(fields));
    else if (failed) lines.warn(requestLineObject(fields), 'request failed');
    else lines.info(requestLineObject(fields), 'request');
  }

  return (req, res, next) => {
    const id = newRequestId();
    req.id = id;
    req.trace = traceContext(req);
    req.log = new ScopedLog(logger, id, req.trace.traceId);
    req.timing = { started: performance.now(), legacyMs: 0, legacyCalls: 0 };
    res.set(REQUEST_ID_HEADER, id);
    // 'close' comes once per answer (so `on`, without `once`'s wrapper): after 'finish', or alone when the client
    // went away first.
    if ((metrics || lines.isLevelEnabled('warn')) && req.url !== NOT_LOGGED && req.url !== METRICS_PATH)
      res.on('close', writeRequestLine);
    next();
  };
}

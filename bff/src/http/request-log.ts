import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import onHeaders from 'on-headers';
import { pinoHttp } from 'pino-http';
import { sanitizeUrl } from '../common/logger';
import { METRICS_PATH, type Metrics } from './metrics';
import { clientRequestId, newRequestId, REQUEST_ID_HEADER } from './request-id';
import { traceContext, type TraceContext } from './trace-context';
import { coreBusyMs, newLegacyTiming, type LegacyTiming } from '../legacy/core-time';

interface RequestTiming extends LegacyTiming {
  readonly started: number;
}

declare module 'http' {
  interface IncomingMessage {
    /** The W3C trace this request belongs to (the browser's traceparent, or one started here). */
    trace: TraceContext;
    timing: RequestTiming;
    /** The bff.yaml path of the operation the route table matched: the log's and the metrics' route. */
    routeTemplate?: string;
  }
}

const NOT_LOGGED = new Set(['/healthz', METRICS_PATH]);
/** The route label of an answer no route took (a 404, a refusal before routing): never the raw URL. */
const NO_ROUTE = 'unmatched';

/** The bff.yaml path the route table matched; else the pattern of an Express route (the SPA, /healthz). */
function routeOf(req: IncomingMessage): string | undefined {
  const r = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  return (
    req.routeTemplate ??
    (r.route?.path === undefined ? undefined : `${r.baseUrl ?? ''}${String(r.route.path)}`)
  );
}

/**
 * `Server-Timing: core;dur=<ms>, app;dur=<ms>` (issue 43 Deliver 6): the core's time (the time any core call of the
 * request was in flight, up to its answer's last byte, or a streamed one's headers: calls in parallel count once) and
 * the BFF's own (the rest: reading and checking the core's answers, Redis, PostgreSQL, the event loop's queue), in
 * milliseconds up to the head; browsers' devtools, the soak and ops read where an answer's time went.
 */
export function serverTiming(timing: RequestTiming, now = performance.now()): string {
  const total = now - timing.started;
  const core = coreBusyMs(timing, now);
  return `core;dur=${Math.round(core)}, app;dur=${(total - core).toFixed(1)}`;
}

/** What the line says of the answer, besides pino-http's `res` and `responseTime`. */
function answerFields(req: IncomingMessage, res: ServerResponse) {
  return {
    // Express's req.ip: the socket's address, or the X-Forwarded-For hop TRUST_PROXY trusts (issue 43 Deliver 5).
    clientIp: (req as IncomingMessage & { ip?: string }).ip,
    clientRequestId: clientRequestId(req),
    route: routeOf(req),
    userCode: (req as IncomingMessage & { session?: { auth?: { userCode?: string } } }).session?.auth
      ?.userCode,
    legacyMs: req.timing.legacyMs,
    legacyCalls: req.timing.legacyCalls,
    aborted: res.writableFinished ? undefined : true,
  };
}

/**
 * Gives every request its id (`X-Request-Id`, every error envelope, every log line of the request), trace and legacy
 * timing; pino-http gives it its child logger (`req.log`: the request's `req`, `reqId` and `traceId` bound once, the
 * same child that writes the request line, no second one made here), and writes ONE line when
 * the answer is done (or the client went away): id, method, sanitised URL (sanitizeUrl), route template, status,
 * duration, legacy time and call count, user code, client IP (as `trust proxy` decides); the BFF's logger adds
 * hostname, pid and the portal's version to every line (common/logger.ts BASE); a 5xx at warn ('request failed'), else info ('request'). pino's
 * redaction applies to every line. The same point observes the request's metrics. /healthz and /metrics write none.
 */
export function requestLog(logger: Logger, metrics?: Metrics): RequestHandler {
  const lines = pinoHttp({
    logger,
    // The id made below; pino-http only reads it.
    genReqId: (req) => req.id,
    customProps: (req) => ({ reqId: req.id, traceId: req.trace.traceId }),
    // The serializers read the request and the response themselves (pino-http's documented option): no full view of
    // each (every header, the remote address) built first only to be thrown away.
    wrapSerializers: false,
    serializers: {
      // The URL as the client sent it (Express's originalUrl; the serializer runs before any router trims req.url).
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: sanitizeUrl(req.originalUrl ?? req.url ?? ''),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, line) => ({ ...line, ...answerFields(req, res) }),
    // The status says what failed; the error itself is logged where it happened.
    customErrorObject: (req, res, _err, line) => ({
      res: line.res,
      responseTime: line.responseTime,
      ...answerFields(req, res),
    }),
    autoLogging: { ignore: (req) => NOT_LOGGED.has(req.url ?? '') },
  });

  return (req, res, next) => {
    const id = newRequestId();
    req.id = id;
    req.trace = traceContext(req);
    req.timing = { started: performance.now(), ...newLegacyTiming() };
    res.set(REQUEST_ID_HEADER, id);
    // Set as the head goes out (on-headers: the status and every header are decided, the body not yet sent).
    if (req.url.startsWith('/api'))
      onHeaders(res, () => res.setHeader('Server-Timing', serverTiming(req.timing)));
    if (metrics && !NOT_LOGGED.has(req.url))
      res.once('close', () =>
        metrics.observeRequest(
          req.method,
          routeOf(req) ?? NO_ROUTE,
          res.statusCode,
          (performance.now() - req.timing.started) / 1000,
        ),
      );
    lines(req, res, next);
  };
}

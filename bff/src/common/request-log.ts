import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { sanitizeUrl } from './logger';
import { clientRequestId, newRequestId, REQUEST_ID_HEADER } from './request-id';
import { ScopedLog } from './scoped-log';

/** The legacy calls of one request, summed by the legacy client for the request line. */
export interface LegacyTiming {
  legacyMs: number;
  legacyCalls: number;
}

interface RequestTiming extends LegacyTiming {
  readonly started: number;
}

declare module 'http' {
  interface IncomingMessage {
    /** The BFF-made request id: `X-Request-Id`, every error envelope, every log line of the request. */
    id: string;
    /** Logs with this request's id (no pino child per request). */
    log: ScopedLog;
    timing: RequestTiming;
  }
}

const NOT_LOGGED = '/healthz';

/**
 * Gives every request its id, logger and legacy timing, and writes ONE JSON line when the answer is done (or the
 * client went away): id, method, sanitised URL, full route pattern, status, duration, legacy time and call count,
 * user code. Nothing is built when the level filters the line out: at `warn` only failures (5xx) are written, at
 * `error` and above nothing is registered at all. The line holds no request header or body, so the logger's
 * redaction has nothing to find in it; the URL's secrets are blanked by `sanitizeUrl`.
 */
export function requestLog(logger: Logger): RequestHandler {
  function writeRequestLine(this: Response) {
    const req = this.req;
    const status = this.statusCode;
    const failed = status >= 500;
    if (!failed && !logger.isLevelEnabled('info')) return;
    const { started, legacyMs, legacyCalls } = req.timing;
    const line = {
      reqId: req.id,
      req: { id: req.id, method: req.method, url: sanitizeUrl(req.originalUrl) },
      clientRequestId: clientRequestId(req),
      route: req.route?.path === undefined ? undefined : `${req.baseUrl}${String(req.route.path)}`,
      userCode: req.session?.auth?.userCode,
      res: { statusCode: status },
      responseTime: Math.round(performance.now() - started),
      legacyMs,
      legacyCalls,
      aborted: this.writableFinished ? undefined : true,
    };
    if (failed) logger.warn(line, 'request failed');
    else logger.info(line, 'request');
  }

  return (req, res, next) => {
    const id = newRequestId();
    req.id = id;
    req.log = new ScopedLog(logger, id);
    req.timing = { started: performance.now(), legacyMs: 0, legacyCalls: 0 };
    res.setHeader(REQUEST_ID_HEADER, id);
    // 'close' comes once per answer: after 'finish', or alone when the client went away first.
    if (req.url !== NOT_LOGGED && logger.isLevelEnabled('warn')) res.once('close', writeRequestLine);
    next();
  };
}

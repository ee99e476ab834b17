import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type Redis from 'ioredis';
import { errorMessages, REQUEST_ID_LABEL } from '@agent-portal/contracts/messages';
import { AppError, CoreSessionGone, envelope } from '../common/app-error';
import { escapeHtml } from '../common/escape-html';
import { isRedisUnavailable } from '../common/redis-failure';
import type { Metrics } from './metrics';
import { dropLoginAfterCore401 } from '../session/guards';

interface HttpishError {
  status?: number;
  statusCode?: number;
  errors?: { path?: string; message?: string }[];
}

/** Client errors raised below the routers (body parser, OpenAPI validator) that keep their own status and code. */
const OWN_CODE: Partial<Record<number, keyof typeof errorMessages>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function classify(err: unknown, redis: Redis | null, req: Request, metrics?: Metrics): AppError {
  if (err instanceof AppError) return err;
  if (isRedisUnavailable(err, redis)) {
    metrics?.redisCommandFailed();
    req.log?.warn({ err }, 'session store unavailable');
    return new AppError(503, 'SESSION_STORE_DOWN');
  }
  const e = err as HttpishError;
  const httpStatus = e?.status ?? e?.statusCode;
  if (httpStatus && httpStatus >= 400 && httpStatus < 500) {
    const details = e.errors?.map((x) => `${x.path ?? ''} ${x.message ?? ''}`.trim());
    const own = OWN_CODE[httpStatus];
    return own
      ? new AppError(httpStatus, own, errorMessages[own], details)
      : new AppError(400, 'VALIDATION_FAILED', errorMessages.VALIDATION_FAILED, details);
  }
  req.log?.error({ err }, 'unhandled error');
  return new AppError(500, 'SERVER_BUSY');
}

/**
 * A top-level navigation of the browser (a case's PDF opened in a tab of its own, spec 2 §7): the agent reads the
 * answer as a page, so a failure is a page too, with the envelope's message and request id.
 */
const isNavigation = (req: Request) => req.get('sec-fetch-dest') === 'document';

function errorPage(requestId: string, failure: AppError): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(failure.message)}</title></head><body><h1>${escapeHtml(failure.message)}</h1><p>${REQUEST_ID_LABEL}${escapeHtml(requestId)}</p></body></html>`;
}

/**
 * The one place that turns any failure into the error envelope (with the request id). Never answers 500 for bad
 * input; Redis trouble is 503 SESSION_STORE_DOWN.
 */
export function errorHandler(redis: Redis | null, metrics?: Metrics): ErrorRequestHandler {
  return async (err, req, res, _next) => {
    const failure = classify(err, redis, req, metrics);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof CoreSessionGone) await dropLoginAfterCore401(req);
    if (failure.headers) res.set(failure.headers);
    if (isNavigation(req)) {
      res
        .status(failure.status)
        .type('html')
        .send(errorPage(String(req.id), failure));
      return;
    }
    res
      .status(failure.status)
      .json(
        envelope(
          String(req.id),
          failure.status,
          failure.code,
          failure.message,
          failure.details,
          failure.fields,
        ),
      );
  };
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, 'NOT_FOUND'));
};

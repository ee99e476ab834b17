import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorMessages } from '@agent-portal/contracts/messages';
import { AppError, CoreSessionGone, envelope } from './app-error';
import { dropLoginAfterCore401 } from '../session/guards';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  errors?: { path?: string; message?: string }[];
}

function isRedisError(err: unknown): boolean {
  const e = err as { name?: string; message?: string; code?: string };
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    /Stream isn't writeable|Connection is closed|enableOfflineQueue|Command timed out|ECONNREFUSED.*6379/.test(
      e?.message ?? '',
    )
  );
}

/** The one place that turns any failure into the error envelope. Never answers 500 for bad input. */
export const errorHandler: ErrorRequestHandler = async (err, req, res, _next) => {
  let status: number;
  let code: string;
  let message: string;
  let details: string[] | undefined;
  if (err instanceof AppError) {
    ({ status, code, message, details } = err);
  } else if (isRedisError(err)) {
    status = 503;
    code = 'SESSION_STORE_DOWN';
    message = errorMessages.SESSION_STORE_DOWN;
  } else {
    const e = err as HttpishError;
    const httpStatus = e?.status ?? e?.statusCode;
    if (httpStatus && httpStatus >= 400 && httpStatus < 500) {
      status = httpStatus === 413 || httpStatus === 415 || httpStatus === 405 ? httpStatus : 400;
      code = httpStatus === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      status = httpStatus === 404 ? 404 : status;
      message = httpStatus === 404 ? errorMessages.NOT_FOUND : errorMessages.VALIDATION_FAILED;
      details = e.errors?.map((x) => `${x.path ?? ''} ${x.message ?? ''}`.trim());
    } else {
      status = 500;
      code = 'SERVER_BUSY';
      message = errorMessages.SERVER_BUSY;
      req.log?.error({ err }, 'unhandled error');
    }
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  if (err instanceof CoreSessionGone) await dropLoginAfterCore401(req);
  if (err instanceof AppError && err.headers) res.set(err.headers);
  res.status(status).json(envelope(status, code, message, details));
};

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, 'NOT_FOUND'));
};

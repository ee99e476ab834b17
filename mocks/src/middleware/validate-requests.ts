import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';

/** contracts/openapi/legacy.yaml, from src/ (tsx, jest) and from dist/ alike. */
export const LEGACY_SPEC = path.resolve(__dirname, '../../../contracts/openapi/legacy.yaml');

interface ValidationProblem {
  status?: number;
  errors?: { path?: string; message?: string }[];
}

/**
 * Checks every request (path, method, query, body) against legacy.yaml, as a strict core would; responses are
 * checked by the mock's own tests. Bodies must be parsed first (JSON and form-encoded). Paths the document does
 * not know fall through to the mock's own 404; /__mock is never checked.
 */
export function validateRequests(): RequestHandler[] {
  if (!existsSync(LEGACY_SPEC)) throw new Error(`legacy.yaml not found at ${LEGACY_SPEC}`);
  return [
    bodilessAsEmpty,
    ...OpenApiValidator.middleware({
      apiSpec: LEGACY_SPEC,
      validateRequests: true,
      validateResponses: false,
      validateSecurity: false,
      ignoreUndocumented: true,
      fileUploader: false,
      ignorePaths: /^\/__mock(\/|$)/,
    }),
  ];
}

/**
 * A POST without any body (e.g. `/logout` with no form) has no content type, which the validator calls an
 * unsupported media type even where the body is optional. Such a request is read as an empty JSON body, so a
 * required body is still refused as missing.
 */
const bodilessAsEmpty: RequestHandler = (req, _res, next) => {
  const length = req.headers['content-length'];
  const bodiless = (length === undefined || length === '0') && !req.headers['transfer-encoding'];
  if (bodiless && !req.headers['content-type']) req.headers['content-type'] = 'application/json';
  next();
};

/** A request legacy.yaml refuses: 400 `{message}`, the legacy's own error shape, naming what did not fit. */
export const requestMismatch: ErrorRequestHandler = (err: ValidationProblem, _req, res, next) => {
  if (!Array.isArray(err?.errors) || !err.status || err.status >= 500) return next(err);
  const details = err.errors.map((e) => `${e.path ?? ''} ${e.message ?? ''}`.trim()).join('; ');
  res.status(400).json({ message: `傳送資料格式錯誤: ${details}` });
};

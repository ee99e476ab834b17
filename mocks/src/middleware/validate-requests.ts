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
 * not know fall through to the mock's own 404; /__mock is never checked. A request without a body passes only
 * where the operation says `requestBody.required: false` explicitly (the validator reads a missing one as true).
 */
export function validateRequests(): RequestHandler[] {
  if (!existsSync(LEGACY_SPEC)) throw new Error(`legacy.yaml not found at ${LEGACY_SPEC}`);
  return OpenApiValidator.middleware({
    apiSpec: LEGACY_SPEC,
    validateRequests: true,
    validateResponses: false,
    validateSecurity: false,
    ignoreUndocumented: true,
    fileUploader: false,
    ignorePaths: /^\/__mock(\/|$)/,
  });
}

/** A request legacy.yaml refuses: 400 `{message}`, the legacy's own error shape, naming what did not fit. */
export const requestMismatch: ErrorRequestHandler = (err: ValidationProblem, _req, res, next) => {
  if (!Array.isArray(err?.errors) || !err.status || err.status >= 500) return next(err);
  const details = err.errors.map((e) => `${e.path ?? ''} ${e.message ?? ''}`.trim()).join('; ');
  res.status(400).json({ message: `傳送資料格式錯誤: ${details}` });
};

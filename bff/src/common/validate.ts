import type { Request, RequestHandler } from 'express';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { AppError } from './app-error';

/** The one yup → envelope mapping: 400 VALIDATION_FAILED with the schema's zh-TW messages. */
export function validationFailure(err: unknown): AppError {
  // A value of the wrong type can make a transform throw before yup reports it: still the caller's fault.
  if (!(err instanceof ValidationError)) return new AppError(400, 'VALIDATION_FAILED');
  return new AppError(400, 'VALIDATION_FAILED', err.errors[0], err.errors);
}

/** Runs a shared yup schema (the same one the web form uses) and answers the cast value, or throws the 400. */
export async function validated<S extends AnySchema>(
  schema: S,
  value: unknown,
  context?: object,
): Promise<InferType<S>> {
  try {
    return await schema.validate(value, { abortEarly: false, context });
  } catch (err) {
    throw validationFailure(err);
  }
}

/**
 * The same, synchronously (yup's `validateSync`), for a schema with no async test, such as the type and length
 * check every draft save runs: no promise per field and test on the autosave's path.
 */
export function validatedSync<S extends AnySchema>(
  schema: S,
  value: unknown,
  context?: object,
): InferType<S> {
  try {
    return schema.validateSync(value, { abortEarly: false, context });
  } catch (err) {
    throw validationFailure(err);
  }
}

/**
 * Runs a shared yup schema on the body before the core is called; the body is replaced by the cast value (e.g. the
 * employee number upper-cased and half-width). Failures: 400 with the messages.
 */
export function validateBody(
  schema: AnySchema,
  context?: (req: Request) => Record<string, unknown>,
): RequestHandler {
  return async (req, _res, next) => {
    req.body = await validated(schema, req.body, context?.(req));
    next();
  };
}

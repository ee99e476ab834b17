import type { Request, RequestHandler } from 'express';
import { ValidationError, type AnySchema } from 'yup';
import { AppError } from './app-error';

/**
 * Runs a shared yup schema (the same one the web form uses) on the body before the core is called; the body is
 * replaced by the cast value (e.g. the employee number upper-cased and half-width). Failures: 400 with the messages.
 */
export function validateBody(
  schema: AnySchema,
  context?: (req: Request) => Record<string, unknown>,
): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.body = await schema.validate(req.body, { abortEarly: false, context: context?.(req) });
      next();
    } catch (err) {
      // A value of the wrong type can make a transform throw before yup reports it: still the caller's fault.
      if (!(err instanceof ValidationError)) return next(new AppError(400, 'VALIDATION_FAILED'));
      next(new AppError(400, 'VALIDATION_FAILED', err.errors[0], err.errors));
    }
  };
}

import { ValidationError, type ISchema } from 'yup';

/** Every message a schema reports for a value (empty when it passes). */
export async function errorsOf(
  schema: ISchema<unknown>,
  value: unknown,
  context?: object,
): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

/** Message per path of a failed object validation. */
export async function errorsByPath(schema: ISchema<unknown>, value: unknown, context?: object) {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const out: Record<string, string[]> = {};
    for (const e of err.inner) (out[e.path ?? ''] ??= []).push(e.message);
    return out;
  }
}

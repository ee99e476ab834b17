import { ApiError } from '@/lib/api-error';

/**
 * Runs a row action's call. A refusal the api client has already shown (the envelope's alert) ends the action,
 * noted on the console with its request id; anything else is a bug and is thrown on.
 */
export async function settle<T>(action: string, call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    console.warn(`proposal ${action} refused`, e.body.code, e.body.requestId);
    return undefined;
  }
}

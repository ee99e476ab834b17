import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@agent-portal/contracts/generated/bff';
import { ApiError, noResponseBody, toErrorBody, type ErrorBody } from './api-error';
import { showErrorAlert, showNotice } from './alerts';
import { followBusinessClock } from './dayjs';
import { decideErrorAction, type ErrorPolicy } from './error-policy';
import { redirectToLogin } from './navigation';
import { notifySessionActivity } from './session-activity';

export type { ErrorPolicy } from './error-policy';

/**
 * How one call's outcome is handled; each feature's api file says it at the call (lib knows no feature URL).
 * - `errors`: `default` = the global catalogue of spec 1 §8 (alert, reload, 401 → login); `inline` = the caller
 *   shows the error itself (login steps, dialogs); `silent` = never shown (background calls).
 * - `slides`: a success restarts the session countdown (false for a call that does not slide the BFF session).
 */
export interface CallPolicy {
  errors: ErrorPolicy;
  slides: boolean;
}

export type ApiClient = Client<paths>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function handle(error: ErrorBody, policy: ErrorPolicy): void {
  const action = decideErrorAction(error, policy);
  if (action.kind === 'login-redirect') redirectToLogin();
  else if (action.kind === 'alert') showErrorAlert(action);
  else if (action.kind === 'notice') showNotice(action);
}

/** The envelope of a failed answer; a body that is not JSON (a proxy's HTML page) leaves the status to decide. */
async function errorJson(response: Response): Promise<unknown> {
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  return isJson ? response.clone().json() : null;
}

function portalMiddleware({ errors, slides }: CallPolicy): Middleware {
  return {
    onRequest({ request }) {
      if (!SAFE_METHODS.has(request.method)) request.headers.set('X-CSRF', '1');
      return request;
    },
    async onResponse({ response }) {
      const clockOffset = response.headers.get('X-Clock-Offset-Ms');
      if (clockOffset !== null) followBusinessClock(Number(clockOffset));
      if (response.ok) {
        if (slides) notifySessionActivity();
        return undefined;
      }
      handle(toErrorBody(await errorJson(response), response.status, new Date()), errors);
      return undefined;
    },
    onError({ error }) {
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      const body = noResponseBody(new Date());
      handle(body, errors);
      return new ApiError(body);
    },
  };
}

const clients = new Map<string, ApiClient>();

/**
 * The BFF client for calls with this policy (one client per policy, made once). An absolute base keeps
 * Request() happy outside a browser page (tests); the SPA calls its own origin.
 */
export function api(policy: Partial<CallPolicy> = {}): ApiClient {
  const full: CallPolicy = { errors: policy.errors ?? 'default', slides: policy.slides ?? true };
  const key = `${full.errors}:${String(full.slides)}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
    client.use(portalMiddleware(full));
    clients.set(key, client);
  }
  return client;
}

/** The client of ordinary calls: global alerts, 401 → login, a success slides the session countdown. */
export const apiClient = api();

/** The data of a call, or an `ApiError` carrying the envelope (already shown by the middleware if global). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw new ApiError(toErrorBody(error, response.status, new Date()));
}

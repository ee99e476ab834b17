import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@agent-portal/contracts/generated/bff';
import { ApiError, noResponseBody, toErrorBody, type ErrorBody } from './api-error';
import { showErrorAlert, showNotice } from './alerts';
import { decideErrorAction, type ErrorContext } from './error-policy';
import { redirectToLogin } from './navigation';
import { notifySessionActivity } from './session-activity';

/** The login steps: their forms show every error themselves, a 401 included. */
const LOGIN_CALLS: ReadonlySet<string> = new Set([
  '/api/auth/captcha',
  '/api/auth/login',
  '/api/auth/otp',
  '/api/auth/otp/verify',
  '/api/auth/roles',
  '/api/auth/role',
  // The reset-password dialog and the remote-login entry show their errors themselves too.
  '/api/auth/password/verify',
  '/api/auth/password/otp',
  '/api/auth/password/reset',
  '/api/auth/password/expiry-mail',
  '/api/auth/remote',
  // The consent landing shows an empty answer (404) as its own error page.
  '/api/public/consent',
]);

/** Background calls: a failure is never shown (and never reloads the page). */
const SILENT_CALLS: ReadonlySet<string> = new Set([
  '/api/public/version',
  '/api/access-log',
  '/api/auth/session',
]);

/** Calls that do not slide the BFF session (their success must not restart the countdown). */
const NON_SLIDING_CALLS: ReadonlySet<string> = new Set(['/api/auth/session']);

function contextOf(schemaPath: string): ErrorContext {
  if (SILENT_CALLS.has(schemaPath)) return 'silent';
  return LOGIN_CALLS.has(schemaPath) ? 'login' : 'default';
}

function handle(error: ErrorBody, context: ErrorContext): void {
  const action = decideErrorAction(error, context);
  if (action.kind === 'login-redirect') redirectToLogin();
  else if (action.kind === 'alert') showErrorAlert(action);
  else if (action.kind === 'notice') showNotice(action);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const portalMiddleware: Middleware = {
  onRequest({ request }) {
    if (!SAFE_METHODS.has(request.method)) request.headers.set('X-CSRF', '1');
    return request;
  },
  async onResponse({ response, schemaPath }) {
    if (response.ok) {
      if (!NON_SLIDING_CALLS.has(schemaPath)) notifySessionActivity();
      return undefined;
    }
    const json: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    handle(toErrorBody(json, response.status, new Date()), contextOf(schemaPath));
    return undefined;
  },
  onError({ error, schemaPath }) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    const body = noResponseBody(new Date());
    handle(body, contextOf(schemaPath));
    return new ApiError(body);
  },
};

// An absolute base keeps Request() happy outside a browser page (tests); the SPA calls its own origin.
export const apiClient = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
apiClient.use(portalMiddleware);

/** The data of a call, or an `ApiError` carrying the envelope (already shown by the middleware if global). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw new ApiError(toErrorBody(error, response.status, new Date()));
}

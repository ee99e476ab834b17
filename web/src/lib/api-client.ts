import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@agent-portal/contracts/generated/bff';
import { ApiError, noResponseBody, toErrorBody, type ErrorBody } from './api-error';
import { showErrorAlert, showNotice } from './alerts';
import { decideErrorAction, type ErrorContext } from './error-policy';
import { redirectToLogin } from './navigation';
import { notifySessionActivity } from './session-activity';

/** The login steps: their forms show every error themselves, a 401 included. */
const LOGIN_CALLS: ReadonlySet<string> = new Set([
  '/api/auth/login',
  '/api/auth/otp',
  '/api/auth/otp/verify',
  '/api/auth/roles',
  '/api/auth/role',
]);

function contextOf(schemaPath: string): ErrorContext {
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
      notifySessionActivity();
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

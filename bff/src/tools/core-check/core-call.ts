import { request } from 'undici';
import { absorbSetCookies, cookieHeader, XSRF_COOKIE, XSRF_HEADER } from '../../legacy/cookies';
import { parseLegacyBody } from '../../legacy/legacy-errors';
import type { WatchedAnswer } from '../../legacy/legacy-client';

/** What one call sends: its path parameters, query, and a JSON or form body. */
export interface CallInput {
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/** How long core:check waits for one answer. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * One raw call of the core under check, with the session's cookie jar and XSRF header as the BFF's legacy client
 * sends them (legacy/cookies.ts), but no error mapping: every answer comes back as it came, to be checked.
 */
export async function callCore(
  coreUrl: string,
  jar: Record<string, string>,
  method: string,
  template: string,
  input: CallInput = {},
): Promise<WatchedAnswer> {
  const base = new URL(coreUrl);
  const filled = template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(input.pathParams?.[name] ?? ''),
  );
  const query = new URLSearchParams(input.query ?? {}).toString();
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  const cookies = cookieHeader(jar);
  if (cookies) headers.cookie = cookies;
  if (method !== 'GET' && jar[XSRF_COOKIE]) headers[XSRF_HEADER] = decodeURIComponent(jar[XSRF_COOKIE]);
  let body: string | undefined;
  if (input.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(input.form).toString();
  } else if (input.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.json);
  }
  const res = await request(
    `${base.origin}${base.pathname.replace(/\/$/, '')}${filled}${query ? `?${query}` : ''}`,
    {
      method: method as 'GET',
      headers,
      body,
      headersTimeout: CALL_TIMEOUT_MS,
      bodyTimeout: CALL_TIMEOUT_MS,
    },
  );
  absorbSetCookies(jar, res.headers['set-cookie']);
  const text = await res.body.text();
  const type = res.headers['content-type'];
  const contentType = (Array.isArray(type) ? type[0] : type) ?? '';
  return { method, path: template, status: res.statusCode, contentType, text, parsed: parseLegacyBody(text) };
}

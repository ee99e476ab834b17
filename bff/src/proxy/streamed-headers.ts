import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * What a streamed core answer may be. The browser gets it on the portal's origin, so nothing that could run as a
 * page (HTML, XML, JavaScript) passes; SVG (the mock's captcha) is inert in an <img> and sandboxed when opened.
 */
const CONTENT_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'application/pdf']);

/**
 * Request headers the core may see from the browser. Everything else stays behind: cookies and credentials (the
 * session's legacy cookies are set instead), X-Forwarded-*, Forwarded, X-Real-IP, Origin, Referer, X-Original-URL,
 * X-HTTP-Method-Override and whatever a client invents. Range headers serve PDF viewers.
 */
const REQUEST_HEADERS = new Set([
  'host',
  'accept',
  'accept-language',
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
]);

/** Response headers the browser may see from the core; the BFF adds its own (cache, security, request id). */
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
] as const;

/** Streamed core content may never act as a page of the portal's origin. */
export const STREAMED_CONTENT_POLICY = 'sandbox';

export function isAllowedContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && CONTENT_TYPES.has(mediaType);
}

export function isForwardedRequestHeader(name: string): boolean {
  return REQUEST_HEADERS.has(name.toLowerCase());
}

/** The core's answer headers that pass, and the BFF's own for a streamed answer. */
export function streamedResponseHeaders(core: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const name of RESPONSE_HEADERS) {
    const value = core[name];
    if (value !== undefined) out[name] = value;
  }
  out['cache-control'] = 'no-store';
  out['content-security-policy'] = STREAMED_CONTENT_POLICY;
  return out;
}

import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Env } from '../config/env';

/**
 * The policy the built SPA runs under: its own scripts only (Vite emits no inline script), antd's CSS-in-JS
 * inline styles, the captcha as a blob: image, pdf.js's worker from 'self' or blob:, the API on the same origin.
 */
export const SPA_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Security headers on every answer (SPA, API, streamed files); HSTS only in production, where TLS is in front. */
export function securityHeaders(env: Pick<Env, 'isProduction'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SPA_CSP_DIRECTIVES,
        ...(env.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: env.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Same-origin resources only; the SPA embeds nothing from elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * The headers `securityHeaders` sets, as `Name: value` lines, for answers written without a response object (the
 * HTTP parser's refusals, http/client-error.ts): helmet run once against a response nothing sends.
 */
export function securityHeaderLines(env: Pick<Env, 'isProduction'>): string[] {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  securityHeaders(env)(res.req as never, res as never, () => undefined);
  // Node's `getRawHeaderNames` (the names as set, in helmet's case; this @types/node predates it).
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  return names.map((name) => `${name}: ${String(res.getHeader(name))}`);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
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
  const headers = securityHeaderList(env);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The same headers as name/value pairs, in helmet's order (the route table's answer head, http/answer-head.ts). */
export function securityHeaderList(env: Pick<Env, 'isProduction'>): [string, string][] {
  return headersOf(helmetFor(env));
}

function helmetFor(env: Pick<Env, 'isProduction'>) {
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
 * helmet's headers depend only on its options here (no nonce, no per-request directive), so they are computed once,
 * by running helmet against a response that records them, instead of by helmet's chain of middlewares per request.
 * (helmet only removes X-Powered-By besides, which app.ts disables.)
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

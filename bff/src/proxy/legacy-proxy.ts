import http from 'node:http';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { envelope } from '../common/app-error';
import { absorbSetCookies, cookieHeader } from '../legacy/cookies';
import { coreCallEnded, coreCallStarted } from '../legacy/core-time';
import { legacyFailure, parseLegacyBody } from '../legacy/legacy-errors';
import { AppError, CoreSessionGone } from '../common/app-error';
import { dropLoginAfterCore401 } from '../session/guards';
import { saveSessionBeforeAnswer, sessionOf } from '../session/session';
import type { LegacyState } from '../session/session-data';
import { isAllowedContentType, isForwardedRequestHeader, streamedResponseHeaders } from './streamed-headers';

const MAX_ERROR_BODY = 64 * 1024;

/**
 * An idle upstream socket is dropped after this long, before the far end may close it: Node's and Apache's servers
 * close idle keep-alive connections after 5 s, and a request written on a socket the server is closing fails with
 * "socket hang up" (seen in e2e: a captcha answered 502). undici, the reshaped calls' client, does the same by itself.
 */
export const PROXY_IDLE_SOCKET_MS = 4_000;

/** A keep-alive agent whose idle sockets are destroyed after `idleMs` (Node's agent destroys a free socket on timeout). */
export function keepAliveAgent(idleMs: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 64, timeout: idleMs });
}

/** One keep-alive agent for every streamed call: without it http-proxy opens a connection per request. */
export const proxyAgent = keepAliveAgent(PROXY_IDLE_SOCKET_MS);

/** Writes the envelope on a response that has not started yet (the proxy's own error path has no Express `res`). */
function answer(res: http.ServerResponse, requestId: string, failure: AppError): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(failure.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    JSON.stringify(envelope(requestId, failure.status, failure.code, failure.message, failure.details)),
  );
}

/** The browser session's legacy cookie jar (created on first use). */
function sessionJar(req: Request): LegacyState {
  const session = sessionOf(req);
  let jar = session.get('legacy');
  if (!jar) {
    jar = { cookies: {} };
    session.set('legacy', jar);
  }
  return jar;
}

/** A jar of one request only: for public calls that must neither create nor touch a browser session. */
function requestJar(req: Request): LegacyState {
  const scoped = req as Request & { streamedJar?: LegacyState };
  scoped.streamedJar ??= { cookies: {} };
  return scoped.streamedJar;
}

export interface LegacyProxyOptions {
  /** Keep the core's cookies out of the browser session (a public document for a visitor without a login). */
  stateless?: boolean;
  /** The BFF's own answer headers, over the core's (e.g. the spec's file name in Content-Disposition). */
  ownHeaders?: (req: Request) => http.OutgoingHttpHeaders;
}

/**
 * Streams one core call to the browser (images, files, PDFs). Request headers go upstream by allowlist: the
 * browser's cookies never do, the session's legacy cookies and the request id are set instead; legacy Set-Cookie
 * headers are absorbed into the session. A successful answer streams through only with an allowlisted content type,
 * with allowlisted headers and `Content-Security-Policy: sandbox`; anything else, and every failure, becomes the
 * same envelope as reshaped calls.
 */
export function legacyProxy(
  target: string,
  timeoutMs: number,
  pathRewrite: Options<Request, Response>['pathRewrite'],
  { stateless = false, ownHeaders }: LegacyProxyOptions = {},
) {
  const jarOf = stateless ? requestJar : sessionJar;
  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    agent: proxyAgent,
    // The upstream call's deadline. No incoming `timeout`: httpxy would set it on the browser's socket with one more
    // listener per request, piling up on a kept-alive connection (streamed-keep-alive.test.ts); that socket keeps
    // the server's own timeouts (index.ts).
    proxyTimeout: timeoutMs,
    pathRewrite,
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        (req as unknown as { proxyStarted: number }).proxyStarted = Date.now();
        (req as unknown as { coreStarted: number }).coreStarted = coreCallStarted(req.timing);
        for (const name of proxyReq.getHeaderNames())
          if (!isForwardedRequestHeader(name)) proxyReq.removeHeader(name);
        const cookies = cookieHeader(jarOf(req).cookies);
        if (cookies) proxyReq.setHeader('cookie', cookies);
        proxyReq.setHeader('x-request-id', String(req.id));
        proxyReq.setHeader('traceparent', req.trace.traceparent);
      },
      proxyRes: (proxyRes, req, res) => {
        // The core's time up to its head (the body streams through after it): the request line's and Server-Timing's.
        const coreStarted = (req as unknown as { coreStarted?: number }).coreStarted;
        if (coreStarted !== undefined) coreCallEnded(req.timing, coreStarted);
        absorbSetCookies(jarOf(req).cookies, proxyRes.headers['set-cookie']);
        const status = proxyRes.statusCode ?? 502;
        const contentType = proxyRes.headers['content-type'];
        if (status < 400 && isAllowedContentType(contentType)) {
          // The session (its legacy cookies) is saved before the headers go out: a failed save is not a success.
          const saved = stateless ? Promise.resolve() : saveSessionBeforeAnswer(req);
          void saved
            .then(
              () => null,
              (err: unknown) => (err instanceof AppError ? err : new AppError(500, 'SERVER_BUSY')),
            )
            .then((failure) => {
              if (failure) {
                proxyRes.resume();
                return answer(res, String(req.id), failure);
              }
              res.writeHead(status, { ...streamedResponseHeaders(proxyRes.headers), ...ownHeaders?.(req) });
              proxyRes.pipe(res);
            });
          return;
        }
        if (status < 400)
          req.log.warn({ contentType, coreStatus: status }, 'streamed core answer refused: content type');
        // A failure, or a success of the wrong type (a legacy notice in JSON, an HTML page): read it, answer the envelope.
        const chunks: Buffer[] = [];
        let size = 0;
        proxyRes.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ERROR_BODY) chunks.push(chunk);
        });
        proxyRes.on('end', async () => {
          const failure =
            legacyFailure(status, parseLegacyBody(Buffer.concat(chunks).toString('utf8'))) ??
            new AppError(502, status < 400 ? 'CORE_CONTENT_REFUSED' : 'MAINTENANCE');
          if (failure instanceof CoreSessionGone && !stateless) await dropLoginAfterCore401(req);
          answer(res, String(req.id), failure);
        });
      },
      error: (err, req, res) => {
        const started = (req as unknown as { proxyStarted?: number }).proxyStarted ?? Date.now();
        const timedOut =
          /ETIMEDOUT/.test(String((err as NodeJS.ErrnoException).code)) ||
          Date.now() - started >= timeoutMs - 50;
        const out = res as http.ServerResponse;
        if (typeof out.writeHead !== 'function') return (res as { end?: () => void }).end?.();
        (req as Request).log?.warn({ err, timedOut }, 'streamed core call failed');
        answer(
          out,
          String((req as Request).id),
          timedOut ? new AppError(504, 'CORE_TIMEOUT') : new AppError(502, 'NO_RESPONSE'),
        );
      },
    },
  });
}

import http from 'node:http';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { envelope } from '../common/app-error';
import { errorMessages } from '@agent-portal/contracts/messages';
import { absorbSetCookies, cookieHeader } from '../legacy/cookies';
import { legacyFailure, parseLegacyBody } from '../legacy/legacy-errors';
import { AppError, CoreSessionGone } from '../common/app-error';
import { dropLoginAfterCore401 } from '../session/guards';

const MAX_ERROR_BODY = 64 * 1024;

/** One keep-alive agent for every streamed call: without it http-proxy opens a connection per request. */
export const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const DROP_REQUEST_HEADERS = ['cookie', 'x-csrf', 'authorization'];

/**
 * Streams one core call to the browser (images, files, PDFs). The browser's own cookies never go upstream: the
 * session's legacy cookies do; legacy Set-Cookie headers are absorbed into the session and never reach the browser.
 * Successful answers stream through untouched; failures become the same envelope as reshaped calls.
 */
export function legacyProxy(target: string, timeoutMs: number, pathRewrite: Options['pathRewrite']) {
  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    agent: proxyAgent,
    proxyTimeout: timeoutMs,
    timeout: timeoutMs,
    pathRewrite,
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        (req as unknown as { proxyStarted: number }).proxyStarted = Date.now();
        for (const h of DROP_REQUEST_HEADERS) proxyReq.removeHeader(h);
        req.session.legacy ??= { cookies: {} };
        const cookies = cookieHeader(req.session.legacy.cookies);
        if (cookies) proxyReq.setHeader('cookie', cookies);
        proxyReq.setHeader('x-request-id', String(req.id));
      },
      proxyRes: (proxyRes, req, res) => {
        req.session.legacy ??= { cookies: {} };
        absorbSetCookies(req.session.legacy.cookies, proxyRes.headers['set-cookie']);
        delete proxyRes.headers['set-cookie'];
        proxyRes.headers['cache-control'] = 'no-store';
        const status = proxyRes.statusCode ?? 502;
        if (status < 400) {
          res.writeHead(status, proxyRes.headers);
          proxyRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        proxyRes.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ERROR_BODY) chunks.push(chunk);
        });
        proxyRes.on('end', async () => {
          const failure =
            legacyFailure(status, parseLegacyBody(Buffer.concat(chunks).toString('utf8'))) ??
            new AppError(502, 'MAINTENANCE');
          if (failure instanceof CoreSessionGone) await dropLoginAfterCore401(req);
          res
            .status(failure.status)
            .json(envelope(failure.status, failure.code, failure.message, failure.details));
        });
      },
      error: (err, req, res) => {
        const started = (req as unknown as { proxyStarted?: number }).proxyStarted ?? Date.now();
        const timedOut =
          /ETIMEDOUT/.test(String((err as NodeJS.ErrnoException).code)) ||
          Date.now() - started >= timeoutMs - 50;
        const [status, code, message] = timedOut
          ? [504, 'CORE_TIMEOUT', errorMessages.CORE_TIMEOUT]
          : [502, 'NO_RESPONSE', errorMessages.NO_RESPONSE];
        const out = res as http.ServerResponse;
        if (out.headersSent || typeof out.writeHead !== 'function') return out.end?.();
        out.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        out.end(JSON.stringify(envelope(status, code, message)));
      },
    },
  });
}

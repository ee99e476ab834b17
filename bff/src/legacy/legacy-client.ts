import { Agent, request, errors as undiciErrors } from 'undici';
import type { Logger } from 'pino';
import { AppError } from '../common/app-error';
import type { LegacyState } from '../session/session-data';
import { legacyFailure, parseLegacyBody } from './legacy-errors';
import { absorbSetCookies, cookieHeader, XSRF_COOKIE, XSRF_HEADER } from './cookies';

export interface LegacyContext {
  state: LegacyState;
  requestId: string;
  log: Logger;
  /** Called with each call's latency, so the request log line can carry the legacy time. */
  onLatency?: (ms: number) => void;
}

export interface LegacyCallOptions {
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  timeoutMs?: number;
  /** Statuses handed back as results instead of becoming errors (e.g. the login's 401 and 516-519). */
  acceptStatuses?: number[];
}

export interface LegacyResult<T = unknown> {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON ('' for an empty body). */
  body: T;
  text: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The one door to the core system for reshaped calls: cookies, XSRF, timeouts, request id and error mapping. */
export class LegacyClient {
  readonly agent: Agent;

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  }

  async call<T = unknown>(ctx: LegacyContext, method: Method, path: string, opts: LegacyCallOptions = {}) {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      'x-request-id': ctx.requestId,
    };
    const cookies = cookieHeader(ctx.state.cookies);
    if (cookies) headers.cookie = cookies;
    const xsrf = ctx.state.cookies[XSRF_COOKIE];
    if (method !== 'GET' && xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
    let body: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const timeout = opts.timeoutMs ?? this.timeoutMs;
    const started = performance.now();
    let status: number | undefined;
    try {
      const res = await request(url, {
        method,
        headers,
        body,
        dispatcher: this.agent,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      status = res.statusCode;
      absorbSetCookies(ctx.state.cookies, res.headers['set-cookie']);
      const text = await res.body.text();
      return this.interpret<T>(status, text, opts);
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError) {
        throw new AppError(504, 'CORE_TIMEOUT');
      }
      throw new AppError(502, 'NO_RESPONSE');
    } finally {
      const ms = Math.round(performance.now() - started);
      ctx.onLatency?.(ms);
      ctx.log.info({ legacy: { method, path, status: status ?? 0, ms } }, 'legacy call');
    }
  }

  private interpret<T>(status: number, text: string, opts: LegacyCallOptions): LegacyResult<T> {
    const body = parseLegacyBody(text);
    if (opts.acceptStatuses?.includes(status)) return { status, body: body as T, text };
    const failure = legacyFailure(status, body);
    if (failure) throw failure;
    return { status, body: body as T, text };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

import { Agent, errors as undiciErrors } from 'undici';
import { AppError } from '../common/app-error';
import type { LogSink } from '../common/logger';
import type { LegacyState } from '../session/session-data';
import { legacyFailure, parseLegacyBody } from './legacy-errors';
import { absorbSetCookies, cookieHeader, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { coreCallEnded, coreCallStarted, type LegacyTiming } from './core-time';
import type {
  DocumentedStatus,
  LegacyAnswer,
  LegacyMethod,
  LegacyOperation,
  LegacyPath,
  OptionsArg,
} from './legacy-types';

export type { LegacyTiming } from './core-time';

export interface CallScope {
  requestId: string;
  /** W3C traceparent sent with every core call (http/trace-context.ts); none outside a request. */
  traceparent?: string;
  log: LogSink;
  /** Each call's time (legacy/core-time.ts): the request line's legacy time and count, Server-Timing's core. */
  timing?: LegacyTiming;
}

/** The answer of one reshaped call, as the contract watch reads it (http/contract-watch.ts). */
export interface WatchedAnswer {
  method: string;
  /** legacy.yaml's path template. */
  path: string;
  status: number;
  contentType: string;
  text: string;
  /** The body as legacy-errors.ts parsed it: an object or array for JSON, else the text. */
  parsed: unknown;
}

/** Checks an answer against legacy.yaml: the body to go on with, or throws (http/contract-watch.ts; app.ts). */
export type AnswerWatch = (scope: CallScope, answer: WatchedAnswer) => unknown;

/** A call's context: the caller plus the legacy cookie jar (the session's, or a fresh one for session-less calls). */
export interface LegacyContext extends CallScope {
  state: LegacyState;
}

interface RawOptions {
  query?: object;
  path?: object;
  json?: unknown;
  form?: object;
  timeoutMs?: number;
  acceptStatuses?: readonly number[];
}

const ACCEPT = 'application/json, text/plain, */*';

function queryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function withPathParams(path: string, params: object | undefined): string {
  if (!params) return path;
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name] ?? '')),
  );
}

/**
 * The one door to the core system for reshaped calls, typed from legacy.yaml: cookies, XSRF, timeouts, request id
 * and the error mapping (legacy-errors.ts). Paths, queries, bodies and answers come from the generated `paths`.
 */
export class LegacyClient {
  readonly agent: Agent;
  /** CORE_URL split once: its origin, and its path (e.g. `/core` behind a gateway) put before every legacy path. */
  private readonly origin: string;
  private readonly basePath: string;
  /** Told of every answer's Date header: the business clock when it follows the core (CORE_CLOCK, app.ts). */
  onDate: ((dateHeader: unknown) => void) | undefined;
  /** Told of every call (method, legacy.yaml path template, status, seconds): the metrics (app.ts). */
  onCall: ((method: string, path: string, status: number, seconds: number) => void) | undefined;
  /** Checks every answer of a reshaped call against legacy.yaml (contract-watch.ts; app.ts). */
  watch: AnswerWatch | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
    const base = new URL(baseUrl);
    this.origin = base.origin;
    this.basePath = base.pathname.replace(/\/$/, '');
  }

  get<P extends LegacyPath<'get'>, S extends DocumentedStatus<LegacyOperation<'get', P>> = never>(
    ctx: LegacyContext,
    path: P,
    ...[options]: OptionsArg<LegacyOperation<'get', P>, S>
  ): Promise<LegacyAnswer<LegacyOperation<'get', P>, S>> {
    return this.send(ctx, 'get', path, (options ?? {}) as RawOptions) as Promise<
      LegacyAnswer<LegacyOperation<'get', P>, S>
    >;
  }

  post<P extends LegacyPath<'post'>, S extends DocumentedStatus<LegacyOperation<'post', P>> = never>(
    ctx: LegacyContext,
    path: P,
    ...[options]: OptionsArg<LegacyOperation<'post', P>, S>
  ): Promise<LegacyAnswer<LegacyOperation<'post', P>, S>> {
    return this.send(ctx, 'post', path, (options ?? {}) as RawOptions) as Promise<
      LegacyAnswer<LegacyOperation<'post', P>, S>
    >;
  }

  put<P extends LegacyPath<'put'>, S extends DocumentedStatus<LegacyOperation<'put', P>> = never>(
    ctx: LegacyContext,
    path: P,
    ...[options]: OptionsArg<LegacyOperation<'put', P>, S>
  ): Promise<LegacyAnswer<LegacyOperation<'put', P>, S>> {
    return this.send(ctx, 'put', path, (options ?? {}) as RawOptions) as Promise<
      LegacyAnswer<LegacyOperation<'put', P>, S>
    >;
  }

  delete<P extends LegacyPath<'delete'>, S extends DocumentedStatus<LegacyOperation<'delete', P>> = never>(
    ctx: LegacyContext,
    path: P,
    ...[options]: OptionsArg<LegacyOperation<'delete', P>, S>
  ): Promise<LegacyAnswer<LegacyOperation<'delete', P>, S>> {
    return this.send(ctx, 'delete', path, (options ?? {}) as RawOptions) as Promise<
      LegacyAnswer<LegacyOperation<'delete', P>, S>
    >;
  }

  /**
   * A GET whose answer is a file the BFF must read itself (e.g. to hash the PDF a signer is shown): the bytes and
   * content type; a non-2xx answer maps like the others (legacy-errors.ts).
   */
  async bytes<P extends LegacyPath<'get'>>(
    ctx: LegacyContext,
    path: P,
    query: Record<string, string>,
  ): Promise<{ bytes: Buffer; contentType: string }> {
    const headers: Record<string, string> = { accept: '*/*', 'x-request-id': ctx.requestId };
    if (ctx.traceparent) headers.traceparent = ctx.traceparent;
    const cookies = cookieHeader(ctx.state.cookies);
    if (cookies) headers.cookie = cookies;
    const started = coreCallStarted(ctx.timing);
    let ended: number | undefined;
    let status = 0;
    try {
      const res = await this.agent.request({
        origin: this.origin,
        path: this.basePath + path + queryString(query),
        method: 'GET',
        headers,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      status = res.statusCode;
      absorbSetCookies(ctx.state.cookies, res.headers['set-cookie']);
      this.onDate?.(res.headers.date);
      const bytes = Buffer.from(await res.body.arrayBuffer());
      ended = coreCallEnded(ctx.timing, started);
      if (res.statusCode < 200 || res.statusCode > 299)
        this.interpret(res.statusCode, bytes.toString('utf8'), []);
      const type = res.headers['content-type'];
      return { bytes, contentType: (Array.isArray(type) ? type[0] : type) ?? '' };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError) {
        throw new AppError(504, 'CORE_TIMEOUT');
      }
      throw new AppError(502, 'NO_RESPONSE');
    } finally {
      const ms = ended ?? coreCallEnded(ctx.timing, started);
      this.onCall?.('GET', path, status, ms / 1000);
    }
  }

  private async send(ctx: LegacyContext, method: LegacyMethod, path: string, opts: RawOptions) {
    const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const target = withPathParams(path, opts.path) + queryString(opts.query);
    const headers: Record<string, string> = { accept: ACCEPT, 'x-request-id': ctx.requestId };
    if (ctx.traceparent) headers.traceparent = ctx.traceparent;
    const cookies = cookieHeader(ctx.state.cookies);
    if (cookies) headers.cookie = cookies;
    const xsrf = ctx.state.cookies[XSRF_COOKIE];
    if (method !== 'get' && xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
    let body: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = queryString(opts.form).slice(1);
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const timeout = opts.timeoutMs ?? this.timeoutMs;
    const started = coreCallStarted(ctx.timing);
    let ended: number | undefined;
    let status: number | undefined;
    try {
      // The agent's own request: origin and path as they are, no URL parsed per call.
      const res = await this.agent.request({
        origin: this.origin,
        path: this.basePath + target,
        method: verb,
        headers,
        body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      status = res.statusCode;
      absorbSetCookies(ctx.state.cookies, res.headers['set-cookie']);
      this.onDate?.(res.headers.date);
      const text = await res.body.text();
      ended = coreCallEnded(ctx.timing, started);
      const type = res.headers['content-type'];
      const contentType = (Array.isArray(type) ? type[0] : type) ?? '';
      return this.interpret(status, text, opts.acceptStatuses, { ctx, method: verb, path, contentType });
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError) {
        throw new AppError(504, 'CORE_TIMEOUT');
      }
      throw new AppError(502, 'NO_RESPONSE');
    } finally {
      const elapsed = ended ?? coreCallEnded(ctx.timing, started);
      const ms = Math.round(elapsed);
      this.onCall?.(verb, path, status ?? 0, elapsed / 1000);
      // Its latency is in the request line; this per-call line is for debugging only.
      if (ctx.log.isLevelEnabled('debug'))
        ctx.log.debug({ legacy: { method: verb, path, status: status ?? 0, ms } }, 'legacy call');
    }
  }

  private interpret(
    status: number,
    text: string,
    acceptStatuses: readonly number[] | undefined,
    watched?: { ctx: CallScope; method: string; path: string; contentType: string },
  ) {
    const parsed = parseLegacyBody(text);
    const body = typeof parsed === 'object' ? parsed : undefined;
    // An accepted refusal may also come as a 200 body's errorCode (the login's 516-519).
    const errorCode = body && 'errorCode' in body ? body.errorCode : undefined;
    if (!acceptStatuses?.some((s) => s === status || s === errorCode)) {
      const failure = legacyFailure(status, parsed);
      if (failure) throw failure;
    }
    if (watched && this.watch) {
      const { ctx, method, path, contentType } = watched;
      return { status, body: this.watch(ctx, { method, path, status, contentType, text, parsed }), text };
    }
    return { status, body, text };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

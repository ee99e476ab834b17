import type { Logger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** What services, helpers and the legacy client log through: a pino logger, or a request's ScopedLog. */
export type LogSink = Pick<Logger, Level | 'isLevelEnabled'>;

/**
 * A request's logger without a pino child per request: it keeps the base logger, the request id and the trace id,
 * and adds `reqId` and `traceId` to a line only when that line passes the level (pino's own level check runs first, so a filtered line
 * costs one call). Errors logged alone are kept under `err`, as pino would.
 */
export class ScopedLog implements LogSink {
  constructor(
    private readonly base: Logger,
    private readonly reqId: string,
    private readonly traceId?: string,
  ) {}

  isLevelEnabled(level: string): boolean {
    return this.base.isLevelEnabled(level);
  }

  debug(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.write('debug', obj, msg, args);
  }

  info(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.write('info', obj, msg, args);
  }

  warn(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.write('warn', obj, msg, args);
  }

  error(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.write('error', obj, msg, args);
  }

  private write(level: Level, obj: unknown, msg: string | undefined, args: unknown[]): void {
    if (!this.base.isLevelEnabled(level)) return;
    const ids = { reqId: this.reqId, traceId: this.traceId };
    if (typeof obj === 'string') this.base[level](ids, obj, msg, ...args);
    else if (obj instanceof Error) this.base[level]({ ...ids, err: obj }, msg, ...args);
    else this.base[level]({ ...ids, ...(obj as object) }, msg, ...args);
  }
}

import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the browser's `traceparent` is taken when well formed
 * (version 00, or a later one read as 00 says), else a trace is started here. The BFF is one span of it: every core
 * call carries `00-<trace id>-<this request's span id>-<flags>`, and every log line of the request the trace id, so
 * one search finds a request from the browser to the core.
 */
export interface TraceContext {
  readonly traceId: string;
  readonly spanId: string;
  /** What the core calls send. */
  readonly traceparent: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** The incoming header's trace id and flags, or null when it is absent or malformed (then a new trace starts). */
export function parseTraceparent(header: unknown): { traceId: string; flags: string } | null {
  if (typeof header !== 'string') return null;
  const m = TRACEPARENT.exec(header.trim());
  if (!m) return null;
  const [, version, traceId, parentId, flags, rest] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  // ff is invalid; version 00 has exactly four fields; a later version may add fields after them.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return null;
  return { traceId, flags };
}

/**
 * Random bytes for the ids, drawn from the system's CSPRNG a pool at a time (as `randomUUID` does): one
 * `randomBytes` call per id was a system call each, two per request.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolAt = POOL_BYTES;

/** `bytes` fresh random bytes as hex (never handed out twice). */
function randomHex(bytes: number): string {
  if (poolAt + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const hex = pool.toString('hex', poolAt, poolAt + bytes);
  poolAt += bytes;
  return hex;
}

export function traceContext(req: IncomingMessage): TraceContext {
  const header = req.headers.traceparent;
  const incoming = header === undefined ? null : parseTraceparent(header);
  const traceId = incoming?.traceId ?? randomHex(16);
  // A new trace is sampled (01): the BFF decides to record it; an incoming one keeps the browser's decision.
  const flags = incoming?.flags ?? '01';
  const spanId = randomHex(8);
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-${flags}` };
}

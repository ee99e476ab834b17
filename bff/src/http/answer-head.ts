import type { Express, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER } from './request-id';

declare module 'http' {
  interface ServerResponse {
    /** The route table's answer head, not yet set on this response (answer-head.ts). */
    pendingHead?: PendingHead;
    /** With a pending head: the byte length of the JSON body `sendJson` is sending. */
    pendingJsonLength?: number;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Headers to set when an answer's head goes out: `X-Request-Id` (the request's id), then fixed ones. */
class PendingHead {
  private readonly names: readonly string[];
  private readonly values: readonly string[];
  /** A JSON answer's whole head, flat; the id and the length filled in per answer (`writeHead` reads it at once). */
  private readonly json: string[];

  constructor(fixed: readonly (readonly [string, string])[]) {
    const head: (readonly [string, string])[] = [[REQUEST_ID_HEADER, ''], ...fixed];
    this.names = head.map(([name]) => name);
    this.values = head.map(([, value]) => value);
    this.json = [...head.flat(), 'Content-Type', JSON_TYPE, 'Content-Length', ''];
  }

  /** A JSON answer's whole head for `writeHead`: the shared array, this answer's id and length filled in. */
  jsonHead(id: string, length: number): string[] {
    this.json[1] = id;
    this.json[this.json.length - 1] = String(length);
    return this.json;
  }

  /**
   * Sets each header the response does not have yet (one set since, e.g. a stream's own CSP, wins as before), and
   * a JSON body's type and length.
   */
  apply(res: Response, jsonLength: number | undefined): void {
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i] as string;
      if (!res.hasHeader(name)) res.setHeader(name, i === 0 ? res.req.id : (this.values[i] as string));
    }
    if (jsonLength === undefined) return;
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', JSON_TYPE);
    if (!res.hasHeader('Content-Length')) res.setHeader('Content-Length', jsonLength);
  }
}

/**
 * The head of the route table's answers: the request id, the security headers and, from the table's no-store
 * layer on, `Cache-Control: no-store`: the headers, in the order, that the request log, `securityHeaders` and
 * `noStore` set on every other request. Instead of a `setHeader` per header as the request passes, the table's
 * layers mark the head as pending, and it is set when the answer's head goes out (`installAnswerHead`): a JSON
 * answer that set no header of its own (`sendJson`) hands the whole head, with its content type and length, to
 * Node's `writeHead` as one array made at start; any other answer gets the pending headers it lacks set then.
 */
export function answerHead(security: readonly (readonly [string, string])[]) {
  const early = new PendingHead(security);
  const api = new PendingHead([...security, ['Cache-Control', 'no-store']]);
  /** In place of the request log's id header and `securityHeaders` (the table's first layer). */
  const defer: RequestHandler = (_req, res, next) => {
    res.pendingHead = early;
    next();
  };
  /** In place of `noStore`, where the table ran it. */
  const noStore: RequestHandler = (_req, res, next) => {
    if (res.pendingHead === early) res.pendingHead = api;
    else res.setHeader('Cache-Control', 'no-store');
    next();
  };
  return { defer, noStore };
}

/**
 * The app's responses set a pending head as theirs goes out, whatever writes it (a JSON answer, an error envelope,
 * a stream, an empty answer): Node's `writeHead` is reached for every answer (`end` and `write` call it when no
 * head was written yet), after the session layer's hooks. The override lives on the app's own response prototype
 * (`app.response`), not on Node's.
 */
export function installAnswerHead(app: Express): void {
  const response = app.response as Response;
  type WriteHead = (this: Response, status: number, reason?: unknown, headers?: unknown) => Response;
  const writeHead = response.writeHead as WriteHead;
  response.writeHead = function (this: Response, status: number, reason?: unknown, headers?: unknown) {
    const pending = this.pendingHead;
    if (pending !== undefined) {
      const length = this.pendingJsonLength;
      this.pendingHead = this.pendingJsonLength = undefined;
      if (length !== undefined && reason === undefined && this.getHeaderNames().length === 0)
        return writeHead.call(this, status, pending.jsonHead(this.req.id, length));
      pending.apply(this, length);
    }
    return writeHead.call(this, status, reason, headers);
  } as Response['writeHead'];
}

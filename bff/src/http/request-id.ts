import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Every request id is made here: a client's own X-Request-Id is never adopted (it would let anyone forge log lines). */
export function newRequestId(): string {
  return randomUUID();
}

/** The X-Request-Id the client sent, for the log line beside ours; ignored unless short and plain. */
export function clientRequestId(req: IncomingMessage): string | undefined {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : undefined;
}

import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { AppError, envelope } from '../common/app-error';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';

/** Node's HTTP parser refuses some requests before Express sees them; these get the envelope too. */
function failureFor(code: string | undefined): AppError | null {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError(431, 'HEADERS_TOO_LARGE');
  if (code?.startsWith('HPE_')) return new AppError(400, 'BAD_REQUEST');
  return null;
}

const REASON: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/**
 * Answers the server's `clientError`s (oversized headers: 431, malformed requests: 400) with the error envelope,
 * a request id, the security headers every answer carries (`securityHeaderLines`) and a warn line, instead of
 * Node's bare status line.
 */
export function answerClientErrors(server: Server, logger: Logger, securityHeaders: readonly string[]): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const failure = failureFor(err.code);
    // Resets and timeouts: nobody is listening for an answer.
    if (!failure || !socket.writable) {
      socket.destroy();
      return;
    }
    const requestId = newRequestId();
    logger.warn(
      { reqId: requestId, code: err.code, status: failure.status },
      'request refused by the HTTP parser',
    );
    const body = JSON.stringify(envelope(requestId, failure.status, failure.code, failure.message));
    socket.end(
      [
        `HTTP/1.1 ${failure.status} ${REASON[failure.status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        ...securityHeaders,
        `${REQUEST_ID_HEADER}: ${requestId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}

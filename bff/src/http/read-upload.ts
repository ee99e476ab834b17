import type { IncomingMessage } from 'node:http';
import { attachmentMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../common/app-error';

/** 413 in the envelope; the connection closes so the rest of an oversized body is never read. */
const tooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', attachmentMessages.SIZE, undefined, { Connection: 'close' });

/** 415 unless the upload comes as raw bytes (nothing else in the BFF parses or buffers it). */
export function requireRawBody(req: IncomingMessage): void {
  const media = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  if (media !== 'application/octet-stream') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
}

/** A declared Content-Length over the limit is refused before anything else is done. */
export function refuseDeclaredOversize(req: IncomingMessage, maxBytes: number): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
}

/**
 * Reads ONE file's bytes from the request stream, refusing with 413 as soon as more than `maxBytes` arrived: at
 * most one file (≤ maxBytes) is ever held in memory per request.
 */
export function readUpload(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
    req.once('aborted', () => reject(new AppError(400, 'BAD_REQUEST')));
  });
}

import type { Response } from 'express';

/**
 * `res.json` without Express's detour for a body it knows is JSON (look the content type up again, parse it to add
 * the charset, test freshness, copy a large body into a Buffer): one `JSON.stringify`, two headers, one `end`. When
 * something has hooked `res.json` on this response, the hook gets the answer instead.
 */
export function sendJson(res: Response, value: unknown, status = 200): void {
  if (status !== 200) res.statusCode = status;
  if (Object.hasOwn(res, 'json')) {
    res.json(value);
    return;
  }
  // Encoded once: its length is the header, and the socket write takes the bytes as they are.
  const body = Buffer.from(JSON.stringify(value) ?? '');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  if (res.req.method === 'HEAD') res.end();
  else res.end(body);
}

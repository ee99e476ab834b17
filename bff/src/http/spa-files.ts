import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The built SPA (web/dist), each text file in the best encoding the browser accepts: the build writes a brotli
 * (.br) and a gzip (.gz) copy beside it (web/build-plugins.ts `precompress`), served with `Content-Encoding` and
 * `Vary: Accept-Encoding`; a browser that accepts neither gets the file itself. Vite's assets/ carry a content hash:
 * cached for good. Anything else (index.html, version.json) is revalidated, so a redeploy is seen at once.
 */
export function spaFiles(dist: string): RequestHandler {
  const hashed = `${path.sep}assets${path.sep}`;
  return expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) =>
        res.setHeader(
          'Cache-Control',
          file.includes(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    },
  });
}

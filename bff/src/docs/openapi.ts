import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import YAML from 'yaml';

/** The BFF's own contract, contracts/openapi/bff.yaml: validated against, served raw and rendered. */
export function loadBffDocument(): Record<string, unknown> {
  const candidates = [
    process.env.BFF_OPENAPI,
    path.resolve(__dirname, '../../../contracts/openapi/bff.yaml'),
    path.resolve(process.cwd(), 'contracts/openapi/bff.yaml'),
    path.resolve(process.cwd(), '../contracts/openapi/bff.yaml'),
  ].filter((p): p is string => Boolean(p));
  const file = candidates.find((p) => existsSync(p));
  if (!file) throw new Error(`bff.yaml not found (looked in ${candidates.join(', ')})`);
  return parseKeepingAsciiOneByte(readFileSync(file, 'utf8'));
}

/**
 * YAML.parse of a text with Chinese in it (bff.yaml's descriptions), with its ASCII keys in V8's one-byte form.
 * The parser cuts keys out of the text, and a piece of a two-byte string is two-byte; a key is then interned as it
 * is, and every later literal of the same text in the BFF (the route templates, the answers' field names) is that
 * interned two-byte string. Each request line then carried its route in two bytes a character, so the line was
 * encoded from two-byte (issue 25: about 1 µs of a GET's CPU). Parsed first from the text with every non-ASCII
 * character replaced by `x` (a one-byte string), the keys are interned one-byte, and the real parse's keys are
 * those strings.
 */
function parseKeepingAsciiOneByte(text: string): Record<string, unknown> {
  // The skeleton is held (and its interned keys with it) until the real parse is done: both are elements of one array.
  const [, document] = [asciiSkeleton(text), YAML.parse(text) as Record<string, unknown>];
  return document;
}

/**
 * The text with every character but printable ASCII, tabs and line ends replaced, parsed; undefined when that does not parse. (`replace` keeps a
 * two-byte text two-byte: the latin1 round trip makes the one-byte copy.)
 */
function asciiSkeleton(text: string): unknown {
  try {
    const ascii = Buffer.from(text.replace(/[^\t\n\r\x20-\x7e]/g, 'x'), 'latin1').toString('latin1');
    return YAML.parse(ascii, { uniqueKeys: false });
  } catch {
    return undefined;
  }
}

export function docsRouter(document: Record<string, unknown>): Router {
  const router = Router();
  // Read-only: anything but GET/HEAD leaves this router and meets the CSRF check like every other write.
  router.use((req, _res, next) => next(req.method === 'GET' || req.method === 'HEAD' ? undefined : 'router'));
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use(
    '/docs',
    swaggerUi.serve,
    swaggerUi.setup(document, { customSiteTitle: 'Agent Portal BFF API' }),
  );
  return router;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import { parse } from 'yaml';
import { route } from './contract';

/** contracts/openapi/mock-control.yaml, from src/ (tsx, jest) and from dist/ alike. */
export const CONTROL_SPEC = path.resolve(__dirname, '../../../contracts/openapi/mock-control.yaml');

let loaded: Record<string, unknown> | undefined;

/** The control API's document, parsed once. */
export function controlDocument(): Record<string, unknown> {
  if (!loaded) {
    if (!existsSync(CONTROL_SPEC)) throw new Error(`mock-control.yaml not found at ${CONTROL_SPEC}`);
    loaded = parse(readFileSync(CONTROL_SPEC, 'utf8')) as Record<string, unknown>;
  }
  return loaded;
}

/** GET /__mock/openapi.json and the reference page /__mock/docs (issue 44 item 6). */
export const documentControl = Router();

route(documentControl, 'get', '/__mock/openapi.json', (_req, res) => {
  res.json(controlDocument());
});
// serveFiles, not serve: swagger-ui-express's `serve` shares one page script per process, and the BFF's tests run
// the mock in the BFF's process, each with its own page.
let docsPage: Router | undefined;
documentControl.use('/docs', (req: Request, res: Response, next: NextFunction) => {
  const options = { customSiteTitle: 'Mock core control API' };
  docsPage ??= Router().use(
    swaggerUi.serveFiles(controlDocument(), options),
    swaggerUi.setup(controlDocument(), options),
  );
  docsPage(req, res, next);
});

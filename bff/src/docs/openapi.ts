import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import YAML from 'yaml';

/** The BFF's own contract, contracts/openapi/bff.yaml: validated against, served raw and rendered. */
export function loadBffDocument(): Record<string, unknown> {
  return loadContract('bff.yaml', process.env.BFF_OPENAPI);
}

/** An OpenAPI document of contracts/openapi (bff.yaml, legacy.yaml), parsed; `override` names another file. */
export function loadContract(name: string, override?: string): Record<string, unknown> {
  const candidates = [
    override,
    path.resolve(__dirname, '../../../contracts/openapi', name),
    path.resolve(process.cwd(), 'contracts/openapi', name),
    path.resolve(process.cwd(), '../contracts/openapi', name),
  ].filter((p): p is string => Boolean(p));
  const file = candidates.find((p) => existsSync(p));
  if (!file) throw new Error(`${name} not found (looked in ${candidates.join(', ')})`);
  return YAML.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
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

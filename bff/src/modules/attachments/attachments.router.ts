import { UPLOAD_LIMITS } from '@agent-portal/contracts/rules';
import { Router, type Request } from 'express';
import { route } from '../../common/async-handler';
import { contextOf } from '../../common/http-context';
import { requireLogin } from '../../session/guards';
import { inline } from '../forms/content-disposition';
import type { CheckItemsService } from './check-items.service';
import type { FilesService, UploadMeta } from './files.service';
import { readUpload, refuseDeclaredOversize, requireRawBody } from './read-upload';

const transCodeOf = (req: Request) => String(req.params.transCode);

/** /api/proposals/{transCode}/check-items, …/files, …/attachments and /api/upload-rules (issue 12, logged in). */
export function attachmentsRouter(checkItems: CheckItemsService, files: FilesService): Router {
  const router = Router();
  router.use(['/api/upload-rules', '/api/proposals'], requireLogin);
  router.get(
    '/api/upload-rules',
    route('get', '/api/upload-rules', (ctx, { query }) => files.rules(ctx, query.polInsureType)),
  );
  router.get(
    '/api/proposals/:transCode/check-items',
    route('get', '/api/proposals/{transCode}/check-items', (ctx, { params, query }) =>
      checkItems.load(ctx, params.transCode, {
        fromSearch: query.fromSearch === 'Y',
        isPreview: query.isPreview === 'Y',
      }),
    ),
  );
  router.post(
    '/api/proposals/:transCode/check-items',
    route('post', '/api/proposals/{transCode}/check-items', (ctx, { params, body }) =>
      checkItems.save(ctx, params.transCode, body),
    ),
  );
  router.get(
    '/api/proposals/:transCode/files',
    route('get', '/api/proposals/{transCode}/files', (ctx, { params, query }) =>
      files.list(ctx, params.transCode, query.fileGroup),
    ),
  );
  // The raw file body: no parser has touched it (express.json reads JSON only); it is read here, once, capped.
  router.post('/api/proposals/:transCode/files', async (req, res) => {
    requireRawBody(req);
    refuseDeclaredOversize(req, UPLOAD_LIMITS.maxBytes);
    const ctx = contextOf(req);
    const meta = req.query as unknown as UploadMeta; // checked against bff.yaml by the request validation
    await files.admit(ctx, transCodeOf(req), meta);
    const bytes = await readUpload(req, UPLOAD_LIMITS.maxBytes);
    res.status(201).json(await files.store(ctx, transCodeOf(req), meta, bytes));
  });
  // route() types GET and POST only; the answers are ActionResult of bff.yaml.
  router.delete('/api/proposals/:transCode/files', async (req, res) => {
    res.json(await files.removeAttachments(contextOf(req), transCodeOf(req)));
  });
  router.get('/api/proposals/:transCode/files/:fileCode', async (req, res) => {
    const file = await files.content(contextOf(req), transCodeOf(req), String(req.params.fileCode));
    res
      .set({
        'Content-Type': file.mime,
        'Content-Disposition': inline(file.fileName),
        'Content-Security-Policy': 'sandbox',
      })
      .send(file.bytes);
  });
  router.delete('/api/proposals/:transCode/files/:fileCode', async (req, res) => {
    const stepCode = String(req.query.stepCode);
    res.json(await files.remove(contextOf(req), transCodeOf(req), String(req.params.fileCode), stepCode));
  });
  router.post(
    '/api/proposals/:transCode/attachments/finish',
    route('post', '/api/proposals/{transCode}/attachments/finish', (ctx, { params }) =>
      files.finish(ctx, params.transCode),
    ),
  );
  return router;
}

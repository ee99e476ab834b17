import { UPLOAD_LIMITS } from '@agent-portal/contracts/rules';
import type { RequestHandler } from 'express';
import { inline } from '../../../http/content-disposition';
import { refuseDeclaredOversize, requireRawBody } from '../../../http/read-upload';
import { guarded, route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import type { CheckItemsService } from './check-items.service';
import type { FilesService } from './files.service';

/** The raw file body: no parser touches it; its type and declared length are refused before anything else. */
const rawUpload: RequestHandler = (req, _res, next) => {
  requireRawBody(req);
  refuseDeclaredOversize(req, UPLOAD_LIMITS.maxBytes);
  next();
};

/** /api/proposals/{transCode}/check-items, …/files, …/attachments and /api/upload-rules (issue 12, logged in). */
export function attachmentsRoutes(checkItems: CheckItemsService, files: FilesService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/upload-rules', (ctx, { query }) => files.rules(ctx, query.polInsureType)),
      route('get', '/api/proposals/{transCode}/check-items', (ctx, { params, query }) =>
        checkItems.load(ctx, params.transCode, {
          fromSearch: query.fromSearch === 'Y',
          isPreview: query.isPreview === 'Y',
        }),
      ),
      route('post', '/api/proposals/{transCode}/check-items', (ctx, { params, body }) =>
        checkItems.save(ctx, params.transCode, body),
      ),
      route('get', '/api/proposals/{transCode}/files', (ctx, { params, query }) =>
        files.list(ctx, params.transCode, query.fileGroup),
      ),
      // Admitted first (its place in the slot reserved), then read from the stream, once, capped: at most one file is
      // held per request.
      route(
        'post',
        '/api/proposals/{transCode}/files',
        async (ctx, { params, query, body }) => {
          const place = await files.admit(ctx, params.transCode, query);
          return files.store(ctx, params.transCode, query, place, () => body.read(UPLOAD_LIMITS.maxBytes));
        },
        [rawUpload],
      ),
      route('delete', '/api/proposals/{transCode}/files', (ctx, { params }) =>
        files.removeAttachments(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/files/{fileCode}', async (ctx, { params }) => {
        const file = await files.content(ctx, params.transCode, params.fileCode);
        return {
          type: file.mime,
          bytes: file.bytes,
          headers: { 'Content-Disposition': inline(file.fileName), 'Content-Security-Policy': 'sandbox' },
        };
      }),
      route('delete', '/api/proposals/{transCode}/files/{fileCode}', (ctx, { params, query }) =>
        files.remove(ctx, params.transCode, params.fileCode, query.stepCode),
      ),
      route('get', '/api/proposals/{transCode}/attachments', (ctx, { params }) =>
        files.header(ctx, params.transCode),
      ),
      route('post', '/api/proposals/{transCode}/attachments/finish', (ctx, { params }) =>
        files.finish(ctx, params.transCode),
      ),
    ],
  );
}

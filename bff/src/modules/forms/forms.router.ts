import { Router, type Request } from 'express';
import { route } from '../../common/async-handler';
import { contextOf } from '../../common/http-context';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { requireLogin } from '../../session/guards';
import { attachment } from './content-disposition';
import { formDownloadPath } from './forms.legacy';
import type { FormsService } from './forms.service';

const optional = (value: string | undefined) => (value === '' ? undefined : value);

/** /api/forms (表單下載): the list, and each PDF streamed from the core. */
export function formsRouter(forms: FormsService, coreUrl: string, timeoutMs: number): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/',
    route('get', '/api/forms', (ctx, { query }) =>
      forms.list(ctx, optional(query.formType), optional(query.formName)),
    ),
  );
  router.get(
    '/:formCode/download',
    async (req, res, next) => {
      // Unknown codes stop here; the list's file name is the fallback when the core sends no Content-Disposition
      // (the core's own header, copied by the proxy, replaces this one).
      const form = await forms.find(contextOf(req), String(req.params.formCode));
      res.setHeader('Content-Disposition', attachment(form.fileName || `${form.formCode}.pdf`));
      next();
    },
    legacyProxy(coreUrl, timeoutMs, (_path, req) =>
      formDownloadPath(String((req as Request).params.formCode)),
    ),
  );
  return router;
}

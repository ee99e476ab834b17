import { Router, type Request } from 'express';
import { json } from '../../common/async-handler';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { requireLogin } from '../../session/guards';
import { attachment } from './content-disposition';
import type { FormsService } from './forms.service';

const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** /api/forms (表單下載): the list, and each PDF streamed from the core. */
export function formsRouter(forms: FormsService, coreUrl: string, timeoutMs: number): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/',
    json((req, res) => forms.list(req, res, optional(req.query.formType), optional(req.query.formName))),
  );
  router.get(
    '/:formCode/download',
    async (req, res, next) => {
      // Unknown codes stop here; the list's file name is the fallback when the core sends no Content-Disposition
      // (the core's own header, copied by the proxy, replaces this one).
      const form = await forms.find(req, res, req.params.formCode as string);
      res.setHeader('Content-Disposition', attachment(form.fileName || `${form.formCode}.pdf`));
      next();
    },
    legacyProxy(
      coreUrl,
      timeoutMs,
      (_path, req) =>
        `/adm/com/formDownload/download?formCode=${encodeURIComponent(String((req as Request).params.formCode))}`,
    ),
  );
  return router;
}

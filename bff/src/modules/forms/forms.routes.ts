import { attachment } from '../../http/content-disposition';
import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import { formDownloadPath } from './forms.legacy';
import type { FormsService } from './forms.service';

const optional = (value: string | undefined) => (value === '' ? undefined : value);

/** /api/forms (表單下載): the list, and each PDF streamed from the core. */
export function formsRoutes(forms: FormsService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/forms', (ctx, { query }) =>
        forms.list(ctx, optional(query.formType), optional(query.formName)),
      ),
      route('get', '/api/forms/{formCode}/download', async (ctx, { params }) => {
        // Unknown codes stop here; the list's file name is the fallback when the core sends no Content-Disposition.
        const form = await forms.find(ctx, params.formCode);
        return {
          stream: formDownloadPath(params.formCode),
          fallbackHeaders: { 'Content-Disposition': attachment(form.fileName || `${form.formCode}.pdf`) },
        };
      }),
    ],
  );
}

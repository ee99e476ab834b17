import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

/** A row of the legacy form list without the PDF (ignoreBLOB=Y). */
export type FormRow = Omit<components['schemas']['FormRow'], 'fileBlob'>;

/** The PDF of one form, streamed by the proxy (GET /adm/com/formDownload/download). */
export function formDownloadPath(formCode: string): string {
  return `/adm/com/formDownload/download?formCode=${encodeURIComponent(formCode)}`;
}

/** The form list (without the PDFs: ignoreBLOB=Y); the PDF itself streams through the proxy. */
export function formsLegacy(core: LegacyClient) {
  return {
    async list(ctx: LegacyContext, formType = '', formName = ''): Promise<FormRow[]> {
      const { body } = await core.get(ctx, '/adm/com/formDownload/list', {
        query: { formType, formName, ignoreBLOB: 'Y' },
      });
      if (!Array.isArray(body)) return [];
      return body.map(({ formCode, formType, formTypeName, formName, fileName }) => ({
        formCode,
        formType,
        formTypeName,
        formName,
        fileName,
      }));
    },
  };
}

export type FormsLegacy = ReturnType<typeof formsLegacy>;

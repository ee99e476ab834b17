import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

export interface FormRow {
  formCode: string;
  formType: string;
  formTypeName: string;
  formName: string;
  fileName: string;
}

/** The form list (without the PDFs: ignoreBLOB=Y); the PDF itself streams through the proxy. */
export function formsLegacy(core: LegacyClient) {
  return {
    async list(ctx: LegacyContext, formType = '', formName = ''): Promise<FormRow[]> {
      const { body } = await core.call(ctx, 'GET', '/adm/com/formDownload/list', {
        query: { formType, formName, ignoreBLOB: 'Y' },
      });
      if (!Array.isArray(body)) return [];
      return (body as FormRow[]).map(({ formCode, formType, formTypeName, formName, fileName }) => ({
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

import type { components } from '@agent-portal/contracts/generated/legacy';
import type { FileGroup } from '@agent-portal/contracts/rules';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';
import { emptyMeansOk } from '../../../legacy/quirks';
import { documented } from '../../../legacy/documented-body';

export type LegacyCheckItemData = components['schemas']['CheckItemData'];
export type LegacyCheckItemSave = components['schemas']['CheckItemSave'];
export type LegacyPolicyFile = components['schemas']['PolicyFile'];
export type LegacyPolicyFileContent = components['schemas']['PolicyFileContent'];
export type LegacyPolicyInfo = components['schemas']['PolicyInfo'];
export type LegacyUpload = {
  transCode: string;
  stepCode: string;
  fileType: LegacyPolicyFile['fileType'];
  fileName: string;
  base64Str: string;
};

/** The check-item and upload calls of the core (spec 2 §7 "Check items, upload and attachments"). */
export function attachmentsLegacy(core: LegacyClient) {
  return {
    async checkItems(
      ctx: LegacyContext,
      query: { transCode: string; isPreview: 'Y' | 'N'; fromSearch: 'Y' | 'N' },
    ): Promise<LegacyCheckItemData> {
      return (await core.get(ctx, '/ins/upload/initCheckItem', { query })).body ?? {};
    },
    /** null when saved, else the core's text (spec 2 §4.5: a non-empty string is an error). */
    async saveCheckItems(ctx: LegacyContext, body: LegacyCheckItemSave): Promise<string | null> {
      const { text } = await core.post(ctx, '/ins/upload/saveCheckItem', { json: body });
      return emptyMeansOk(text);
    },
    async files(ctx: LegacyContext, transCode: string, fileGroup: FileGroup): Promise<LegacyPolicyFile[]> {
      const { body } = await core.get(ctx, '/ins/upload/polf', { query: { transCode, fileGroup } });
      return documented(body);
    },
    /** The stored file, or the core's 400 refusal text. */
    async upload(
      ctx: LegacyContext,
      json: LegacyUpload,
    ): Promise<{ file: LegacyPolicyFile } | { refusal: string }> {
      const res = await core.post(ctx, '/ins/upload/updFileBase64', { json, acceptStatuses: [400] });
      if (res.status === 400 || !res.body || !('fileCode' in res.body)) {
        const message = res.body && 'message' in res.body ? res.body.message : undefined;
        return { refusal: message || res.text || 'E' };
      }
      return { file: res.body };
    },
    async content(ctx: LegacyContext, transCode: string, fileCode: string): Promise<LegacyPolicyFileContent> {
      const { body } = await core.get(ctx, '/ins/upload/polfContent', { query: { transCode, fileCode } });
      if (!body) throw new Error('polfContent answered no body');
      return body;
    },
    async removeFile(
      ctx: LegacyContext,
      query: { transCode: string; fileCode: string; stepCode: string },
    ): Promise<string | null> {
      return emptyMeansOk((await core.delete(ctx, '/ins/upload/file', { query })).text);
    },
    async removeAttachments(ctx: LegacyContext, transCode: string): Promise<string | null> {
      return emptyMeansOk((await core.delete(ctx, '/ins/upload/allFile', { query: { transCode } })).text);
    },
    /** Fetch customer info of type O only (spec 2 §2.6): the policyholder's record, undefined before n1's save. */
    async policyholder(ctx: LegacyContext, transCode: string) {
      const { body } = await core.post(ctx, '/ins/cus/cusInfo/query', {
        json: { transCode, cusType: ['O'] },
      });
      return documented(body).cusList.find((c) => c.cusType === 'O');
    },
    /** Fetch policy info (spec 3 §7): the case's, `{}` for a case the agent does not have. */
    async policyInfo(ctx: LegacyContext, transCode: string): Promise<LegacyPolicyInfo> {
      return (await core.get(ctx, '/ins/common/insPolicies/policyInfo', { query: { transCode } })).body ?? {};
    },
    /** The policy-status count (spec 2 §7): the customer's other cases in `polState`, null for a malformed answer. */
    async policyCount(
      ctx: LegacyContext,
      query: { transCode: string; cusIdn: string; polState: string },
    ): Promise<number | null> {
      const n = (await core.get(ctx, '/ins/common/insPolicies/polStateCount', { query })).body?.POL_NUM;
      return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
    },
    async finishAttachments(ctx: LegacyContext, transCode: string): Promise<string | null> {
      const { text } = await core.post(ctx, '/ins/upload/saveAttachmentUpload', { json: { transCode } });
      return emptyMeansOk(text);
    },
  };
}

export type AttachmentsLegacy = ReturnType<typeof attachmentsLegacy>;

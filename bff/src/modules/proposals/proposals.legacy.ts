import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { emptyMeansOk } from '../../legacy/quirks';
import { documented } from '../../legacy/documented-body';

export type LegacyProposalRow = components['schemas']['ProposalRow'];
export type LegacyProposalSearch = components['schemas']['ProposalSearch'];
export type LegacyInterview = components['schemas']['InterviewResult'];
export type LegacyUserListEntry = components['schemas']['UserListEntry'];

/** A write the core answers `{status: S|E, message}` (the assumed proposal writes): null when done, else the refusal. */
type StatusMessage = { status?: string; message?: string } | undefined;
const refusalOf = (body: StatusMessage, text: string): string | null =>
  body?.status === 'S' ? null : body?.message || text || 'E';

/** The PDFs the download routes stream through the proxy (spec 2 §7). */
export const documentPaths = {
  consent: (row: LegacyProposalRow) =>
    `/ins/common/insPolicies/downloadConsentPdf?${new URLSearchParams({ transCode: row.transCode })}`,
  edd: (row: LegacyProposalRow) =>
    `/ins/common/insPolicies/downloadEDDPdf?${new URLSearchParams({ transCode: row.transCode, compCode: row.compCode })}`,
  written: (row: LegacyProposalRow) =>
    `/ins/common/insPolicies/downloadWritten?${new URLSearchParams({ insureNo: row.insureNo, compCode: row.compCode })}`,
} as const;

/** The proposal list's calls (spec 2 §7); the assumed ones are marked in legacy.yaml. */
export function proposalsLegacy(core: LegacyClient) {
  return {
    async search(ctx: LegacyContext, criteria: LegacyProposalSearch): Promise<LegacyProposalRow[]> {
      return documented((await core.post(ctx, '/ins/common/insPolicies/search', { json: criteria })).body);
    },
    /** null when deleted, else the core's refusal text (empty body means OK). */
    async remove(ctx: LegacyContext, transCode: string): Promise<string | null> {
      const { text } = await core.delete(ctx, '/ins/common/insPolicies/proposal', { query: { transCode } });
      return emptyMeansOk(text);
    },
    async newTransCode(ctx: LegacyContext): Promise<string> {
      return documented((await core.get(ctx, '/ins/common/insPolicies/newTransCode')).body).transCode;
    },
    async copyCustomerInfo(
      ctx: LegacyContext,
      copyTransCode: string,
      transCode: string,
      polInsureType: 'M' | 'R',
    ): Promise<string | null> {
      const { body, text } = await core.post(ctx, '/ins/common/insPolicies/copyCusInfo', {
        json: { copyTransCode, transCode, polInsureType },
      });
      return refusalOf(body, text);
    },
    /** null when done, else the core's refusal text (empty body means OK). */
    async updatePolState(ctx: LegacyContext, transCode: string, polState: string): Promise<string | null> {
      const { text } = await core.post(ctx, '/ins/common/updatePolState', { json: { transCode, polState } });
      return emptyMeansOk(text);
    },
    /** The insurer's app link, or its refusal (spelt erorrMsg by the core). */
    async insurerAppUrl(
      ctx: LegacyContext,
      row: Pick<LegacyProposalRow, 'compCode' | 'insAcceptNo' | 'insAcceptDt'>,
    ): Promise<{ url?: string; errorMsg?: string }> {
      const { body } = await core.get(ctx, '/ins/common/insPolicies/insurerAppUrl', {
        query: { compCode: row.compCode, insAcceptNo: row.insAcceptNo, insAcceptDt: row.insAcceptDt },
      });
      if (body && 'url' in body) return { url: body.url };
      return { errorMsg: body && 'erorrMsg' in body ? body.erorrMsg : '' };
    },
    async saveInterview(ctx: LegacyContext, result: LegacyInterview): Promise<string | null> {
      const { body, text } = await core.post(ctx, '/ins/common/insPolicies/elecCallResult', { json: result });
      return refusalOf(body, text);
    },
    async saveSendDate(ctx: LegacyContext, transCode: string, writSendDate: string): Promise<string | null> {
      const { body, text } = await core.post(ctx, '/ins/common/insPolicies/writSendDate', {
        json: { transCode, writSendDate },
      });
      return refusalOf(body, text);
    },
    async resendWritten(ctx: LegacyContext, row: LegacyProposalRow): Promise<string | null> {
      const { body, text } = await core.post(ctx, '/ins/common/insPolicies/resendWritten', {
        json: {
          transCode: row.transCode,
          oCusEmail: row.oCusEmail,
          oCusIdn: row.oCusIdn,
          oCusName: row.oCusName,
          userCode: row.userCode,
          insAcceptdt: row.insAcceptdt,
        },
      });
      return refusalOf(body, text);
    },
    async users(
      ctx: LegacyContext,
      query: { remoteEduYn?: 'Y' | 'N'; userCode?: string; branCode?: string },
    ): Promise<LegacyUserListEntry[]> {
      return documented((await core.get(ctx, '/adm/com/admUsers', { query })).body);
    },
  };
}

export type ProposalsLegacy = ReturnType<typeof proposalsLegacy>;

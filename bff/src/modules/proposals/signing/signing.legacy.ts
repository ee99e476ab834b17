import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';

export type LegacyPreviewList = components['schemas']['PreviewList'];
type SignResult = components['schemas']['SignResult'];

export interface LegacySignature {
  signatureImageBase64: string;
  transCode: string;
  recCode: string;
  signCode: string;
  cusCode: string;
  needSignCount: number;
  allNeedSignCount: number;
  signDt: string;
  signerName: string;
  colName: string;
  isAgentSign: 'Y' | 'N';
}

export interface LegacyRecord {
  contType: string;
  docContBase64: string;
}

/** null when the core said successMsg, else its errMsg. */
const refusalOf = (body: SignResult | undefined): string | null =>
  body && 'successMsg' in body ? null : (body && 'errMsg' in body && body.errMsg) || 'E';

/** The signing calls of the core (spec 2 §7 signing, records fetch). */
export function signingLegacy(core: LegacyClient) {
  return {
    async previewList(ctx: LegacyContext, transCode: string): Promise<LegacyPreviewList> {
      const { body } = await core.get(ctx, '/pdfreport/com/preViewList', {
        query: { transCode, isAgentSign: 'N' },
      });
      return body ?? { polrecS02: [], polsS01: {}, signS01: [], signRelaData: [] };
    },
    /** The PDF bytes as the core renders them for this signer. */
    async previewPdf(
      ctx: LegacyContext,
      transCode: string,
      docFid: string,
      cusCode: string,
    ): Promise<Buffer> {
      return (await core.bytes(ctx, '/pdfreport/com/preViewPdf', { transCode, docFid, cusCode })).bytes;
    },
    async updateSignature(ctx: LegacyContext, signature: LegacySignature): Promise<string | null> {
      const { body } = await core.post(ctx, '/pdfreport/com/updateSignature', { json: signature });
      return refusalOf(body);
    },
    async updateToPreview(
      ctx: LegacyContext,
      transCode: string,
      allNeedSignCount: number,
    ): Promise<{ successMsg: string } | { errMsg: string }> {
      const { body } = await core.post(ctx, '/pdfreport/com/updateToPreview', {
        json: { transCode, allNeedSignCount },
      });
      return body && 'successMsg' in body ? body : { errMsg: refusalOf(body) ?? 'E' };
    },
    async records(
      ctx: LegacyContext,
      transCode: string,
      compCode: string,
      annexCodes: string[],
    ): Promise<Record<string, LegacyRecord[]>> {
      const { body } = await core.get(ctx, '/ins/common/insPolicies/records', {
        query: { transCode, compCode, annexCodeList: annexCodes.join(',') },
      });
      return body ?? {};
    },
  };
}

export type SigningLegacy = ReturnType<typeof signingLegacy>;

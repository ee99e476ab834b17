import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';
import { emptyMeansOk } from '../../../legacy/quirks';
import { documented } from '../../../legacy/documented-body';

export type LegacyStatement = components['schemas']['StatementDocument'];
export type LegacyWrittenData = components['schemas']['WrittenData'];
export type LegacyWrittenLoaded = components['schemas']['WrittenDataLoaded'];

/** The proposal PDF of the written-analysis dialog, streamed by the proxy (annexCodeList A01). */
export function proposalPdfPath(transCode: string, compCode: string): string {
  return `/ins/common/insPolicies/recordsOnlyPdf?${new URLSearchParams({ transCode, annexCodeList: 'A01', compCode })}`;
}

/** The statement step's and the written analysis's calls (spec 3 §7); the assumed ones are marked in legacy.yaml. */
export function statementsLegacy(core: LegacyClient) {
  return {
    async statements(ctx: LegacyContext, transCode: string, isPreview: boolean): Promise<LegacyStatement[]> {
      const { body } = await core.get(ctx, '/ins/common/insPolicies/statements', {
        query: { transCode, isPreview: isPreview ? 'Y' : 'N' },
      });
      return documented(body);
    },
    /** null when recorded, else the core's refusal (empty body means OK). */
    async review(ctx: LegacyContext, transCode: string, docCode: string, docVersion: string) {
      const { text } = await core.put(ctx, '/ins/common/insPoliciesReview', {
        json: { transCode, docCode, docVersion, isStep: 'Y' },
      });
      return emptyMeansOk(text);
    },
    async records(ctx: LegacyContext, transCode: string, cusCode: string, docs: LegacyStatement[]) {
      const { text } = await core.post(ctx, '/ins/common/insPoliciesRecords', {
        json: { transCode, cusCode, appAnnexDocList: docs },
      });
      return emptyMeansOk(text);
    },
    async writtenData(ctx: LegacyContext, transCode: string): Promise<LegacyWrittenLoaded | undefined> {
      return (await core.get(ctx, '/ins/common/writtenData', { query: { transCode } })).body;
    },
    async postWrittenData(ctx: LegacyContext, record: LegacyWrittenData) {
      const { body } = await core.post(ctx, '/ins/common/writtenData', { json: record });
      return documented(body);
    },
  };
}

export type StatementsLegacy = ReturnType<typeof statementsLegacy>;

import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';

export type LegacyProposalReady = components['schemas']['ProposalReady'];
export type LegacyRiskAnnex = components['schemas']['RiskAnnex'];
export type LegacyEddAnnex = components['schemas']['EddAnnex'];
export type LegacyStoredRisk = components['schemas']['RiskAnnexStored'];
export type LegacyStoredEdd = components['schemas']['EddAnnexStored'];

export interface LegacyScore {
  resultCode: string;
  message?: string | null;
  lifRiskScore?: number | null;
}

export interface LegacyFinish {
  error?: string;
  msg?: string;
  emailErr1?: string;
  emailErr2?: string;
  emailErr3?: string;
  msgCal?: string;
  noEmail?: 'Y' | 'N';
}

type StatusMessage = { status?: string; message?: string } | undefined;
/** `{status: S|E, message}` writes: null when done, else the refusal. */
const refusalOf = (body: StatusMessage, text: string): string | null =>
  body?.status === 'S' ? null : body?.message || text || 'E';

/** The AML step's calls (spec 2 §7 AML and EDD); all but agentFilesFinish are assumed paths (legacy.yaml). */
export function amlLegacy(core: LegacyClient) {
  return {
    /** The proposal-ready data, or the core's refusal (an unknown case). */
    async ready(ctx: LegacyContext, transCode: string): Promise<LegacyProposalReady | { refusal: string }> {
      const { body } = await core.get(ctx, '/ins/common/proposalReady', { query: { transCode } });
      if (body && 'pnop' in body) return body;
      return { refusal: (body && 'message' in body && body.message) || '' };
    },
    /** The agent-files request (spec 2 §7; assumed shape): Y once the core holds the AML step finished. */
    async filesFinished(ctx: LegacyContext, transCode: string): Promise<boolean> {
      const { body } = await core.get(ctx, '/ins/common/agentFiles', { query: { transCode } });
      return body?.finishYn === 'Y';
    },
    async risk(ctx: LegacyContext, transCode: string): Promise<LegacyStoredRisk> {
      return (await core.get(ctx, '/ins/common/insPoliciesAnnexRisk', { query: { transCode } })).body ?? {};
    },
    async saveRisk(ctx: LegacyContext, annex: LegacyRiskAnnex): Promise<string | null> {
      const { body, text } = await core.post(ctx, '/ins/common/insPoliciesAnnexRisk', { json: annex });
      return refusalOf(body, text);
    },
    async edd(ctx: LegacyContext, transCode: string): Promise<LegacyStoredEdd> {
      return (await core.get(ctx, '/ins/common/insPoliciesAnnexEdd', { query: { transCode } })).body ?? {};
    },
    async saveEdd(ctx: LegacyContext, annex: LegacyEddAnnex): Promise<string | null> {
      const { body, text } = await core.post(ctx, '/ins/common/insPoliciesAnnexEdd', { json: annex });
      return refusalOf(body, text);
    },
    async deleteEdd(ctx: LegacyContext, transCode: string): Promise<string | null> {
      const { body, text } = await core.delete(ctx, '/ins/common/insPoliciesAnnexEdd', {
        query: { transCode },
      });
      return refusalOf(body, text);
    },
    async score(ctx: LegacyContext, transCode: string): Promise<LegacyScore> {
      const { body } = await core.post(ctx, '/ins/common/lifRiskScore', { json: { transCode } });
      return body ?? { resultCode: '' };
    },
    async finish(
      ctx: LegacyContext,
      transCode: string,
      needEdd: 'Y' | 'N',
      moneyLaundMode: 'Y' | 'N',
    ): Promise<LegacyFinish> {
      const { body } = await core.post(ctx, '/ins/common/agentFilesFinish', {
        json: { transCode, needEdd, moneyLaundMode },
      });
      return body ?? {};
    },
  };
}

export type AmlLegacy = ReturnType<typeof amlLegacy>;

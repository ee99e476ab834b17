import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { documented } from '../../legacy/documented-body';

/** One commission statement row, as the core sends it (field names kept: the SPA knows them from the spec). */
export type LegacyCommissionRow = components['schemas']['CommissionRow'];

/** GET /commission/SSDetailList: a month range, or one row by (period, empID, recNo). */
export function commissionLegacy(core: LegacyClient) {
  async function list(
    ctx: LegacyContext,
    query: { startMonth?: string; endMonth?: string; period?: string; empID?: string; recNo?: string },
  ): Promise<LegacyCommissionRow[]> {
    const { body } = await core.get(ctx, '/commission/SSDetailList', { query });
    return documented(body);
  }
  return {
    range: (ctx: LegacyContext, startMonth: string, endMonth: string) => list(ctx, { startMonth, endMonth }),
    one: (ctx: LegacyContext, period: string, empID: string, recNo: string) =>
      list(ctx, { period, empID, recNo }),
  };
}

export type CommissionLegacy = ReturnType<typeof commissionLegacy>;

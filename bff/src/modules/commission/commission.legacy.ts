import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

/** One commission statement row, as the core sends it (field names kept: the SPA knows them from the spec). */
export interface CommissionRow {
  period: string;
  recNo: string;
  empID: string;
  [field: string]: unknown;
}

/** GET /commission/SSDetailList: a month range, or one row by (period, empID, recNo). */
export function commissionLegacy(core: LegacyClient) {
  async function list(ctx: LegacyContext, query: Record<string, string>): Promise<CommissionRow[]> {
    const { body } = await core.call(ctx, 'GET', '/commission/SSDetailList', { query });
    return Array.isArray(body) ? (body as CommissionRow[]) : [];
  }
  return {
    range: (ctx: LegacyContext, startMonth: string, endMonth: string) => list(ctx, { startMonth, endMonth }),
    one: (ctx: LegacyContext, period: string, empID: string, recNo: string) =>
      list(ctx, { period, empID, recNo }),
  };
}

export type CommissionLegacy = ReturnType<typeof commissionLegacy>;

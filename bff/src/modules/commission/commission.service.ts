import { shellMessages } from '@agent-portal/contracts/messages';
import { maskId } from '@agent-portal/contracts/rules';
import { commissionSearchSchema } from '@agent-portal/contracts/validation';
import { AppError } from '../../common/app-error';
import type { Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import { validated } from '../../common/validate';
import type { CommissionLegacy, LegacyCommissionRow } from './commission.legacy';

type CommissionRow = Schema<'CommissionRow'>;

/** A list row: every field but the plain names and IDs; the IDs masked (F22****456), the names as the core masked them. */
function listRow(row: LegacyCommissionRow): CommissionRow {
  return {
    period: row.period,
    bTypeName: row.bTypeName,
    sNo: row.sNo,
    iNo: row.iNo,
    payerNameMask: row.payerNameMask,
    insNameMask: row.insNameMask,
    payerIDMask: maskId(row.payerID ?? ''),
    insIDMask: maskId(row.insID ?? ''),
    insBirth: row.insBirth,
    aliasName: row.aliasName,
    mainName: row.mainName,
    prodCode: row.prodCode,
    prodName: row.prodName,
    yp: row.yp,
    yr: row.yr,
    itemName: row.itemName,
    sDate: row.sDate,
    benefit: row.benefit,
    fyp: row.fyp,
    srcItemName: row.srcItemName,
    fyc: row.fyc,
    bKindName: row.bKindName,
    fya: row.fya,
    iDate: row.iDate,
    srcdate: row.srcdate,
    empID: row.empID,
    recNo: row.recNo,
  };
}

export function commissionService(legacy: CommissionLegacy) {
  return {
    /** The shared commissionSearchSchema (the same one the search form runs); failures are 400 with its message. */
    async search(ctx: RequestContext, startMonth: string, endMonth: string): Promise<CommissionRow[]> {
      const range = await validated(commissionSearchSchema, { startMonth, endMonth });
      const rows = await legacy.range(ctx.legacy(), range.startMonth, range.endMonth);
      // The table shows the newest period first; within a period the core's order (recNo) stays.
      return [...rows]
        .sort((a, b) => (a.period === b.period ? 0 : a.period < b.period ? 1 : -1))
        .map(listRow);
    },

    /**
     * The one row the core answers for exactly this key; anything else is 404, never another row. The dialog shows
     * the IDs masked as the list does (issue 41): the plain IDs never leave the BFF.
     */
    async detail(
      ctx: RequestContext,
      period: string,
      empID: string,
      recNo: string,
    ): Promise<Schema<'CommissionDetail'>> {
      const rows = await legacy.one(ctx.legacy(), period, empID, recNo);
      const row = rows.find((r) => r.period === period && r.empID === empID && r.recNo === recNo);
      if (!row) throw new AppError(404, 'NOT_FOUND', shellMessages.COMMISSION_EMPTY);
      return listRow(row);
    },
  };
}

export type CommissionService = ReturnType<typeof commissionService>;

import type { Request, Response } from 'express';
import { shellMessages } from '@agent-portal/contracts/messages';
import { maskId } from '@agent-portal/contracts/rules';
import { commissionSearchSchema, type CommissionSearchForm } from '@agent-portal/contracts/validation';
import { AppError } from '../../common/app-error';
import { legacyContext } from '../../legacy/context';
import type { CommissionLegacy, CommissionRow } from './commission.legacy';

/** What the list shows: every field but the plain names and IDs (masked names and IDs only, see `listRow`). */
const LIST_FIELDS = [
  'period',
  'bTypeName',
  'sNo',
  'iNo',
  'payerNameMask',
  'insNameMask',
  'aliasName',
  'mainName',
  'prodCode',
  'prodName',
  'yp',
  'yr',
  'itemName',
  'sDate',
  'benefit',
  'fyp',
  'srcItemName',
  'fyc',
  'bKindName',
  'fya',
  'iDate',
  'srcdate',
  'empID',
  'recNo',
  'insBirth',
] as const;
/** The detail dialog adds the plain IDs; plain names never leave the BFF. */
const DETAIL_FIELDS = ['payerID', 'insID'] as const;

function pick(row: CommissionRow, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]]));
}

const masked = (id: unknown) => (typeof id === 'string' ? maskId(id) : '');

/** A list row: the list fields plus the IDs masked (F22****456). */
function listRow(row: CommissionRow): Record<string, unknown> {
  return { ...pick(row, LIST_FIELDS), payerIDMask: masked(row.payerID), insIDMask: masked(row.insID) };
}

/** The shared commissionSearchSchema (the same one the search form runs); failures are 400 with its message. */
async function checkedRange(query: CommissionSearchForm): Promise<CommissionSearchForm> {
  try {
    return await commissionSearchSchema.validate(query, { abortEarly: false });
  } catch (err) {
    // yup's ValidationError, recognised by shape: the BFF does not depend on yup itself.
    const errors = (err as { name?: string; errors?: unknown }).errors;
    if ((err as Error).name !== 'ValidationError' || !Array.isArray(errors)) throw err;
    throw new AppError(400, 'VALIDATION_FAILED', String(errors[0]), errors.map(String));
  }
}

export function commissionService(legacy: CommissionLegacy) {
  return {
    async search(req: Request, res: Response, startMonth: string, endMonth: string) {
      const range = await checkedRange({ startMonth, endMonth });
      const rows = await legacy.range(legacyContext(req, res), range.startMonth, range.endMonth);
      // The table shows the newest period first; within a period the core's order (recNo) stays.
      return [...rows]
        .sort((a, b) => (a.period === b.period ? 0 : a.period < b.period ? 1 : -1))
        .map(listRow);
    },

    /** The one row the core answers for exactly this key; anything else is 404, never another row. */
    async detail(req: Request, res: Response, period: string, empID: string, recNo: string) {
      const rows = await legacy.one(legacyContext(req, res), period, empID, recNo);
      const row = rows.find((r) => r.period === period && r.empID === empID && r.recNo === recNo);
      if (!row) throw new AppError(404, 'NOT_FOUND', shellMessages.COMMISSION_EMPTY);
      return { ...listRow(row), ...pick(row, DETAIL_FIELDS) };
    },
  };
}

export type CommissionService = ReturnType<typeof commissionService>;

import type { Request, Response } from 'express';
import { shellMessages } from '@agent-portal/contracts/messages';
import { addMonths } from '@agent-portal/contracts/rules';
import { AppError } from '../../common/app-error';
import { legacyContext } from '../../legacy/context';
import type { CommissionLegacy } from './commission.legacy';

const yyyymm = ({ y, m }: { y: number; m: number }) => `${y}${String(m).padStart(2, '0')}`;

/** The months the search offers: the 12 before the current one, newest first (yyyymm). */
export function commissionMonths(now: Date = new Date()): string[] {
  const current = { y: now.getFullYear(), m: now.getMonth() + 1, d: 1 };
  return Array.from({ length: 12 }, (_, i) => yyyymm(addMonths(current, -(i + 1))));
}

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message, [message]);

export function commissionService(legacy: CommissionLegacy) {
  return {
    async search(req: Request, res: Response, startMonth: string, endMonth: string) {
      if (startMonth > endMonth) throw invalid(shellMessages.COMMISSION_MONTH_ORDER);
      const months = commissionMonths();
      if (!months.includes(startMonth) || !months.includes(endMonth)) {
        throw invalid(shellMessages.COMMISSION_MONTH_RANGE);
      }
      const rows = await legacy.range(legacyContext(req, res), startMonth, endMonth);
      // The table shows the newest period first; within a period the core's order (recNo) stays.
      return [...rows].sort((a, b) => (a.period === b.period ? 0 : a.period < b.period ? 1 : -1));
    },

    async detail(req: Request, res: Response, period: string, empID: string, recNo: string) {
      const rows = await legacy.one(legacyContext(req, res), period, empID, recNo);
      const row = rows.find((r) => r.period === period && r.recNo === recNo) ?? rows[0];
      if (!row) throw new AppError(404, 'NOT_FOUND', shellMessages.COMMISSION_EMPTY);
      return row;
    },
  };
}

export type CommissionService = ReturnType<typeof commissionService>;

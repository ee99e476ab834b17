import { Router, type Request } from 'express';
import { shellMessages } from '@agent-portal/contracts/messages';
import { commissionMonths, isMonthOrderValid, isYyyymm } from '@agent-portal/contracts/rules';
import { commissionRows } from '../fixtures/commission';
import { findUser } from '../fixtures/users';
import { loggedIn } from '../middleware/session';
import { now, state } from '../state';

/** 佣金查詢: rows of a month range, or one row by (period, empID, recNo). */
export const commissionRouter = Router();

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};

commissionRouter.get(
  '/commission/SSDetailList',
  loggedIn((req, res, session) => {
    const user = findUser(session.userCode ?? '');
    const months = user?.pirYn === 'Y' ? commissionMonths(new Date(now())) : [];
    const period = query(req, 'period');
    if (period) {
      const empID = query(req, 'empID');
      const recNo = query(req, 'recNo');
      const rows = empID === user?.userCode && months.includes(period) ? commissionRows(empID, period) : [];
      return res.json(rows.filter((r) => r.recNo === recNo));
    }
    const startMonth = query(req, 'startMonth');
    const endMonth = query(req, 'endMonth');
    if (!isYyyymm(startMonth) || !isYyyymm(endMonth)) {
      return res.status(400).json({ message: '佣金月份格式錯誤(yyyymm)' });
    }
    if (!isMonthOrderValid(startMonth, endMonth)) {
      return res.status(400).json({ message: shellMessages.COMMISSION_MONTH_ORDER });
    }
    const chosen = months.filter((m) => m >= startMonth && m <= endMonth);
    res.json(chosen.flatMap((m) => commissionRows(session.userCode ?? '', m, state.commissionRowsPerMonth)));
  }),
);

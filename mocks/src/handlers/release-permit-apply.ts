import { Router } from 'express';
import { findCustomerRecord } from '../fixtures/customer-records';
import { addDays, ymd } from '../lib/dates';
import { loggedIn } from '../middleware/session';
import { todayDate } from '../proposals/store';
import { addReleasePermit } from '../release-permits/store';
import { numericParameter, state } from '../state';

/** The take-out application (spec 3 §7): the customer lookup and the submit for review. */
export const releasePermitApplyRouter = Router();

export const releasePermitApplyMessages = {
  NOT_IN_HOUSE: '此身分證字號未預填或非本公司客戶，無法申請攜出客戶資料',
  START_BEFORE_TODAY: '攜出起日不可小於今日',
  OVER_LIMIT: (days: number) => `攜出期間限${days}日內`,
  OVERLAP: '此客戶於申請期間已有審核中或已核准之攜出申請，請勿重複申請',
} as const;

const bodyOf = (b: unknown) => (typeof b === 'object' && b !== null ? b : {}) as Record<string, unknown>;

releasePermitApplyRouter.post(
  '/ins/releasePermit/info',
  loggedIn((req, res) => {
    const record = findCustomerRecord(String(bodyOf(req.body).cusIdn ?? '').toUpperCase());
    res.json(record ? [{ cusIdn: record.idn, cusName: record.name }] : []);
  }),
);

releasePermitApplyRouter.post(
  '/ins/releasePermit/audit',
  loggedIn((req, res, session) => {
    const b = bodyOf(req.body);
    const cusIdn = String(b.cusIdn).toUpperCase();
    const start = String(b.walkOutStartDtStr);
    const end = String(b.walkOutEndDtStr);
    const record = findCustomerRecord(cusIdn);
    const today = ymd(todayDate());
    const limit = numericParameter('WALKOUT_DAY_LIMIT', 7);
    const lastAllowed = ymd(addDays(new Date(`${start.replace(/\//g, '-')}T00:00:00`), limit - 1));
    const messages: string[] = [];
    if (!record || record.name !== b.cusName) messages.push(releasePermitApplyMessages.NOT_IN_HOUSE);
    if (start < today) messages.push(releasePermitApplyMessages.START_BEFORE_TODAY);
    if (end > lastAllowed) messages.push(releasePermitApplyMessages.OVER_LIMIT(limit));
    const overlapping = state.releasePermits.some(
      (p) =>
        p.userCode === session.userCode &&
        p.cusIdn === cusIdn &&
        (p.status === 'P' || p.status === 'A') &&
        p.walkOutStartDt <= end &&
        p.walkOutEndDt >= start,
    );
    if (overlapping) messages.push(releasePermitApplyMessages.OVERLAP);
    if (messages.length) return res.json({ statusCode: 'E', messages });
    addReleasePermit({
      userCode: session.userCode ?? '',
      cusIdn,
      cusName: String(b.cusName),
      walkOutStartDt: start,
      walkOutEndDt: end,
      applyDesc: String(b.applyDesc),
      createDt: today,
    });
    res.json({ statusCode: 'S', messages: [] });
  }),
);

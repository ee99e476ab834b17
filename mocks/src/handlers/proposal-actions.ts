import { canEnterSendDate, compareDates, isRowActionAllowed } from '@agent-portal/contracts/rules';
import { Router, type Request } from 'express';
import { ymd } from '../lib/dates';
import { loggedIn } from '../middleware/session';
import { proposalFor, proposalMessages as msg, todayDate, touch } from '../proposals/store';
import { now, state } from '../state';

/** Row actions that record something (spec 2, sections 2.8, 4.2): interview result, send date, written resend. */
export const proposalActionsRouter = Router();

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const DATE = /^\d{4}\/\d{2}\/\d{2}$/;
const inRange = (value: string, max: number) => /^\d{2}$/.test(value) && Number(value) <= max;

/** Saved once: elecCallState P → Y; a second save is refused (not editable after saving). */
proposalActionsRouter.post(
  '/ins/common/insPolicies/elecCallResult',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    const refuse = (message: string) => res.json({ status: 'E', message });
    if (!p) return refuse(msg.NOT_FOUND);
    if (p.interview) return refuse(msg.INTERVIEW_LOCKED);
    if (!isRowActionAllowed('interview', p)) return refuse(msg.STATE_REFUSED);
    const [name, date, hour, minutes] = [text(b.name), text(b.date), text(b.hour), text(b.minutes)];
    if (!name || [...name].length > 20 || !DATE.test(date) || !inRange(hour, 23) || !inRange(minutes, 59)) {
      return res.status(400).json({ message: '傳送資料格式錯誤' });
    }
    p.interview = { name, date, hour, minutes, userCode: session.userCode ?? '', savedAt: ymd(todayDate()) };
    p.elecCallState = 'Y';
    touch(p);
    res.json({ status: 'S', message: msg.SAVED });
  }),
);

/** Saved once: writSendState P → A with the date; then the send-date action no longer applies. */
proposalActionsRouter.post(
  '/ins/common/insPolicies/writSendDate',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    const refuse = (message: string) => res.json({ status: 'E', message });
    if (!p) return refuse(msg.NOT_FOUND);
    if (p.writSendDate) return refuse(msg.SEND_DATE_LOCKED);
    if (!canEnterSendDate(p)) return refuse(msg.STATE_REFUSED);
    const writSendDate = text(b.writSendDate);
    if (!DATE.test(writSendDate) || compareDates(writSendDate, writSendDate) === null) {
      return res.status(400).json({ message: '傳送資料格式錯誤' });
    }
    if ((compareDates(writSendDate, todayDate()) ?? 0) > 0) return refuse(msg.SEND_DATE_FUTURE);
    p.writSendDate = writSendDate;
    p.writSendState = 'A';
    touch(p);
    res.json({ status: 'S', message: msg.SAVED });
  }),
);

/** Mails the written analysis again to the customer (GET /__mock/mails shows it); the state stays N. */
proposalActionsRouter.post(
  '/ins/common/insPolicies/resendWritten',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    const refuse = (message: string) => res.json({ status: 'E', message });
    if (!p) return refuse(msg.NOT_FOUND);
    if (!isRowActionAllowed('writtenResend', p)) return refuse(msg.STATE_REFUSED);
    const to = text(b.oCusEmail) || p.oCusEmail;
    if (!to) return refuse(msg.NO_EMAIL);
    state.mails.push({
      userCode: session.userCode ?? '',
      kind: 'written',
      at: new Date(now()).toISOString(),
      to,
      transCode: p.transCode,
    });
    res.json({ status: 'S', message: msg.WRITTEN_RESENT });
  }),
);

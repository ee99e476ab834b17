import { ruleMessages } from '@agent-portal/contracts/messages';
import { compareDates, isRowActionAllowed } from '@agent-portal/contracts/rules';
import { Router, type Request } from 'express';
import { codes } from '../fixtures/codes';
import type { Proposal } from '../fixtures/proposals';
import { insurers } from '../fixtures/reference';
import { findUser, users } from '../fixtures/users';
import { ymd } from '../lib/dates';
import { randomToken } from '../lib/random';
import { loggedIn } from '../middleware/session';
import {
  proposalFor,
  proposalMessages as msg,
  proposalsOf,
  toRow,
  todayDate,
  touch,
} from '../proposals/store';
import { draftOf } from '../proposals/customer-store';
import { state } from '../state';

/** The proposal list (spec 2, sections 2.1, 4.2, 7): search, delete, copy, state update, insurer link, users. */
export const proposalsRouter = Router();

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const query = (req: Request, name: string): string => text(req.query[name]);
const userOf = (userCode: string | null) => findUser(userCode ?? '');

/** A status filter value: a POL_STATE code, or `CODE_TYPE:value` for a sub-state entry of the code lists. */
function matchesStatus(p: Proposal, filter: string): boolean {
  if (!filter) return true;
  const [codeType, value] = filter.includes(':') ? filter.split(':', 2) : ['POL_STATE', filter];
  const field: Record<string, string | null> = {
    POL_STATE: p.polState,
    PRE_SIGN_STATE: p.preSignState,
    ELEC_CALL_STATE: p.elecCallState,
    AML_PASS_STATE: p.amlPassState,
    WRIT_SEND_STATE: p.writSendState,
  };
  return codeType !== undefined && codeType in field && field[codeType] === value;
}

const modifiedDay = (p: Proposal) => p.modifyDt.slice(0, 10);

proposalsRouter.post(
  '/ins/common/insPolicies/search',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const start = text(b.modifyDtStart);
    const end = text(b.modifyDtEnd);
    if (Boolean(start) !== Boolean(end))
      return res.status(400).json({ message: ruleMessages.LAST_MODIFIED_BOTH });
    if (start && (compareDates(start, end) ?? 0) > 0) {
      return res.status(400).json({ message: ruleMessages.LAST_MODIFIED_ORDER });
    }
    const has = (value: string, part: unknown) => value.includes(text(part));
    const rows = proposalsOf(session.userCode ?? '', text(b.carryYN) === 'Y')
      .filter(
        (p) =>
          has(p.transCode, b.transCode) &&
          has(p.oCusName, b.oCusName) &&
          has(p.iCusName, b.iCusName) &&
          has(p.proName, b.proName) &&
          matchesStatus(p, text(b.polState)) &&
          (!text(b.polInsureType) || p.polInsureType === text(b.polInsureType)) &&
          (!start ||
            ((compareDates(modifiedDay(p), start) ?? -1) >= 0 &&
              (compareDates(modifiedDay(p), end) ?? 1) <= 0)),
      )
      .sort((a, z) => z.createDt.localeCompare(a.createDt));
    res.json(rows.map(toRow));
  }),
);

/** Known path; empty body = deleted, a text body = the refusal (HTTP 200 either way). */
proposalsRouter.delete(
  '/ins/common/insPolicies/proposal',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', req.query.transCode);
    if (!p) return res.type('text/plain').send(msg.NOT_FOUND);
    if (!isRowActionAllowed('delete', p)) return res.type('text/plain').send(msg.STATE_REFUSED);
    state.proposals.delete(p.transCode);
    res.status(200).end();
  }),
);

proposalsRouter.get(
  '/ins/common/insPolicies/newTransCode',
  loggedIn((_req, res, session) => {
    state.transCodeSeq += 1;
    const transCode = `TN${String(state.transCodeSeq).padStart(6, '0')}${randomToken(4).toUpperCase()}`;
    state.issuedTransCodes.set(transCode, session.userCode ?? '');
    res.json({ transCode });
  }),
);

proposalsRouter.post(
  '/ins/common/insPolicies/copyCusInfo',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const userCode = session.userCode ?? '';
    const source = proposalFor(userCode, b.copyTransCode);
    const transCode = text(b.transCode);
    const type = text(b.polInsureType);
    const refuse = (message: string) => res.json({ status: 'E', message });
    if (!source) return refuse(msg.NOT_FOUND);
    if (state.issuedTransCodes.get(transCode) !== userCode) return refuse(msg.TRANS_CODE_UNKNOWN);
    if (type === 'R' && insurers.find((i) => i.compCode === source.compCode)?.remoteYn !== 'Y') {
      return refuse(msg.REMOTE_NOT_SUPPORTED);
    }
    if (type === 'R' && userOf(userCode)?.remoteEduYn !== 'Y') return refuse(msg.REMOTE_TRAINING);
    state.issuedTransCodes.delete(transCode);
    const today = todayDate();
    const copy: Proposal = {
      ...source,
      transCode,
      insureNo: `${type}${userCode.slice(-3)}${ymd(today).replace(/\//g, '')}${transCode.slice(2, 8)}`,
      insAcceptNo: '',
      insAcceptDt: '',
      polInsureType: type as Proposal['polInsureType'],
      polState: 'N',
      preSignState: null,
      elecCallState: null,
      amlPassState: null,
      eddPassState: null,
      writSendState: null,
      writSendDate: null,
      returnDesc: null,
      proName: '',
      userCode,
      carryUserCode: null,
      signoffDt: null,
      interview: null,
      files: [],
    };
    touch(copy);
    copy.createDt = copy.modifyDt;
    state.proposals.set(transCode, copy);
    res.json({ status: 'S', message: msg.COPIED });
  }),
);

/** Known path; empty body = updated, a text body = the refusal. */
proposalsRouter.post(
  '/ins/common/updatePolState',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    const polState = text(b.polState);
    if (!p) return res.type('text/plain').send(msg.NOT_FOUND);
    if (!codes.some((c) => c.codeType === 'POL_STATE' && c.codeValue === polState)) {
      return res.type('text/plain').send(msg.STATE_REFUSED);
    }
    p.polState = polState;
    touch(p);
    res.status(200).end();
  }),
);

/** Insurers with an app link for the jump; HS has none (the erorrMsg case). */
const APP_HOSTS: Record<string, string> = {
  CH: 'mapp.changhong-life.example',
  TY: 'mobile.taiyang-life.example',
  FG: 'app.fuguan-life.example',
  BPC: 'mobile.baipeng-ins.example',
};

/** The insurer's app link, or `{erorrMsg}` (the legacy's spelling) with HTTP 200. */
proposalsRouter.get(
  '/ins/common/insPolicies/insurerAppUrl',
  loggedIn((req, res, session) => {
    const compCode = query(req, 'compCode');
    const host = APP_HOSTS[compCode];
    if (!host) {
      const compName = insurers.find((i) => i.compCode === compCode)?.compName ?? compCode;
      return res.json({ erorrMsg: msg.NO_APP_LINK(compName) });
    }
    const params = new URLSearchParams({
      agent: session.userCode ?? '',
      acceptNo: query(req, 'insAcceptNo'),
      acceptDt: query(req, 'insAcceptDt'),
      ticket: randomToken(12),
    });
    res.json({ url: `https://${host}/entry?${params.toString()}` });
  }),
);

/** Agents, filtered by remoteEduYn, userCode and branCode (each exact, empty = all). */
proposalsRouter.get(
  '/adm/com/admUsers',
  loggedIn((req, res) => {
    const remoteEduYn = query(req, 'remoteEduYn');
    const userCode = query(req, 'userCode').toUpperCase();
    const branCode = query(req, 'branCode');
    res.json(
      users
        .filter(
          (u) =>
            (!remoteEduYn || u.remoteEduYn === remoteEduYn) &&
            (!userCode || u.userCode === userCode) &&
            (!branCode || u.roles.some((r) => r.branCode === branCode)),
        )
        .map((u) => ({
          userCode: u.userCode,
          userName: u.userName,
          branCode: u.roles[0]?.branCode ?? '',
          remoteEduYn: u.remoteEduYn,
        })),
    );
  }),
);

/** Fetch policy info (spec 3 §7, §3 Policy info; assumed path): the case's, `{}` for a case the agent does not have. */
proposalsRouter.get(
  '/ins/common/insPolicies/policyInfo',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.json({});
    res.json({
      transCode: p.transCode,
      compCode: p.compCode,
      insAcceptNo: p.insAcceptNo,
      insAcceptDt: p.insAcceptDt,
      polInsureType: p.polInsureType,
      ...draftOf(p).share,
      polState: p.polState,
    });
  }),
);

/** Policy-status count (spec 2 §7; assumed path): the customer's other cases in the state, as POL_NUM. */
proposalsRouter.get(
  '/ins/common/insPolicies/polStateCount',
  loggedIn((req, res) => {
    const transCode = query(req, 'transCode');
    const cusIdn = query(req, 'cusIdn').toUpperCase();
    const polState = query(req, 'polState');
    const POL_NUM = [...state.proposals.values()].filter(
      (p) => p.transCode !== transCode && p.oCusIdn.toUpperCase() === cusIdn && p.polState === polState,
    ).length;
    res.json({ POL_NUM });
  }),
);

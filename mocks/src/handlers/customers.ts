import { Router, type Request } from 'express';
import { failingSmsMobiles, financeHistory, shareAgents } from '../fixtures/customer-data';
import type { Proposal } from '../fixtures/proposals';
import { users } from '../fixtures/users';
import { ymdHms } from '../lib/dates';
import { loggedIn } from '../middleware/session';
import { consentAgreed, draftOf, needsLegal, type Record_ } from '../proposals/customer-store';
import { proposalFor, proposalMessages as msg, touch } from '../proposals/store';
import { now, state } from '../state';

/** Customer data steps (spec 3 §7, issue 10): customer info, legal agent, finance, consent, SMS, share agent. */
export const customersRouter = Router();

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record_ | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : undefined;

/** The case for a write: the agent's own in state N, or a new one for a code newTransCode issued to the agent. */
function caseForWrite(userCode: string, transCode: string, polInsureType: string, compCode: string) {
  const existing = proposalFor(userCode, transCode);
  if (existing) return existing.polState === 'N' ? existing : msg.STATE_REFUSED;
  if (state.issuedTransCodes.get(transCode) !== userCode) return msg.TRANS_CODE_UNKNOWN;
  state.issuedTransCodes.delete(transCode);
  const stamp = ymdHms(new Date(now()));
  const type = polInsureType === 'R' ? 'R' : 'M';
  const created: Proposal = {
    transCode,
    insureNo: `${type}${userCode.slice(-3)}${stamp.slice(0, 10).replace(/\//g, '')}${transCode.slice(2, 8)}`,
    insAcceptNo: '',
    insAcceptDt: '',
    compCode: compCode || 'CH',
    polInsureType: type,
    polState: 'N',
    preSignState: null,
    elecCallState: null,
    amlPassState: null,
    eddPassState: null,
    writSendState: null,
    writSendDate: null,
    returnDesc: null,
    createDt: stamp,
    modifyDt: stamp,
    oCusName: '',
    oCusIdn: '',
    oCusEmail: '',
    iCusName: '',
    iCusIdn: '',
    proName: '',
    userCode,
    carryUserCode: null,
    signoffDt: null,
    interview: null,
    files: [],
  };
  state.proposals.set(transCode, created);
  return created;
}

customersRouter.post(
  '/ins/cus/cusInfo/query',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    const types = Array.isArray(b.cusType) ? b.cusType.map(String) : ['O', 'I'];
    if (!p) return res.json({ cusList: [], insPolicies: {} });
    const draft = draftOf(p);
    const cusList = (['O', 'I'] as const)
      .filter((t) => types.includes(t) && draft[t])
      .map((t) => ({ ...draft[t], cusType: t, transCode: p.transCode, legalYn: needsLegal(draft[t]) }));
    res.json({
      cusList,
      insPolicies: {
        transCode: p.transCode,
        compCode: p.compCode,
        polInsureType: p.polInsureType,
        ...draft.share,
      },
    });
  }),
);

customersRouter.post(
  '/ins/cus/cusInfo',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const pol = record(b.insPolicies) ?? {};
    const cus = record(b.cus);
    const type = cus?.cusType;
    if (!cus || (type !== 'O' && type !== 'I')) return res.json({ status: 'E', message: msg.NOT_FOUND });
    const p = caseForWrite(
      session.userCode ?? '',
      text(pol.transCode),
      text(pol.polInsureType),
      text(pol.compCode),
    );
    if (typeof p === 'string') return res.json({ status: 'E', message: p });
    const draft = draftOf(p);
    draft[type] = { ...cus, cusCode: `${p.transCode}${type}`, transCode: p.transCode };
    if (type === 'O') {
      draft.share = {
        shareYn: text(pol.shareYn),
        shareAgentCode: text(pol.shareAgentCode),
        shareAgentName: text(pol.shareAgentName),
      };
      p.oCusName = text(cus.cusName);
      p.oCusIdn = text(cus.cusIdn);
      p.oCusEmail = text(cus.email);
    } else {
      p.iCusName = text(cus.cusName);
      p.iCusIdn = text(cus.cusIdn);
    }
    touch(p);
    res.json({ status: 'S', message: msg.SAVED });
  }),
);

customersRouter.post(
  '/ins/cus/legalAgent/query',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', bodyOf(req).transCode);
    if (!p) return res.json([]);
    const { legal } = draftOf(p);
    res.json((['O', 'I'] as const).filter((t) => legal[t]).map((t) => ({ ...legal[t], cusType: t })));
  }),
);

customersRouter.post(
  '/ins/cus/legalAgent',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json({ status: 'E', message: msg.NOT_FOUND });
    if (p.polState !== 'N') return res.json({ status: 'E', message: msg.STATE_REFUSED });
    const draft = draftOf(p);
    for (const t of ['O', 'I'] as const) {
      const rec = record(b[`type${t}`]);
      draft.legal[t] = rec ? { ...rec, cusType: t, legStatus: 'S' } : undefined;
    }
    touch(p);
    res.json({ status: 'S', message: msg.SAVED });
  }),
);

customersRouter.post(
  '/ins/cus/userFinance',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const cusIdn = text(b.cusIdn).toUpperCase();
    const empty = { salary: '', oIncome: '', hIncome: '', pp: '', rp: '' };
    // The latest other case of this agent with this customer, else the fixture history.
    const earlier = [...state.customerDrafts.entries()]
      .filter(([code]) => code !== text(b.transCode) && proposalFor(session.userCode ?? '', code))
      .flatMap(([code, d]) =>
        (['O', 'I'] as const)
          .map((t) => d[t])
          .filter((c): c is Record_ => !!c && text(c.cusIdn).toUpperCase() === cusIdn && !!c.salary)
          .map((c) => ({ c, at: state.proposals.get(code)?.modifyDt ?? '' })),
      )
      .sort((x, y) => y.at.localeCompare(x.at))[0]?.c;
    const from = earlier ?? financeHistory[cusIdn];
    if (!from) return res.json(empty);
    res.json({
      salary: text(from.salary),
      oIncome: text(from.oIncome),
      hIncome: text(from.hIncome),
      pp: text(from.pp),
      rp: text(from.rp),
    });
  }),
);

customersRouter.post(
  '/ins/cus/cusAgreeYn',
  loggedIn((req, res) => {
    const b = bodyOf(req);
    res.json({ agreeYn: consentAgreed(text(b.cusName), text(b.mobile)) ? 'Y' : 'N' });
  }),
);

customersRouter.post(
  '/ins/cus/sendAgreeSms',
  loggedIn((req, res) => {
    const b = bodyOf(req);
    const mobile = text(b.mobile);
    if (!/^09\d{8}$/.test(mobile) || failingSmsMobiles.includes(mobile)) {
      return res.json({ statusCode: 'F', message: '簡訊發送失敗' });
    }
    state.smsSent.push({
      transCode: text(b.transCode),
      cusName: text(b.cusName),
      mobile,
      at: new Date(now()).toISOString(),
    });
    res.json({ statusCode: 'P' });
  }),
);

customersRouter.get(
  '/adm/com/shareAgent',
  loggedIn((req, res) => {
    const pirCode = text(req.query.pirCode);
    const user = users.find((u) => u.pirCode === pirCode);
    if (user) {
      return res.json({
        userCode: user.userCode,
        branCode: user.roles[0]?.branCode ?? '',
        userName: user.userName,
      });
    }
    const other = shareAgents.find((a) => a.pirCode === pirCode);
    res.json(other ? { userCode: other.userCode, branCode: other.branCode, userName: other.userName } : {});
  }),
);

customersRouter.post(
  '/ins/cus/agentService',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json([]);
    const draft = draftOf(p);
    const entries = (['O', 'I'] as const)
      .filter((t) => draft[t])
      .map((t) => {
        const cus = draft[t] as Record_;
        const legalYn = needsLegal(cus);
        const saved = draft.legal[t];
        if (b.delFlag === true && legalYn === 'N') draft.legal[t] = undefined;
        return {
          cusType: t,
          cusCode: text(cus.cusCode),
          cusIdn: text(cus.cusIdn),
          legalYn,
          relationOwnerCode: text(cus.relationOwnerCode),
          legStatus: legalYn === 'Y' && !saved ? 'W' : text(saved?.legStatus),
        };
      });
    res.json(entries);
  }),
);

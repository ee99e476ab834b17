import { Router, type Request } from 'express';
import { ANNEX, HIGH_RISK_CAREERS, VERY_HIGH_RISK_CAREERS, riskScoreReplies } from '../fixtures/aml';
import {
  aml,
  firstYearPremium,
  ownerCusCode,
  ownerJob,
  piecesIn3Months,
  riskScore,
  type Annex,
} from '../aml/store';
import { loggedIn } from '../middleware/session';
import { proposalFor, proposalMessages as msg, touch } from '../proposals/store';

/** The AML step's calls (spec 2 §4.4, §7 AML and EDD): ready data, risk and EDD annexes, score, finish. */
export const amlRouter = Router();

const RISK_FIELDS = [
  'idnCheckYn',
  'idnCode',
  'idnCodeOther',
  'commCheckYn',
  'commOther',
  'riskJobYn',
  'riskJobCode',
  'specJobYn',
  'specJobCode',
  'mlCheckYn',
  'nameCheckYn',
  'nameCheckCode',
  'insurePieces3m',
  'proName',
  'modePrem',
  'insureSource',
  'premSource',
  'cancelTime',
  'payerCode',
  'cusJobCode',
] as const;
const EDD_FIELDS = [
  'incomeSource',
  'incomeSourceOther',
  'payMode',
  'payModeOther',
  'visitCode',
  'verifyName',
  'cusCode',
] as const;
/** What the core itself requires of a saved (status S) annex. */
const RISK_REQUIRED = [
  'idnCheckYn',
  'idnCode',
  'commCheckYn',
  'cusJobCode',
  'specJobYn',
  'mlCheckYn',
  'insureSource',
  'premSource',
];
const EDD_REQUIRED = ['visitCode', 'incomeSource', 'payMode'];

export const amlMessages = {
  TEMP_SAVED: '暫存成功',
  INCOMPLETE: '風險評估資料不完整',
  EDD_INCOMPLETE: 'EDD問卷資料不完整',
  NO_RISK_ANNEX: '請先儲存風險評估資料',
  RISK_NOT_SAVED: '風險評估尚未完成',
  EDD_NOT_SAVED: '高風險客戶需加填EDD問卷!',
  FINISH_ERROR: '要保書資料檢核未通過，請洽經代服務窗口',
  FINISH_MSG: '洗錢防制資料已送出',
  EMAIL_ERR_1: '要保人電子郵件寄送失敗',
  EMAIL_ERR_2: '被保險人電子郵件寄送失敗',
  EMAIL_ERR_3: '業務員電子郵件寄送失敗',
  MSG_CAL: '簡訊發送失敗，請確認要保人行動電話',
} as const;

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const pick = (b: Body, fields: readonly string[]): Annex =>
  Object.fromEntries(fields.flatMap((f) => (typeof b[f] === 'string' ? [[f, b[f] as string]] : [])));
const missing = (annex: Annex, fields: string[]) => fields.some((f) => !annex[f]?.trim());

amlRouter.get(
  '/ins/common/proposalReady',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', req.query.transCode);
    if (!p) return res.json({ status: 'E', message: msg.NOT_FOUND });
    const risk = aml().risk.get(p.transCode);
    const edd = aml().edd.get(p.transCode);
    res.json({
      pnop: piecesIn3Months(p),
      insPol: { proName: p.proName, lifRiskScore: aml().scores.get(p.transCode) ?? null },
      insPoliciesData: { dis_general_prmm: firstYearPremium(p) },
      srv12List: VERY_HIGH_RISK_CAREERS,
      srv14List: HIGH_RISK_CAREERS,
      tab1AnnexCode: ANNEX.risk.code,
      tab1AnnexVersion: ANNEX.risk.version,
      tab2AnnexCode: ANNEX.edd.code,
      tab2AnnexVersion: ANNEX.edd.version,
      tab3AnnexCode: ANNEX.third.code,
      tab3AnnexVersion: ANNEX.third.version,
      tab1Done: risk?.status === 'S' ? 'Y' : 'N',
      tab2Done: edd?.status === 'S' ? 'Y' : 'N',
      finishYn: aml().finished.has(p.transCode) ? 'Y' : 'N',
      cusCode: ownerCusCode(p),
      cusName: p.oCusName,
      cusIdn: p.oCusIdn,
      cusJobCode: ownerJob(p),
      cusEmail: p.oCusEmail,
      polInsureType: p.polInsureType,
      compCode: p.compCode,
    });
  }),
);

/** The agent-files request (spec 2 §7; assumed path and shape): whether agentFilesFinish holds for the case. */
amlRouter.get(
  '/ins/common/agentFiles',
  loggedIn((req, res, session) => {
    const transCode = typeof req.query.transCode === 'string' ? req.query.transCode : '';
    const p = proposalFor(session.userCode ?? '', transCode);
    if (!p) return res.json({ transCode, finishYn: 'N', amlPassState: null, eddPassState: null });
    res.json({
      transCode: p.transCode,
      finishYn: aml().finished.has(p.transCode) ? 'Y' : 'N',
      amlPassState: p.amlPassState,
      eddPassState: p.eddPassState,
    });
  }),
);

amlRouter.get(
  '/ins/common/insPoliciesAnnexRisk',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', req.query.transCode);
    res.json((p && aml().risk.get(p.transCode)) ?? {});
  }),
);

amlRouter.post(
  '/ins/common/insPoliciesAnnexRisk',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json({ status: 'E', message: msg.NOT_FOUND });
    const status = b.status === 'S' ? 'S' : 'T';
    const annex: Annex = { transCode: p.transCode, status, ...pick(b, RISK_FIELDS) };
    if (status === 'S' && missing(annex, RISK_REQUIRED)) {
      return res.json({ status: 'E', message: amlMessages.INCOMPLETE });
    }
    aml().risk.set(p.transCode, annex);
    aml().scores.delete(p.transCode);
    aml().finished.delete(p.transCode);
    touch(p);
    res.json({ status: 'S', message: status === 'S' ? msg.SAVED : amlMessages.TEMP_SAVED });
  }),
);

amlRouter.get(
  '/ins/common/insPoliciesAnnexEdd',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', req.query.transCode);
    res.json((p && aml().edd.get(p.transCode)) ?? {});
  }),
);

amlRouter.post(
  '/ins/common/insPoliciesAnnexEdd',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json({ status: 'E', message: msg.NOT_FOUND });
    const status = b.status === 'S' ? 'S' : 'T';
    const annex: Annex = {
      transCode: p.transCode,
      annexCode: ANNEX.edd.code,
      annexVersion: ANNEX.edd.version,
      status,
      ...pick(b, EDD_FIELDS),
    };
    if (status === 'S' && missing(annex, EDD_REQUIRED)) {
      return res.json({ status: 'E', message: amlMessages.EDD_INCOMPLETE });
    }
    aml().edd.set(p.transCode, annex);
    aml().finished.delete(p.transCode);
    touch(p);
    res.json({ status: 'S', message: status === 'S' ? msg.SAVED : amlMessages.TEMP_SAVED });
  }),
);

amlRouter.delete(
  '/ins/common/insPoliciesAnnexEdd',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', req.query.transCode);
    if (!p) return res.json({ status: 'E', message: msg.NOT_FOUND });
    aml().edd.delete(p.transCode);
    aml().finished.delete(p.transCode);
    res.json({ status: 'S', message: '刪除成功' });
  }),
);

amlRouter.post(
  '/ins/common/lifRiskScore',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', bodyOf(req).transCode);
    const forced = aml().scoreMode;
    if (forced === 'empty') return res.json({ resultCode: '9999', message: null, lifRiskScore: null });
    if (forced && forced in riskScoreReplies) {
      return res.json({
        resultCode: forced,
        message: riskScoreReplies[forced as keyof typeof riskScoreReplies],
      });
    }
    if (!p) return res.json({ resultCode: '0404', message: msg.NOT_FOUND });
    const annex = aml().risk.get(p.transCode);
    if (annex?.status !== 'S') return res.json({ resultCode: '0100', message: amlMessages.NO_RISK_ANNEX });
    const score = riskScore(annex);
    aml().scores.set(p.transCode, score);
    res.json({ resultCode: '0000', message: null, lifRiskScore: score });
  }),
);

amlRouter.post(
  '/ins/common/agentFilesFinish',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json({ error: msg.NOT_FOUND });
    if (aml().risk.get(p.transCode)?.status !== 'S') return res.json({ error: amlMessages.RISK_NOT_SAVED });
    if (b.needEdd === 'Y' && aml().edd.get(p.transCode)?.status !== 'S') {
      return res.json({ error: amlMessages.EDD_NOT_SAVED });
    }
    if (b.moneyLaundMode === 'Y' && p.amlPassState !== 'P') return res.json({ error: msg.STATE_REFUSED });
    const forced = aml().finishMode;
    if (forced === 'error') return res.json({ error: amlMessages.FINISH_ERROR });
    if (b.moneyLaundMode === 'Y') p.amlPassState = 'Y';
    if (b.needEdd === 'Y') p.eddPassState = 'A';
    aml().finished.add(p.transCode);
    touch(p);
    const noEmail = p.polInsureType === 'R' && !p.oCusEmail ? { noEmail: 'Y' } : {};
    // No e-mail: the written analysis goes by post, its send date is awaited (writSendState P).
    if ('noEmail' in noEmail && !p.writSendDate) p.writSendState = 'P';
    if (forced === 'msg') return res.json({ msg: amlMessages.FINISH_MSG, ...noEmail });
    if (forced === 'emailErr') {
      return res.json({
        emailErr1: amlMessages.EMAIL_ERR_1,
        emailErr2: amlMessages.EMAIL_ERR_2,
        emailErr3: amlMessages.EMAIL_ERR_3,
        ...noEmail,
      });
    }
    if (forced === 'msgCal') return res.json({ msgCal: amlMessages.MSG_CAL, ...noEmail });
    res.json({ ...noEmail });
  }),
);

import { codeName } from '../fixtures/codes';
import type { Proposal } from '../fixtures/proposals';
import { findUser } from '../fixtures/users';
import { ymdHms } from '../lib/dates';
import { now, state } from '../state';

/** The core's own texts for proposal refusals (the portal shows them as they come). */
export const proposalMessages = {
  NOT_FOUND: '查無此要保書資料',
  STATE_REFUSED: '此要保書目前狀態不可執行此功能',
  NO_DOCUMENT: '此要保書目前無此文件',
  REMOTE_TRAINING: '欲進行遠距投保，請先完成遠距投保教育訓練！',
  REMOTE_NOT_SUPPORTED: '此保險公司不受理遠距投保',
  TRANS_CODE_UNKNOWN: '交易序號無效，請重新取得',
  INTERVIEW_LOCKED: '電訪結果已儲存，不可再編輯',
  SEND_DATE_LOCKED: '寄送日期已儲存，不可再編輯',
  SEND_DATE_FUTURE: '寄送日期不可大於今日',
  NO_EMAIL: '查無客戶電子郵件，請列印書面分析報告寄送',
  WRITTEN_RESENT: '已重寄書面分析資料',
  SAVED: '儲存成功',
  TEMP_SAVED: '暫存成功',
  COPIED: '複製成功',
  NO_APP_LINK: (compName: string) => `${compName}尚未提供行動投保連結，請洽保險公司`,
} as const;

export type ProposalRow = Omit<Proposal, 'carryUserCode' | 'interview' | 'files' | 'iCusIdn' | 'seedKey'> & {
  polStateName: string;
  polInsureTypeName: string;
  /** The legacy sends the acceptance date twice, the second spelt insAcceptdt. */
  insAcceptdt: string;
};

/** A list row (spec 2, section 3), built field by field from the store. */
export function toRow(p: Proposal): ProposalRow {
  return {
    transCode: p.transCode,
    insureNo: p.insureNo,
    insAcceptNo: p.insAcceptNo,
    insAcceptDt: p.insAcceptDt,
    compCode: p.compCode,
    polInsureType: p.polInsureType,
    polInsureTypeName: codeName('POL_INSURE_TYPE', p.polInsureType),
    polState: p.polState,
    polStateName: codeName('POL_STATE', p.polState),
    preSignState: p.preSignState,
    elecCallState: p.elecCallState,
    amlPassState: p.amlPassState,
    eddPassState: p.eddPassState,
    writSendState: p.writSendState,
    writSendDate: p.writSendDate,
    returnDesc: p.returnDesc,
    createDt: p.createDt,
    modifyDt: p.modifyDt,
    oCusName: p.oCusName,
    iCusName: p.iCusName,
    oCusEmail: p.oCusEmail,
    oCusIdn: p.oCusIdn,
    proName: p.proName,
    userCode: p.userCode,
    signoffDt: p.signoffDt,
    insAcceptdt: p.insAcceptDt,
  };
}

/** The agent's own cases, plus those handed to them when `withCarried` and the agent's carryYn is Y. */
export function proposalsOf(userCode: string, withCarried = false): Proposal[] {
  const carry = withCarried && findUser(userCode)?.carryYn === 'Y';
  return [...state.proposals.values()].filter(
    (p) => p.userCode === userCode || (carry && p.carryUserCode === userCode),
  );
}

/** One case the agent may act on (own or handed to them), or undefined. */
export function proposalFor(userCode: string, transCode: unknown): Proposal | undefined {
  const p = typeof transCode === 'string' ? state.proposals.get(transCode) : undefined;
  return p && (p.userCode === userCode || p.carryUserCode === userCode) ? p : undefined;
}

/** Marks a change: modifyDt is now. */
export function touch(p: Proposal): void {
  p.modifyDt = ymdHms(new Date(now()));
}

/** yyyy/MM/dd of the mock's today. */
export function todayDate(): Date {
  return new Date(now());
}

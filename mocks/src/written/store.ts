import { insuranceAge, isAcceptedBeforeToday, parseRocDate } from '@agent-portal/contracts/rules';
import { customers } from '../fixtures/customers';
import { insurers } from '../fixtures/reference';
import type { Record_ } from '../proposals/customer-store';
import { todayDate } from '../proposals/store';
import { state } from '../state';

/** The written analysis the core keeps per case (spec 3 §3 written analysis record). */
export interface WrittenRecord {
  [field: string]: string;
}

export const WRITTEN_FIELDS = [
  'purCode',
  'purOther',
  'insTypeCode',
  'insTypeOther',
  'compCode',
  'faceAmt',
  'insOtherYn',
  'insAcceptYn',
  'oldAgeYn',
  'mode',
  'curCode',
  'modePrem',
  'retireYear',
  'feeSourceCode',
  'feeSourceOther',
  'elecCallTime',
  'insFinlevYn',
  'proNameChk',
  'proNameOther',
  'faceAmtChk',
  'faceAmtOther',
  'coverageChk',
  'coverageOther',
  'modePremChk',
  'modePremOther',
  'insReasonCode',
  'insReasonOther',
] as const;

/**
 * Customers with a contract cancellation or policy loan in the last 3 months (plResult yes): 陳志偉 and 吳宗憲.
 */
const POLICY_LOAN_IDNS = new Set(['C134562781', 'G178934565']);

const ageOf = (idn: string | undefined): number | null => {
  const birth = customers.find((c) => c.idn === idn)?.birth;
  return birth ? insuranceAge(birth, todayDate()) : null;
};

/** A saved customer's insurance age: from the birthday the agent keyed in (n2), else the customer fixture's. */
const draftAgeOf = (cus: Record_ | undefined, idn: string | undefined): number | null => {
  const birth = parseRocDate(cus?.birthday);
  return birth ? insuranceAge(birth, todayDate()) : ageOf(cus?.cusIdn ?? idn);
};

const draftText = (value: string | null | undefined, fallback: string) => (value ? value : fallback);

/**
 * What the core knows of a case for its analysis: the customers the agent saved (the customer-steps store's
 * drafts, n2/n3) first, then the proposal store; a control's facts (/__mock) override both.
 */
export function caseFacts(transCode: string) {
  const p = state.proposals.get(transCode);
  const draft = state.customerDrafts.get(transCode);
  const set = state.writtenFacts.get(transCode) ?? {};
  const idnO = draftText(draft?.O?.cusIdn, p?.oCusIdn ?? '');
  const derived = {
    compCode: p?.compCode ?? '',
    compName: insurers.find((i) => i.compCode === p?.compCode)?.compName ?? '',
    polInsureType: p?.polInsureType ?? '',
    polState: p?.polState ?? 'N',
    insAcceptDtO: p?.insAcceptDt ?? '',
    cusIdnO: idnO,
    cusNameO: draftText(draft?.O?.cusName, p?.oCusName ?? ''),
    emailO: draftText(draft?.O?.email, p?.oCusEmail ?? ''),
    insureAgeO: draftAgeOf(draft?.O, p?.oCusIdn),
    insureAgeI: draftAgeOf(draft?.I, p?.iCusIdn),
    plResult: p && (POLICY_LOAN_IDNS.has(p.oCusIdn) || POLICY_LOAN_IDNS.has(p.iCusIdn)) ? 'yes' : 'no',
  };
  return { ...derived, ...set };
}

const blankRecord = (): WrittenRecord =>
  Object.fromEntries(WRITTEN_FIELDS.map((f) => [f, ''])) as WrittenRecord;

/** The analysis as GET writtenData answers it. */
export function loadWritten(transCode: string) {
  const facts = caseFacts(transCode);
  const saved = state.writtenAnalyses.get(transCode);
  return {
    ...blankRecord(),
    compCode: facts.compCode,
    ...saved,
    transCode,
    cusCode: saved?.cusCode ?? (facts.cusIdnO ? `O-${facts.cusIdnO}` : ''),
    compName: facts.compName,
    changeYn: saved?.changeYn ?? 'N',
    status: saved?.status ?? '',
    plResult: facts.plResult,
    reportSourceMap: { '01': '薪資收入', '02': '解約金', '03': '儲蓄', '04': '退休金', '05': '保單借款' },
    insPoliciesDataList: [],
    insureAgeO: facts.insureAgeO,
    insureAgeI: facts.insureAgeI,
    emailO: facts.emailO,
    cusIdnO: facts.cusIdnO,
    cusNameO: facts.cusNameO,
    insAcceptDtO: facts.insAcceptDtO,
    polInsureType: facts.polInsureType,
  };
}

export const writtenMessages = {
  STATE_REFUSED: '此要保書目前狀態不可執行此功能',
  PREMIUM_OVER_FACE: '保費不可大於保額，請確認!',
  PAST_ACCEPTANCE: '遠距投保案件受理日期已過，不可修改書面分析',
  OTHER_INSURANCE_NOTE: '客戶已投保其他保險，請於要保書告知事項據實填寫。',
} as const;

/** POST writtenData: E with the reasons, or S (saved) with notes. */
export function saveWritten(body: Record<string, unknown>): { statusCode: 'S' | 'E'; messages: string[] } {
  const transCode = String(body.transCode ?? '');
  const facts = caseFacts(transCode);
  const errors: string[] = [];
  if (!['N', 'S'].includes(facts.polState)) errors.push(writtenMessages.STATE_REFUSED);
  const today = todayDate();
  if (facts.polInsureType === 'R' && isAcceptedBeforeToday(facts.insAcceptDtO, today)) {
    errors.push(writtenMessages.PAST_ACCEPTANCE);
  }
  const face = Number(body.faceAmt);
  const premium = Number(body.modePrem);
  if (body.status === 'S' && face > 0 && premium > face) errors.push(writtenMessages.PREMIUM_OVER_FACE);
  if (errors.length) return { statusCode: 'E', messages: errors };
  const record: WrittenRecord = { ...blankRecord() };
  for (const field of [...WRITTEN_FIELDS, 'cusCode', 'status']) {
    const value = body[field];
    record[field] = typeof value === 'string' ? value : '';
  }
  const previous = state.writtenAnalyses.get(transCode);
  record.changeYn = previous?.status === 'S' ? 'Y' : 'N';
  state.writtenAnalyses.set(transCode, record);
  return { statusCode: 'S', messages: body.insOtherYn === 'Y' ? [writtenMessages.OTHER_INSURANCE_NOTE] : [] };
}

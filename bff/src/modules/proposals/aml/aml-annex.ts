import { commaList, riskJobOf } from '@agent-portal/contracts/rules';
import type { Schema } from '../../../http/bff-types';
import type {
  LegacyEddAnnex,
  LegacyProposalReady,
  LegacyRiskAnnex,
  LegacyStoredEdd,
  LegacyStoredRisk,
} from './aml.legacy';

/** The risk annex's answers (what a temporary save compares to say 資料無異動). */
export const RISK_ANSWERS = [
  'idnCode',
  'idnCodeOther',
  'idnCheckYn',
  'commCheckYn',
  'commOther',
  'cusJobCode',
  'specJobYn',
  'mlCheckYn',
  'insureSource',
  'premSource',
  'cancelTime',
  'payerCode',
] as const;

export const EDD_ANSWERS = [
  'visitCode',
  'incomeSource',
  'incomeSourceOther',
  'payMode',
  'payModeOther',
] as const;

const split = (v: string | undefined): string[] => (v ? v.split(',').filter(Boolean) : []);
const s = (v: string | undefined | null): string => (typeof v === 'string' ? v : '');

/**
 * The form's values from the stored annex; the occupation is the policyholder's stored one (what the next save
 * rates), the system flags set here.
 */
export function riskFormOf(stored: LegacyStoredRisk, ready: LegacyProposalReady): Schema<'RiskForm'> {
  const cusJobCode = s(ready.cusJobCode);
  return {
    idnCode: split(stored.idnCode),
    idnCodeOther: s(stored.idnCodeOther),
    idnCheckYn: s(stored.idnCheckYn),
    commCheckYn: s(stored.commCheckYn),
    commOther: s(stored.commOther),
    cusJobCode,
    riskJobYn: riskJobOf(cusJobCode, ready.srv12List, ready.srv14List).riskJobYn,
    specJobYn: s(stored.specJobYn),
    mlCheckYn: s(stored.mlCheckYn),
    nameCheckYn: s(stored.nameCheckYn) || 'N',
    insureSource: s(stored.insureSource),
    premSource: s(stored.premSource),
    cancelTime: s(stored.cancelTime),
    payerCode: s(stored.payerCode),
  };
}

export function eddFormOf(stored: LegacyStoredEdd): Schema<'EddForm'> {
  return {
    visitCode: s(stored.visitCode),
    incomeSource: split(stored.incomeSource),
    incomeSourceOther: s(stored.incomeSourceOther),
    payMode: s(stored.payMode),
    payModeOther: s(stored.payModeOther),
  };
}

/** The name check's flags on the risk form: a list hit (Y/N) and its NAME_CHECK_CODE. */
export interface NameCheckFlags {
  nameCheckYn: 'Y' | 'N';
  nameCheckCode: '1' | '2' | '3';
}

/**
 * The name check's verdict as the risk form records it (docs/decisions.md): a list hit is 3 相符, a warning the
 * agent went on from (M) 2 疑似相符(已排除), anything else 1 無相符.
 */
export function nameCheckFlags(verdict: { status: string; secAmlResult: string }): NameCheckFlags {
  if (verdict.secAmlResult === 'Y') return { nameCheckYn: 'Y', nameCheckCode: '3' };
  return { nameCheckYn: 'N', nameCheckCode: verdict.status === 'M' ? '2' : '1' };
}

/**
 * The annex to store, built field by field: the agent's answers, the score inputs from the core's records (the
 * policyholder's stored occupation, riskJobYn from the career lists, the special occupation's code, nameCheckYn
 * and its code from the BFF's own name check, the policies and premium of the case); the browser sends none of them.
 */
export function riskAnnexOf(
  transCode: string,
  status: 'T' | 'S',
  values: Schema<'RiskAnswers'>,
  ready: LegacyProposalReady,
  nameCheck: NameCheckFlags,
): LegacyRiskAnnex {
  const cusJobCode = s(ready.cusJobCode);
  const risk = riskJobOf(cusJobCode, ready.srv12List, ready.srv14List);
  return {
    transCode,
    status,
    idnCode: commaList(values.idnCode),
    idnCodeOther: s(values.idnCodeOther).trim(),
    idnCheckYn: s(values.idnCheckYn),
    commCheckYn: s(values.commCheckYn),
    commOther: s(values.commOther).trim(),
    riskJobYn: risk.riskJobYn,
    riskJobCode: risk.riskJobCode,
    specJobYn: s(values.specJobYn),
    // The special occupation is the policyholder's stored one, when the agent says it is special.
    specJobCode: s(values.specJobYn) === 'Y' ? cusJobCode : '',
    mlCheckYn: s(values.mlCheckYn),
    nameCheckYn: nameCheck.nameCheckYn,
    nameCheckCode: nameCheck.nameCheckCode,
    insurePieces3m: String(ready.pnop),
    proName: ready.insPol.proName,
    modePrem: String(ready.insPoliciesData.dis_general_prmm ?? 0),
    insureSource: s(values.insureSource),
    premSource: s(values.premSource),
    cancelTime: s(values.cancelTime),
    payerCode: s(values.payerCode),
    cusJobCode,
  };
}

export function eddAnnexOf(
  transCode: string,
  status: 'T' | 'S',
  values: Schema<'EddForm'>,
  ready: LegacyProposalReady,
  verifyName: string,
): LegacyEddAnnex {
  return {
    transCode,
    annexCode: ready.tab2AnnexCode ?? '',
    annexVersion: ready.tab2AnnexVersion ?? '',
    status,
    visitCode: s(values.visitCode),
    incomeSource: commaList(values.incomeSource),
    incomeSourceOther: s(values.incomeSourceOther).trim(),
    payMode: s(values.payMode),
    payModeOther: s(values.payModeOther).trim(),
    verifyName,
    cusCode: ready.cusCode,
  };
}

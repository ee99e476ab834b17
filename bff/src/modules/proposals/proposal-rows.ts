import { allowedRowActions, isOverdueRemote } from '@agent-portal/contracts/rules';
import type { Schema } from '../../http/bff-types';
import type { LegacyProposalRow } from './proposals.legacy';

/** A list row for the SPA, field by field; the customer's ID and e-mail stay in the BFF. */
export function rowAnswer(row: LegacyProposalRow, today: Date): Schema<'ProposalRow'> {
  return {
    transCode: row.transCode,
    insureNo: row.insureNo,
    insAcceptNo: row.insAcceptNo,
    insAcceptDt: row.insAcceptDt,
    compCode: row.compCode,
    polInsureType: row.polInsureType,
    polInsureTypeName: row.polInsureTypeName,
    polState: row.polState,
    polStateName: row.polStateName,
    preSignState: row.preSignState ?? null,
    elecCallState: row.elecCallState ?? null,
    amlPassState: row.amlPassState ?? null,
    eddPassState: row.eddPassState ?? null,
    writSendState: row.writSendState ?? null,
    writSendDate: row.writSendDate ?? null,
    returnDesc: row.returnDesc ?? null,
    createDt: row.createDt,
    modifyDt: row.modifyDt,
    oCusName: row.oCusName,
    iCusName: row.iCusName,
    proName: row.proName,
    userCode: row.userCode,
    signoffDt: row.signoffDt ?? null,
    actions: allowedRowActions(row),
    overdue: isOverdueRemote(row, today),
  };
}

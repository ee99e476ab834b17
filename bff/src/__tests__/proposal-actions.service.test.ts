import { AppError } from '../common/app-error';
import type { AgentFactsReader } from '../modules/proposals/agent-facts';
import { newCases } from '../modules/proposals/new-cases';
import { proposalActionsService } from '../modules/proposals/proposal-actions.service';
import type { LegacyProposalRow, ProposalsLegacy } from '../modules/proposals/proposals.legacy';
import { serviceContext } from './support/service-context';

const row = {
  transCode: 'TR0010001',
  insureNo: 'M0012024010101',
  insAcceptNo: '',
  insAcceptDt: '',
  insAcceptdt: '',
  compCode: 'CH',
  polInsureType: 'M',
  polState: 'N',
  oCusName: '王小明',
  signoffDt: null,
} as unknown as LegacyProposalRow;

const user = { userCode: 'AG00001', carryYn: 'N', canCreate: true } as const;

const facts: AgentFactsReader = {
  user: async () => user,
  remoteTrained: async () => true,
  inWorkTime: async () => true,
};

function service(legacy: Partial<ProposalsLegacy>) {
  return proposalActionsService(
    legacy as ProposalsLegacy,
    { owned: async () => ({ user, row }) },
    facts,
    newCases(null, { insurers: async () => [], parameters: async () => [] }),
    { require: async () => undefined },
  );
}

describe('proposal actions: a refusal only the core knows', () => {
  it('the core refusing a delete the state allowed answers 409 LEGACY_ERROR with its text', async () => {
    const { ctx } = serviceContext();
    const refusal = '此要保書已有保險公司受理資料，不可刪除';
    const err = await service({ remove: async () => refusal })
      .remove(ctx, row.transCode)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, code: 'LEGACY_ERROR', message: refusal });
  });

  it('a copy the core refuses never reports success', async () => {
    const { ctx } = serviceContext();
    const err = await service({
      newTransCode: async () => 'TN0001',
      copyCustomerInfo: async () => '交易序號無效，請重新取得',
    })
      .copy(ctx, row.transCode)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: 'LEGACY_ERROR', message: '交易序號無效，請重新取得' });
  });
});

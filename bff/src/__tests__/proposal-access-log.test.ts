import { AppError } from '../common/app-error';
import type { LegacyClient } from '../legacy/legacy-client';
import { proposalAccessLog, stepCodeOf } from '../modules/common/shell/proposal-access-log';
import { serviceContext } from './support/service-context';

const agent = { auth: { stage: 'done' as const, userCode: 'AG00001', mobileYn: 'N' as const } };

describe('proposalAccessLog (the helper other modules call, e.g. the visiting-agent declaration)', () => {
  it('writes sysType F, the case, its step, the agent and the detail; the caller may await it', async () => {
    const post = jest.fn(() => Promise.resolve({ status: 200, body: undefined, text: '' }));
    const { ctx } = serviceContext(agent);
    await proposalAccessLog({ post } as unknown as LegacyClient).record(ctx, 'visitingAgentDeclaration', {
      transCode: 'TR0001',
      stepCode: 'INS_S8',
      detail: 'R01,R02',
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      expect.anything(),
      '/public/adm/com/userAccessLog',
      {
        json: {
          progClassName: 'ProposalSignature',
          methodName: 'visitingAgentDeclaration',
          actionMsg: '業務員親訪聲明跳轉保險公司 R01,R02',
          transCode: 'TR0001',
          stepCode: 'INS_S8',
          woCode: '',
          sysType: 'F',
          userCode: 'AG00001',
        },
        timeoutMs: 5000,
      },
    ]);
  });

  it('never rejects: a failed write is only logged', async () => {
    const post = jest.fn(() => Promise.reject(new AppError(502, 'NO_RESPONSE')));
    const { ctx } = serviceContext(agent);
    await expect(
      proposalAccessLog({ post } as unknown as LegacyClient).record(ctx, 'sign', {
        transCode: 'TR0001',
        stepCode: 'INS_S8',
      }),
    ).resolves.toBeUndefined();
  });

  it('names the steps of both containers (spec 2 §2.10)', () => {
    expect(stepCodeOf('M', 'n5')).toBe('INS_S5');
    expect(stepCodeOf('M', 'n9')).toBe('INS_S9');
    expect(stepCodeOf('R', 'n5')).toBe('REMOTE_S5');
    expect(stepCodeOf('R', 'n7')).toBe('REMOTE_S6');
    expect(stepCodeOf('R', 'n9')).toBe('REMOTE_S7');
    expect(stepCodeOf('R', 'n8')).toBe('');
  });
});

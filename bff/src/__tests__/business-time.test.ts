import type { CommonService } from '../modules/common';
import { releasePermitLegacy } from '../modules/customer-data/release-permit.legacy';
import type { AgentFactsReader } from '../modules/proposals/agent-facts';
import { newCases } from '../modules/proposals/new-cases';
import { proposalActionsService } from '../modules/proposals/proposal-actions.service';
import { rowAnswer } from '../modules/proposals/proposal-rows';
import { requireNotOverdue } from '../modules/proposals/proposal-rules';
import type { LegacyProposalRow, ProposalsLegacy } from '../modules/proposals/proposals.legacy';
import type { StatementsLegacy } from '../modules/proposals/statements/statements.legacy';
import { writtenAnalysisService } from '../modules/proposals/statements/written-analysis.service';
import type { ReleasePermitApplyLegacy } from '../modules/release-permits/release-permits.legacy';
import { releasePermitsService } from '../modules/release-permits/release-permits.service';
import type { LegacyClient } from '../legacy/legacy-client';
import { serviceContext } from './support/service-context';

/**
 * The BFF's business dates at Taiwan's day boundary: 2026-11-27 01:00 in Taipei is 2026-11-26 17:00 UTC, the day
 * before for a BFF in UTC. `npm test` runs this suite under TZ=UTC and TZ=Asia/Taipei (scripts/test.sh).
 */
const AT_ONE_TAIPEI = new Date('2026-11-26T17:00:00Z');
const clock = () => AT_ONE_TAIPEI;

const remoteS = (insAcceptDt: string) =>
  ({
    transCode: 'TR0010001',
    insAcceptDt,
    compCode: 'CH',
    polInsureType: 'R',
    polState: 'S',
    writSendState: '',
    oCusName: '王小明',
  }) as unknown as LegacyProposalRow;

const user = { userCode: 'AG00001', carryYn: 'N', canCreate: true } as const;
const facts: AgentFactsReader = {
  user: async () => user,
  remoteTrained: async () => true,
  inWorkTime: async () => true,
};

const parameters = (values: Record<string, string>) =>
  ({
    shared: async () =>
      Object.entries(values).map(([parameterCode, parameterValue]) => ({
        parameterType: 'SYS',
        parameterCode,
        parameterValue,
      })),
  }) as unknown as CommonService;

describe(`BFF business time at 01:00 Taipei (process TZ=${process.env.TZ ?? 'unset'})`, () => {
  it('a remote S case accepted the Taipei yesterday is overdue (409), one accepted today is not', () => {
    expect(rowAnswer(remoteS('2026/11/26'), AT_ONE_TAIPEI).overdue).toBe(true);
    expect(rowAnswer(remoteS('2026/11/27'), AT_ONE_TAIPEI).overdue).toBe(false);
    expect(() => requireNotOverdue(remoteS('2026/11/26'), AT_ONE_TAIPEI)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => requireNotOverdue(remoteS('2026/11/27'), AT_ONE_TAIPEI)).not.toThrow();
  });

  it('the send date of the Taipei today is saved, tomorrow is refused', async () => {
    const saved: string[] = [];
    const row = { ...remoteS('2026/11/26'), polState: 'U', writSendState: 'P' } as LegacyProposalRow;
    const actions = proposalActionsService(
      {
        saveSendDate: async (_call: unknown, _code: string, date: string) => {
          saved.push(date);
          return null;
        },
      } as unknown as ProposalsLegacy,
      { owned: async () => ({ user, row }) },
      facts,
      newCases(null, { insurers: async () => [], parameters: async () => [] }),
      { require: async () => undefined },
      clock,
    );
    const { ctx } = serviceContext();
    await actions.sendDate(ctx, row.transCode, { writSendDate: '2026-11-27' });
    expect(saved).toEqual(['2026/11/27']);
    await expect(actions.sendDate(ctx, row.transCode, { writSendDate: '2026-11-28' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('the written analysis: APP_REMIND_TIME is a Taipei hour, the acceptance date a Taipei date', async () => {
    const load = (remindHour: string, insAcceptDtO: string) =>
      writtenAnalysisService(
        {
          writtenData: async () => ({ polInsureType: 'R', status: 'T', insAcceptDtO, insureAgeO: '40' }),
        } as unknown as StatementsLegacy,
        parameters({ APP_REMIND_TIME: remindHour }),
        clock,
      ).load(serviceContext().ctx, 'TR0010001');
    expect(await load('1', '2026/11/27')).toMatchObject({ afterRemindHour: true, readOnly: false });
    expect(await load('2', '2026/11/26')).toMatchObject({ afterRemindHour: false, readOnly: true });
    expect(await load('17', '2026/11/27')).toMatchObject({ afterRemindHour: false });
  });

  it('take-out: the list may end on the Taipei today, an application may start on it', async () => {
    const queried: unknown[] = [];
    const service = releasePermitsService(
      { query: async (_call: unknown, criteria: unknown) => (queried.push(criteria), []) } as never,
      {
        customer: async () => ({ cusIdn: 'A100000010', cusName: '王志明' }),
        audit: async () => ({ statusCode: 'S', messages: [] }),
      } as unknown as ReleasePermitApplyLegacy,
      parameters({ WALKOUT_DAY_LIMIT: '7' }),
      clock,
    );
    const { ctx } = serviceContext();
    await service.list(ctx, { applyStartDt: '2026-10-27', applyEndDt: '2026-11-27' });
    expect(queried).toHaveLength(1);
    await expect(
      service.list(ctx, { applyStartDt: '2026-11-27', applyEndDt: '2026-11-28' }),
    ).rejects.toMatchObject({ status: 400 });
    const application = {
      cusIdn: 'A100000010',
      cusName: '王志明',
      getDataYn: 'Y' as const,
      walkOutStartDtStr: '2026-11-27',
      walkOutEndDtStr: '2026-11-27',
      applyDesc: '拜訪客戶',
    };
    await expect(service.submit(ctx, application)).resolves.toHaveProperty('message');
    await expect(
      service.submit(ctx, { ...application, walkOutStartDtStr: '2026-11-26' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('the carry-out check asks the core for the Taipei today', async () => {
    const asked: unknown[] = [];
    const core = {
      post: async (_ctx: unknown, _path: string, options: { json: unknown }) => {
        asked.push(options.json);
        return { body: [] };
      },
    } as unknown as LegacyClient;
    await releasePermitLegacy(core).validToday(serviceContext().ctx.legacy(), 'A100000010', AT_ONE_TAIPEI);
    expect(asked).toEqual([expect.objectContaining({ startDt: '2026-11-27', endDt: '2026-11-27' })]);
  });
});

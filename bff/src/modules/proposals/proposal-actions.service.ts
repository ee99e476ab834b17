import { proposalMessages, shellMessages } from '@agent-portal/contracts/messages';
import { canEnterSendDate, isRowActionAllowed } from '@agent-portal/contracts/rules';
import { interviewSchema, sendDateSchema } from '@agent-portal/contracts/validation';
import { toIsoDate } from '@agent-portal/contracts/rules';
import type { BffBody, Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import { validated } from '../../common/validate';
import type { LegacyContext } from '../../legacy/legacy-client';
import type { JumpGate, JumpRequest } from './completeness/jump-gate';
import type { AgentFactsReader } from './agent-facts';
import type { NewCases } from './new-cases';
import {
  coreRefusal,
  requireAction,
  requireCreatePermission,
  requireNotOverdue,
  requireNotPastAcceptance,
  requireRemoteTraining,
  requireWorkTime,
} from './proposal-rules';
import { rememberIssued } from './issued-trans-codes';
import type { ProposalsLegacy } from './proposals.legacy';
import type { ProposalsService } from './proposals.service';

/** `yyyy/MM/dd`, the core's form of a date. */
const coreDate = (value: string): string => (toIsoDate(value) ?? '').replace(/-/g, '/');

/**
 * The row actions and the start of a new proposal (spec 2 §2.2, §4.2, §4.3, §4.7, §6). Every action loads the case
 * from the core first and refuses what its state does not allow (409) or what the agent may not do (403) before the
 * core is asked to act.
 */
export function proposalActionsService(
  legacy: ProposalsLegacy,
  proposals: Pick<ProposalsService, 'owned'>,
  facts: AgentFactsReader,
  starts: NewCases,
  gate: Pick<JumpGate, 'require'>,
  clock: () => Date = () => new Date(),
) {
  /** pirYn/mecYn, then (when asked) the working hours, then remote training for R. */
  async function requireBuilder(call: LegacyContext, polInsureType: string, checkHours: boolean) {
    const [user, inWorkTime] = await Promise.all([
      facts.user(call),
      checkHours ? facts.inWorkTime(call) : Promise.resolve(true),
    ]);
    requireCreatePermission(user.canCreate);
    requireWorkTime(inWorkTime);
    if (polInsureType === 'R') requireRemoteTraining('R', await facts.remoteTrained(call, user.userCode));
    return user;
  }

  return {
    /** The choose dialog's 確定: the wizard may open for this insurer and case type. */
    async start(
      ctx: RequestContext,
      body: BffBody<'post', '/api/proposals/start'>,
    ): Promise<Schema<'ProposalStart'>> {
      const { insurer, polInsureType } = await starts.check(ctx, body);
      await requireBuilder(ctx.legacy(), polInsureType, true);
      return { compCode: insurer.compCode, compName: insurer.compName, polInsureType };
    },

    /** A code for the first save of a new draft: no working-hours check (nothing typed is lost). */
    async transCode(
      ctx: RequestContext,
      body: BffBody<'post', '/api/proposals/trans-code'>,
    ): Promise<Schema<'TransCode'>> {
      const { insurer, polInsureType } = await starts.check(ctx, body);
      const call = ctx.legacy();
      const user = await requireBuilder(call, polInsureType, false);
      const transCode = await legacy.newTransCode(call);
      if (transCode) {
        rememberIssued(ctx.session, user.userCode, transCode);
        // The code's first save creates the case with this insurer and type, never with its body's (issue 20).
        await starts.record(transCode, user.userCode, { compCode: insurer.compCode, polInsureType });
      }
      return { transCode };
    },

    /** Edit or preview: where the wizard starts, after the state, permission, hour and overdue checks. */
    async open(
      ctx: RequestContext,
      transCode: string,
      mode: 'edit' | 'preview',
    ): Promise<Schema<'ProposalOpening'>> {
      const call = ctx.legacy();
      const [{ user, row }, inWorkTime] = await Promise.all([
        proposals.owned(ctx, transCode),
        facts.inWorkTime(call),
      ]);
      const isPreview = mode === 'preview';
      requireAction(row, isPreview ? 'preview' : 'edit');
      requireWorkTime(inWorkTime);
      const opening = {
        transCode: row.transCode,
        compCode: row.compCode,
        polInsureType: row.polInsureType,
        polState: row.polState,
        insAcceptNo: row.insAcceptNo,
        insAcceptDt: row.insAcceptDt,
        isPreview,
      };
      if (isPreview) return { ...opening, next: 'wizard' };
      requireCreatePermission(user.canCreate);
      requireRemoteTraining(
        row.polInsureType,
        row.polInsureType !== 'R' || (await facts.remoteTrained(call, user.userCode)),
      );
      if (row.polState !== 'S') return { ...opening, next: 'wizard' };
      requireNotOverdue(row, clock());
      if (row.polInsureType === 'R' || row.signoffDt) return { ...opening, next: 'lastStep' };
      return { ...opening, next: 'signature', message: proposalMessages.CUSTOMER_NOT_SIGNED };
    },

    /** A new N case with the source's insurer and customers, under a new code (spec 2 §4.3). */
    async copy(ctx: RequestContext, transCode: string): Promise<Schema<'CopyResult'>> {
      const call = ctx.legacy();
      const { user, row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'copy');
      await requireBuilder(call, row.polInsureType, true);
      const newCode = await legacy.newTransCode(call);
      coreRefusal(await legacy.copyCustomerInfo(call, row.transCode, newCode, row.polInsureType));
      ctx.log.info(
        { reqId: ctx.requestId, from: row.transCode, to: newCode, userCode: user.userCode },
        'proposal copied',
      );
      return { transCode: newCode, message: proposalMessages.COPIED };
    },

    async remove(ctx: RequestContext, transCode: string): Promise<Schema<'ActionResult'>> {
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'delete');
      coreRefusal(await legacy.remove(call, row.transCode));
      return { message: proposalMessages.DELETED };
    },

    /**
     * The one jump to the insurer (spec 2 §4.7): the row's (state O), n7's (remote), the signing step's and n9's
     * (N or S), each through the go/no-go (`gate`: 409 unless complete, or unsigned with a recorded visiting-agent
     * declaration). The core's erorrMsg comes back as errorMsg and nothing changes; with a link the case goes to O.
     */
    async jump(ctx: RequestContext, transCode: string, request: JumpRequest): Promise<Schema<'InsurerLink'>> {
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      if (!isRowActionAllowed('edit', row)) requireAction(row, 'jump');
      else requireNotPastAcceptance(row, clock());
      await gate.require(ctx, row, request);
      const link = await legacy.insurerAppUrl(call, row);
      if (!link.url) return { errorMsg: link.errorMsg || shellMessages.URL_FETCH_FAILED };
      if (row.polState !== 'O') coreRefusal(await legacy.updatePolState(call, row.transCode, 'O'));
      return { url: link.url };
    },

    async interview(
      ctx: RequestContext,
      transCode: string,
      body: BffBody<'post', '/api/proposals/{transCode}/interview'>,
    ): Promise<Schema<'ActionResult'>> {
      const input = await validated(interviewSchema, body);
      const call = ctx.legacy();
      const { user, row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'interview');
      coreRefusal(
        await legacy.saveInterview(call, {
          name: input.name,
          date: coreDate(input.date),
          hour: input.hour,
          minutes: input.minutes,
          transCode: row.transCode,
          userCode: user.userCode,
          preSignState: row.preSignState,
          amlPassState: row.amlPassState,
        }),
      );
      return { message: proposalMessages.SAVED };
    },

    async sendDate(
      ctx: RequestContext,
      transCode: string,
      body: BffBody<'post', '/api/proposals/{transCode}/send-date'>,
    ): Promise<Schema<'ActionResult'>> {
      const input = await validated(sendDateSchema, body, { now: clock() });
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      // The list's 寄送日期, or the AML finish of a remote case without e-mail (still N, marked P by the core).
      if (!canEnterSendDate(row)) requireAction(row, 'sendDate');
      coreRefusal(await legacy.saveSendDate(call, row.transCode, coreDate(input.writSendDate)));
      return { message: proposalMessages.SAVED };
    },

    async resendWritten(ctx: RequestContext, transCode: string): Promise<Schema<'ActionResult'>> {
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'writtenResend');
      coreRefusal(await legacy.resendWritten(call, row));
      return { message: proposalMessages.WRITTEN_RESENT };
    },
  };
}

export type ProposalActionsService = ReturnType<typeof proposalActionsService>;

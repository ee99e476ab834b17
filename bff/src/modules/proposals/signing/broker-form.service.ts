import { brokerFormMessages } from '@agent-portal/contracts/messages';
import { brokerFormDraftSchema, brokerFormSchema } from '@agent-portal/contracts/validation';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import { validated } from '../../../common/validate';
import type { LegacyClient } from '../../../legacy/legacy-client';
import { coreRefusal, requireAction } from '../proposal-rules';
import type { ProposalsService } from '../proposals.service';

/** The broker form of n9 (INS_S9 / REMOTE_S7): read and saved through the core's (assumed) brokerForm calls. */
export function brokerFormService(core: LegacyClient, proposals: Pick<ProposalsService, 'owned'>) {
  async function caseOf(ctx: RequestContext, transCode: string) {
    const { row } = await proposals.owned(ctx, transCode);
    return { call: ctx.legacy(), row };
  }

  return {
    async get(ctx: RequestContext, transCode: string): Promise<Schema<'BrokerForm'>> {
      const { call, row } = await caseOf(ctx, transCode);
      const { body } = await core.get(call, '/ins/common/brokerForm', {
        query: { transCode: row.transCode },
      });
      return {
        recommendReason: body?.recommendReason ?? '',
        explainedYn: body?.explainedYn === 'Y' ? 'Y' : 'N',
        savedAt: body?.savedAt ?? null,
        temporary: body?.status === 'T',
      };
    },

    /**
     * Final (暫存 on the last tab): the schema validates, the core keeps the form (S). Temporary (the autosave, issue
     * 22 item 5): what was typed, within the reason's length, as the core's temporary save (T). Either way only on
     * the agent's own case in a state the wizard may edit.
     */
    async save(
      ctx: RequestContext,
      transCode: string,
      input: { recommendReason: string; explainedYn: string; temporary?: boolean },
    ): Promise<Schema<'ActionResult'>> {
      const temporary = input.temporary === true;
      const form = temporary
        ? await validated(brokerFormDraftSchema, input)
        : { ...(await validated(brokerFormSchema, input)), explainedYn: 'Y' as const };
      const { call, row } = await caseOf(ctx, transCode);
      requireAction(row, 'edit');
      const { body } = await core.post(call, '/ins/common/brokerForm', {
        json: {
          transCode: row.transCode,
          recommendReason: form.recommendReason,
          explainedYn: form.explainedYn === 'Y' ? 'Y' : 'N',
          saveType: temporary ? 'T' : 'S',
        },
      });
      coreRefusal(body?.status === 'S' ? null : body?.message || 'E');
      return { message: temporary ? brokerFormMessages.TEMP_SAVED : brokerFormMessages.SAVED };
    },
  };
}

export type BrokerFormService = ReturnType<typeof brokerFormService>;

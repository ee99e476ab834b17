import { brokerFormMessages } from '@agent-portal/contracts/messages';
import { brokerFormSchema } from '@agent-portal/contracts/validation';
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
      };
    },

    async save(
      ctx: RequestContext,
      transCode: string,
      input: { recommendReason: string; explainedYn: string },
    ): Promise<Schema<'ActionResult'>> {
      const form = await validated(brokerFormSchema, input);
      const { call, row } = await caseOf(ctx, transCode);
      requireAction(row, 'edit');
      const { body } = await core.post(call, '/ins/common/brokerForm', {
        json: { transCode: row.transCode, recommendReason: form.recommendReason, explainedYn: 'Y' },
      });
      coreRefusal(body?.status === 'S' ? null : body?.message || 'E');
      return { message: brokerFormMessages.SAVED };
    },
  };
}

export type BrokerFormService = ReturnType<typeof brokerFormService>;

import {
  attachmentMessages as am,
  checkGroupNames,
  proposalMessages,
} from '@agent-portal/contracts/messages';
import {
  CHECK_GROUPS,
  amountChanged,
  reasonsNeeded,
  REASON_FIELDS,
  SAME_PERSON,
  type CheckFinance,
} from '@agent-portal/contracts/rules';
import { checkItemsSchema, resultField } from '@agent-portal/contracts/validation/check-items';
import type { BffBody } from '../../../http/bff-types';
import type { Schema } from '../../../http/bff-types';
import { AppError } from '../../../common/app-error';
import type { RequestContext } from '../../../infra/request-context';
import { recordOf } from '../../../common/record-of';
import { validated } from '../../../common/validate';
import { caseStep } from '../completeness/case-steps';
import type { TemporarySaves } from '../completeness/temporary-saves';
import { coreRefusal } from '../proposal-rules';
import type { AttachmentsLegacy, LegacyCheckItemData } from './attachments.legacy';
import { WIZARD_WRITE, type CaseGuard } from './case-guard';

type SaveBody = BffBody<'post', '/api/proposals/{transCode}/check-items'>;
type ExecuteFrom = SaveBody['executeFrom'];

const FINANCE_FIELDS = ['salary', 'oIncome', 'hIncome', 'pp', 'rp', 'assets'] as const;
const FROM_SEARCH: readonly ExecuteFrom[] = ['audit', 'searchPageTempSave'];
const TEMPORARY: readonly ExecuteFrom[] = ['tempSave', 'searchPageTempSave'];
const SAVED_MESSAGE: Record<ExecuteFrom, string> = {
  nextStep: proposalMessages.SAVED,
  tempSave: proposalMessages.TEMP_SAVED,
  audit: am.RESEND_SUBMITTED,
  searchPageTempSave: am.RESEND_TEMP_SAVED,
};

const finances = (data: LegacyCheckItemData): CheckFinance[] =>
  (data.cusFinance ?? []).map((f) => ({ ...f, relationOwnerCode: f.relationOwnerCode ?? null }));

/**
 * 檢核項目 (spec 2 §2.5, §4.5, §5): the groups, the finance changes and the reasons they need, the AG files; the
 * save runs contracts' checkItemsSchema over the case's own facts before the core is asked.
 */
export function checkItemsService(
  legacy: AttachmentsLegacy,
  cases: CaseGuard,
  temporary: Pick<TemporarySaves, 'record'>,
) {
  async function facts(ctx: RequestContext, transCode: string, fromSearch: boolean, isPreview: boolean) {
    const call = ctx.legacy();
    const data = await legacy.checkItems(call, {
      transCode,
      isPreview: isPreview ? 'Y' : 'N',
      fromSearch: fromSearch ? 'Y' : 'N',
    });
    // Spec 2 §8: the fetch's errorMsg is alerted and the tab switch cancelled.
    if (data.errorMsg) throw new AppError(409, 'LEGACY_ERROR', data.errorMsg);
    const files = await legacy.files(call, transCode, 'VALIDATE');
    const shownGroups = CHECK_GROUPS.filter((g) => data.polvdMap?.[g] !== undefined);
    return {
      data,
      shownGroups,
      reasonsNeeded: reasonsNeeded(finances(data)),
      agFileCount: files.filter((f) => f.fileType === 'AG').length,
    };
  }

  return {
    async load(
      ctx: RequestContext,
      transCode: string,
      opts: { fromSearch: boolean; isPreview: boolean },
    ): Promise<Schema<'CheckItems'>> {
      if (opts.fromSearch) await cases.require(ctx, transCode, ['resendCheckData']);
      const {
        data,
        shownGroups,
        reasonsNeeded: needed,
        agFileCount,
      } = await facts(ctx, transCode, opts.fromSearch, opts.isPreview);
      const owner = data.cusFinance?.find((f) => f.cusType === 'O');
      return {
        groups: shownGroups.map((group) => ({
          group,
          name: checkGroupNames[group],
          items: (data.polvdMap?.[group] ?? []).map(({ itemName, itemDesc }) => ({ itemName, itemDesc })),
          description: data[resultField(group)] ?? '',
        })),
        finance: finances(data).map((f) => ({
          cusType: f.cusType,
          relationOwnerCode: f.relationOwnerCode ?? '',
          values: FINANCE_FIELDS.map((field) => ({
            field,
            now: f[field] ?? '',
            last: f[`${field}Last`] ?? '',
            changed:
              !(f.cusType === 'I' && f.relationOwnerCode === SAME_PERSON) &&
              amountChanged(f[field], f[`${field}Last`]),
          })),
        })),
        reasonsNeeded: needed,
        reasons: recordOf(REASON_FIELDS, (r) => owner?.[r] ?? ''),
        agFileCount,
      };
    },

    async save(ctx: RequestContext, transCode: string, body: SaveBody): Promise<Schema<'ActionResult'>> {
      const fromSearch = FROM_SEARCH.includes(body.executeFrom);
      const row = await cases.require(ctx, transCode, fromSearch ? ['resendCheckData'] : WIZARD_WRITE);
      const known = await facts(ctx, transCode, fromSearch, false);
      const values = await validated(
        checkItemsSchema,
        {
          ...body,
          shownGroups: known.shownGroups,
          reasonsNeeded: known.reasonsNeeded,
          agFileCount: known.agFileCount,
        },
        { temporary: TEMPORARY.includes(body.executeFrom) },
      );
      const reasons = recordOf(REASON_FIELDS, (r) => values[r]);
      const insured = known.data.cusFinance?.some((f) => f.cusType === 'I');
      const refusal = await legacy.saveCheckItems(ctx.legacy(), {
        transCode,
        executeFrom: body.executeFrom,
        ...Object.fromEntries(known.shownGroups.map((g) => [resultField(g), values[resultField(g)]])),
        // The insured's reasons copy the policyholder's (spec 2 §5).
        cusFinance: [
          { cusType: 'O', ...reasons },
          ...(insured ? [{ cusType: 'I' as const, ...reasons }] : []),
        ],
      });
      coreRefusal(refusal);
      // The wizard's 暫存 marks n4 not done, its 下一步 done again (spec 3 §4); the list's 檢核總表 changes neither.
      const code = caseStep(row.polInsureType, 'n4')?.code;
      if (code && !fromSearch) await temporary.record(transCode, code, body.executeFrom === 'tempSave');
      return { message: SAVED_MESSAGE[body.executeFrom] };
    },
  };
}

export type CheckItemsService = ReturnType<typeof checkItemsService>;

import { writtenAnalysisSchema, writtenAnalysisDraftSchema } from '@agent-portal/contracts/validation';
import { writtenAnalysisMessages } from '@agent-portal/contracts/messages';
import {
  codeListOf,
  isAfterRemindHour,
  isHighAgeCase,
  isPastAcceptanceRemote,
} from '@agent-portal/contracts/rules';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import { recordOf } from '../../../common/record-of';
import { validated } from '../../../common/validate';
import type { CommonService } from '../../common';
import { requireAction } from '../proposal-rules';
import { caseParameters } from './case-parameters';
import type { LegacyWrittenLoaded, StatementsLegacy } from './statements.legacy';

type Fields = Schema<'WrittenAnalysisFields'>;

const TEXT_FIELDS = [
  'purOther',
  'insTypeCode',
  'insTypeOther',
  'compCode',
  'faceAmt',
  'insOtherYn',
  'insAcceptYn',
  'oldAgeYn',
  'curCode',
  'mode',
  'modePrem',
  'retireYear',
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
] as const satisfies readonly (keyof Fields)[];

function fieldsOf(core: LegacyWrittenLoaded): Required<Fields> {
  const text = recordOf(TEXT_FIELDS, (f) => core[f] ?? '');
  return { ...text, purCode: codeListOf(core.purCode), feeSourceCode: codeListOf(core.feeSourceCode) };
}

/** The written analysis (n7 / REMOTE_S6): load with the facts its rules need, draft T, submit S. */
export function writtenAnalysisService(
  legacy: StatementsLegacy,
  common: CommonService,
  clock: () => Date = () => new Date(),
) {
  async function facts(ctx: RequestContext, transCode: string) {
    const call = ctx.legacy();
    const [core, params] = await Promise.all([
      legacy.writtenData(call, transCode),
      caseParameters(common, ctx),
    ]);
    if (!core) throw new AppError(404, 'PROPOSAL_NOT_FOUND');
    const now = clock();
    return {
      core,
      params,
      meta: {
        highAge: isHighAgeCase([core.insureAgeO, core.insureAgeI], params.highAgeLimit),
        callSources: codeListOf(params.feeSourceCodes),
        plResult: core.plResult ?? '',
      },
      readOnly: isPastAcceptanceRemote(
        { polInsureType: core.polInsureType, insAcceptDt: core.insAcceptDtO },
        now,
      ),
      now,
    };
  }

  return {
    async load(ctx: RequestContext, transCode: string): Promise<Schema<'WrittenAnalysis'>> {
      const f = await facts(ctx, transCode);
      return {
        values: fieldsOf(f.core),
        meta: f.meta,
        status: f.core.status,
        changeYn: f.core.changeYn ?? '',
        polInsureType: f.core.polInsureType,
        readOnly: f.readOnly,
        highAgeLimit: f.params.highAgeLimit,
        highAgeOwner: isHighAgeCase([f.core.insureAgeO], f.params.highAgeLimit),
        remindHour: f.params.remindHour,
        afterRemindHour: isAfterRemindHour(f.now, f.params.remindHour),
      };
    },

    async save(
      ctx: RequestContext,
      transCode: string,
      body: Schema<'WrittenAnalysisSave'>,
    ): Promise<Schema<'WrittenAnalysisSaved'>> {
      const f = await facts(ctx, transCode);
      if (f.readOnly)
        throw new AppError(409, 'WRITTEN_READ_ONLY', writtenAnalysisMessages.READ_ONLY_SAVE_REFUSED);
      const values = body.submit
        ? await validated(writtenAnalysisSchema, { ...body.values, meta: f.meta }, { meta: f.meta })
        : { ...body.values, ...(await validated(writtenAnalysisDraftSchema, body.values)) };
      // The server decides (issue 22 item 5: the autosave posts drafts on its own): a draft or a submit is written
      // only on a case the wizard may edit (N, S), refused before the core is written.
      const row = ctx.ownedCase?.row;
      if (!row) throw new AppError(404, 'PROPOSAL_NOT_FOUND');
      requireAction(row, 'edit');
      const status = body.submit ? 'S' : 'T';
      const text = (key: (typeof TEXT_FIELDS)[number]) => String(values[key] ?? '');
      const result = await legacy.postWrittenData(ctx.legacy(), {
        ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(k)])),
        purCode: (values.purCode ?? []).join(','),
        feeSourceCode: (values.feeSourceCode ?? []).join(','),
        transCode,
        cusCode: f.core.cusCode ?? '',
        compName: f.core.compName ?? '',
        changeYn: f.core.changeYn ?? '',
        plResult: f.core.plResult ?? '',
        status,
      });
      if (result.statusCode === 'E') {
        throw new AppError(409, 'LEGACY_ERROR', result.messages.join('\n') || undefined, result.messages);
      }
      return { status, messages: result.messages };
    },
  };
}

export type WrittenAnalysisService = ReturnType<typeof writtenAnalysisService>;

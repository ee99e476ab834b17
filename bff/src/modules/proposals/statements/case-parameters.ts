import type { RequestContext } from '../../../infra/request-context';
import type { CommonService } from '../../common';

/** The system parameters the statement step and the written analysis read (spec 3 §9), from the shared cache. */
export async function caseParameters(common: CommonService, ctx: RequestContext) {
  const params = await common.shared(ctx, 'parameters');
  const value = (code: string) =>
    params.find((p) => p.parameterType === 'SYS' && p.parameterCode === code)?.parameterValue;
  const number = (code: string, fallback: number) => {
    const n = Number(value(code));
    return value(code) !== undefined && Number.isFinite(n) ? n : fallback;
  };
  return {
    /** STATEMENT_PRESENT is a percentage. */
    statementScale: number('STATEMENT_PRESENT', 100) / 100,
    highAgeLimit: number('HIGH_AGE_LIMIT', 65),
    feeSourceCodes: value('FEE_SOURCE_CODE') ?? '',
    remindHour: number('APP_REMIND_TIME', 24),
  };
}

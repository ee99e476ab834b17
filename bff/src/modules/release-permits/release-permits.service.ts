import { releasePermitMessages as rm } from '@agent-portal/contracts/messages';
import { releasePermitSchema, releasePermitSearchSchema } from '@agent-portal/contracts/validation';
import { toIsoDate } from '@agent-portal/contracts/rules';
import { AppError } from '../../common/app-error';
import type { BffBody, Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import { validated } from '../../common/validate';
import type { CommonService } from '../common';
import type { ReleasePermitLegacy } from '../customer-data';
import type { ReleasePermitApplyLegacy } from './release-permits.legacy';

/** yyyy-MM-dd (or any date form toIsoDate reads) → the core's yyyy/MM/dd. */
const coreDay = (date: string) => (toIsoDate(date) ?? date).replace(/-/g, '/');

/** The take-out list and application (spec 3 §2, §5, §7, §8). */
export function releasePermitsService(
  query: ReleasePermitLegacy,
  apply: ReleasePermitApplyLegacy,
  common: CommonService,
  clock: () => Date = () => new Date(),
) {
  async function walkoutDayLimit(ctx: RequestContext): Promise<number> {
    const params = await common.shared(ctx, 'parameters');
    const value = Number(params.find((p) => p.parameterCode === 'WALKOUT_DAY_LIMIT')?.parameterValue);
    return Number.isFinite(value) && value > 0 ? value : Infinity;
  }

  return {
    async list(
      ctx: RequestContext,
      criteria: { applyStartDt: string; applyEndDt: string },
    ): Promise<Schema<'ReleasePermitRow'>[]> {
      const input = await validated(releasePermitSearchSchema, criteria, { now: clock() });
      const rows = await query.query(ctx.legacy(), {
        applyStartDt: input.applyStartDt,
        applyEndDt: input.applyEndDt,
      });
      return rows.map((r) => ({
        cusIdn: r.cusIdn,
        cusName: r.cusName,
        walkOutStartDtStr: r.walkOutStartDtStr,
        walkOutEndDtStr: r.walkOutEndDtStr,
        applyDesc: r.applyDesc,
        createDtStr: r.createDtStr,
        status: r.status,
        statusName: r.statusName,
        returnDesc: r.returnDesc,
      }));
    },

    async customer(ctx: RequestContext, cusIdn: string): Promise<{ cusIdn: string; cusName: string }> {
      const idn = cusIdn.trim().toUpperCase();
      const found = await apply.customer(ctx.legacy(), idn);
      if (!found) throw new AppError(404, 'RELEASE_PERMIT_NOT_FOUND', rm.ID_NOT_PREFILLED);
      return { cusIdn: found.cusIdn, cusName: found.cusName };
    },

    async submit(
      ctx: RequestContext,
      body: BffBody<'post', '/api/release-permits'>,
    ): Promise<Schema<'ActionResult'>> {
      const input = await validated(releasePermitSchema, body, {
        now: clock(),
        walkoutDayLimit: await walkoutDayLimit(ctx),
      });
      const call = ctx.legacy();
      // The name is the core's for the ID, never the browser's.
      const found = await apply.customer(call, input.cusIdn ?? '');
      if (!found || found.cusName !== input.cusName) {
        throw new AppError(400, 'VALIDATION_FAILED', rm.NAME_FROM_LOOKUP, [rm.NAME_FROM_LOOKUP]);
      }
      const result = await apply.audit(call, {
        cusIdn: found.cusIdn,
        cusName: found.cusName,
        walkOutStartDtStr: coreDay(input.walkOutStartDtStr),
        walkOutEndDtStr: coreDay(input.walkOutEndDtStr),
        applyDesc: input.applyDesc,
      });
      if (result.statusCode === 'E') {
        throw new AppError(409, 'LEGACY_ERROR', result.messages.join('\n') || undefined, result.messages);
      }
      return { message: rm.SUBMITTED };
    },
  };
}

export type ReleasePermitsService = ReturnType<typeof releasePermitsService>;

import { object, string, type InferType } from 'yup';
import { releasePermitMessages as rm } from '../messages/release-permits';
import { compareDates, toYmd } from '../rules/dates';
import { isNotAfterToday, isNotBeforeToday, isWithinWalkoutLimit } from '../rules/release-permits';
import { blank, upperHalfWidth, type Ctx } from './common';

/** Reads `{ now: Date, walkoutDayLimit: number }` from the context (the clock may be the mock core's). */
const nowOf = (ctx: Ctx): Date => {
  const now: unknown = ctx.options.context?.now;
  return now instanceof Date ? now : new Date();
};
const limitOf = (ctx: Ctx): number => {
  const limit = Number(ctx.options.context?.walkoutDayLimit);
  return Number.isFinite(limit) && limit > 0 ? limit : Infinity;
};

/** A date as YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD. */
const date = (requiredMessage: string) =>
  string()
    .trim()
    .required(requiredMessage)
    .test({ name: 'date', message: requiredMessage, test: (v) => blank(v) || toYmd(v) !== null });

/** 攜出名單查詢 (spec 3 §5): both apply dates, the end not before the start nor after today. */
export const releasePermitSearchSchema = object({
  applyStartDt: date(rm.APPLY_DATES_BOTH),
  applyEndDt: date(rm.APPLY_DATES_BOTH)
    .test({
      name: 'order',
      message: rm.END_BEFORE_START,
      test(this: Ctx, value) {
        const order = compareDates(this.parent?.applyStartDt as string, value);
        return order === null || order <= 0;
      },
    })
    .test({
      name: 'notAfterToday',
      message: rm.SEARCH_END_AFTER_TODAY,
      test(this: Ctx, value) {
        return isNotAfterToday(value, nowOf(this));
      },
    }),
});

/**
 * 新增攜出申請 (spec 3 §5 take-out application). The name must come from the ID lookup (`getDataYn` Y); the
 * range is checked against context `walkoutDayLimit` (WALKOUT_DAY_LIMIT) and `now`.
 */
export const releasePermitSchema = object({
  cusIdn: upperHalfWidth().required(rm.ID_REQUIRED).max(10, rm.ID_REQUIRED),
  cusName: string()
    .trim()
    .test({
      name: 'fromLookup',
      message: rm.NAME_FROM_LOOKUP,
      test(this: Ctx, value) {
        return !blank(value) && this.parent?.getDataYn === 'Y';
      },
    }),
  getDataYn: string().oneOf(['Y', 'N', '']).default(''),
  walkOutStartDtStr: date(rm.START_REQUIRED).test({
    name: 'notBeforeToday',
    message: rm.START_BEFORE_TODAY,
    test(this: Ctx, value) {
      return isNotBeforeToday(value, nowOf(this));
    },
  }),
  walkOutEndDtStr: date(rm.END_REQUIRED)
    .test({
      name: 'order',
      message: rm.END_BEFORE_START,
      test(this: Ctx, value) {
        const order = compareDates(this.parent?.walkOutStartDtStr as string, value);
        return order === null || order <= 0;
      },
    })
    .test({
      name: 'dayLimit',
      test(this: Ctx, value) {
        const limit = limitOf(this);
        return (
          isWithinWalkoutLimit(this.parent?.walkOutStartDtStr as string, value, limit) ||
          this.createError({ message: rm.RANGE_LIMIT(limit) })
        );
      },
    }),
  applyDesc: string().trim().required(rm.DESC_REQUIRED).max(200, rm.DESC_MAX),
});

export type ReleasePermitInput = InferType<typeof releasePermitSchema>;

import { object, string, type InferType } from 'yup';
import { ruleMessages } from '../messages/rules';
import { isCommissionMonth, isMonthOrderValid, isYyyymm } from '../rules/commission';
import type { Ctx } from './common';

const m = ruleMessages;

/** Reads the clock from context `{ now: Date }` (tests, the mock core's shifted clock), else the real one. */
const nowOf = (ctx: Ctx): Date => {
  const now: unknown = ctx.options.context?.now;
  return now instanceof Date ? now : new Date();
};

const month = (label: string) =>
  string()
    .trim()
    .required(m.COMMISSION_MONTH_REQUIRED(label))
    .test({
      name: 'commissionMonth',
      message: m.COMMISSION_MONTH_RANGE,
      test(this: Ctx, value: string | undefined) {
        return !value || isCommissionMonth(value, nowOf(this));
      },
    });

/**
 * 佣金查詢 (spec 1, section 5): both months among the 12 before the current one (`yyyymm`), the start not later
 * than the end. The order problem is reported on startMonth.
 */
export const commissionSearchSchema = object({
  startMonth: month('佣金月份-起').test({
    name: 'commissionMonthOrder',
    message: m.COMMISSION_MONTH_ORDER,
    test(this: Ctx, value: string | undefined) {
      const end: unknown = this.parent?.endMonth;
      if (!isYyyymm(value) || typeof end !== 'string' || !isYyyymm(end.trim())) return true;
      return isMonthOrderValid(value, end.trim());
    },
  }),
  endMonth: month('佣金月份-迄'),
});
export type CommissionSearchForm = InferType<typeof commissionSearchSchema>;

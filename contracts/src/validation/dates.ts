import { string, type StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import { compareDates, isDateYYYYMMDD as dateOk } from '../rules/dates';
import { blank, formatTest, resolveRef, type Ctx, type RefLike } from './common';

/** isDateYYYYMMDD: 8 digits forming a real date; empty passes. */
export function isDateYYYYMMDD(): StringSchema<string | undefined> {
  return string()
    .trim()
    .test(formatTest('isDateYYYYMMDD', ruleMessages.DATE_YYYYMMDD, dateOk));
}

export interface EndDateOptions {
  /** Label of the end field for the required message (default 迄日). */
  label?: string;
  /** Prefix of the order message, e.g. 最後異動日期 gives 最後異動日期迄日不可小於起日. */
  prefix?: string;
}

/**
 * de_required_geTo (a test for the end date): required, and not before the start date. Dates may be
 * `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYYMMDD` or Date values.
 */
export function de_required_geTo(start: RefLike, opts: EndDateOptions = {}) {
  return {
    name: 'de_required_geTo',
    test(this: Ctx, value: unknown) {
      if (blank(value)) return this.createError({ message: ruleMessages.REQUIRED(opts.label ?? '迄日') });
      const order = compareDates(resolveRef(this, start) as string, value as string);
      if (order !== null && order > 0) {
        return this.createError({ message: ruleMessages.DATE_END_BEFORE_START(opts.prefix) });
      }
      return true;
    },
  };
}

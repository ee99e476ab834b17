import { string, type StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import { hasBlank, hasSpecialNameChars } from '../rules/names';
import { blank, resolveRef, type Ctx, type RefLike } from './common';
import { TAIWAN_NATIONALITY } from './ids';

export const NAME_MAX = 20;

/** A customer's name: max 20, no blanks for nationality TW, special or rare characters mean paper only. */
export function customerName(nationality: RefLike = 'nationality'): StringSchema<string | undefined> {
  return string()
    .trim()
    .max(NAME_MAX, ruleMessages.MAX_LENGTH('姓名', NAME_MAX))
    .test({
      name: 'customerName',
      test(this: Ctx, value: string | undefined) {
        if (blank(value)) return true;
        if (resolveRef(this, nationality) === TAIWAN_NATIONALITY && hasBlank(value)) {
          return this.createError({ message: ruleMessages.NAME_BLANK });
        }
        return !hasSpecialNameChars(value) || this.createError({ message: ruleMessages.NAME_PAPER_ONLY });
      },
    });
}

import { string, type StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import { checkPassword, hasContinuousChars, type PasswordItem } from '../rules/password';
import { includesNumAndWord as numAndWordOk } from '../rules/text';
import { blank, resolveRef, type Ctx, type RefLike } from './common';

/** continuous: no 3 repeated characters and no run of 3 digits or letters (890 included). */
export function continuous(message: string = ruleMessages.PASSWORD_CONTINUOUS) {
  return { name: 'continuous', message, test: (v: unknown) => blank(v) || !hasContinuousChars(String(v)) };
}

/** includeNumAndWord: at least one letter and one digit. */
export function includeNumAndWord(message: string = ruleMessages.PASSWORD_NUM_AND_WORD) {
  return { name: 'includeNumAndWord', message, test: (v: unknown) => blank(v) || numAndWordOk(String(v)) };
}

const ITEMS: readonly PasswordItem[] = [
  'LENGTH',
  'NUM_AND_WORD',
  'CONTINUOUS',
  'SAME_AS_ACCOUNT',
  'AMPERSAND',
];

/**
 * A new password under the full policy: required, then one test per policy item (so every violated item
 * shows with abortEarly false). `account` points at the employee number (a sibling or `$context` key).
 */
export function passwordPolicy(account: RefLike = 'userCode'): StringSchema<string> {
  let schema = string().required(ruleMessages.NEW_PASSWORD_REQUIRED);
  for (const item of ITEMS) {
    schema = schema.test({
      name: `password-${item}`,
      test(this: Ctx, value: string | undefined) {
        if (blank(value)) return true;
        const acc = resolveRef(this, account);
        const hit = checkPassword(value as string, { account: typeof acc === 'string' ? acc : null }).find(
          (v) => v.code === item,
        );
        return hit === undefined || this.createError({ message: hit.message });
      },
    });
  }
  return schema;
}

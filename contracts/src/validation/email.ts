import { string, type Reference, type StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import { isCompanyEmail } from '../rules/email';
import { blank, resolveRef, type Ctx } from './common';

export const EMAIL_MAX = 40;

/**
 * megaEmail: an e-mail (max 40, valid format) that is not a company address. The domains are the system
 * parameter's value, or a reference to it (default `$companyEmailDomains` in the validation context).
 */
export function megaEmail(
  domains: readonly string[] | string | Reference<unknown> = '$companyEmailDomains',
): StringSchema<string | undefined> {
  return string()
    .trim()
    .max(EMAIL_MAX, ruleMessages.EMAIL_MAX)
    .email(ruleMessages.EMAIL_FORMAT)
    .test({
      name: 'megaEmail',
      message: ruleMessages.EMAIL_COMPANY,
      test(this: Ctx, value: string | undefined) {
        if (blank(value)) return true;
        const isRef = typeof domains === 'string' ? domains.startsWith('$') : !Array.isArray(domains);
        const list = isRef ? resolveRef(this, domains as string | Reference<unknown>) : domains;
        if (typeof list !== 'string' && !Array.isArray(list)) return true;
        return !isCompanyEmail(value, list as readonly string[] | string);
      },
    });
}

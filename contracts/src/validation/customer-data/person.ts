import type { StringSchema } from 'yup';
import { ruleMessages } from '../../messages/rules';
import { rocBirthIso } from '../../rules/dates';
import { CUSTOMER_LIMITS } from '../../rules/customer';
import { isTaiwanId } from '../../rules/ids';
import { blank, type Ctx } from '../common';
import { idForNationality } from '../ids';
import { mobilePhone } from '../phones';
import { ctxValue, isRemote, isRemoteNative } from './context';

/**
 * The rules every person of the customer steps shares (policyholder, insured, legal representative; spec 3 §5),
 * written once: each party's schema names its own fields.
 */

/**
 * A person's ID: required, exactly 10 characters, the format its nationality field asks for; remote: national
 * only when REMOTE_NATIVE_YN is Y, and never the agent's own ID.
 */
export function personId(
  label: string,
  nationality: string,
  required = ruleMessages.REQUIRED(label),
): StringSchema<string | undefined> {
  return idForNationality(nationality, { label, deferTo: isRemoteNative })
    .required(required)
    .test({
      name: 'idLength',
      message: ruleMessages.ID_LENGTH,
      test: (v) => blank(v) || String(v).length === CUSTOMER_LIMITS.id,
    })
    .test({
      name: 'remoteNative',
      message: ruleMessages.REMOTE_NATIVE_ONLY,
      test(this: Ctx, v) {
        return blank(v) || !isRemoteNative(this) || isTaiwanId(v);
      },
    })
    .test({
      name: 'remoteSelf',
      message: ruleMessages.REMOTE_SELF_INSURED,
      test(this: Ctx, v) {
        const own = ctxValue(this, 'agentIdno');
        return blank(v) || !isRemote(this) || blank(own) || String(v) !== String(own).toUpperCase();
      },
    });
}

/** The test of a birth day field: the ROC year, month (the sibling fields named) and day form a real date. */
export function birthDate(yearField: string, monthField: string) {
  return {
    name: 'birthDate',
    message: ruleMessages.BIRTH_DATE_INVALID,
    test(this: Ctx, dd: string | undefined) {
      const p = this.parent as Record<string, string | undefined>;
      const [yy, mm] = [p[yearField], p[monthField]];
      return blank(dd) || blank(yy) || blank(mm) || rocBirthIso(yy, mm, dd) !== null;
    },
  };
}

/** A person's mobile: mobile format, required for a remote case. */
export function personMobile(): StringSchema<string | undefined> {
  return mobilePhone().test({
    name: 'remoteMobile',
    message: ruleMessages.MOBILE_REQUIRED_REMOTE,
    test(this: Ctx, v) {
      return !blank(v) || !isRemote(this);
    },
  });
}

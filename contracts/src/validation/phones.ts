import { string, type StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import {
  isConnectionPhone,
  isMobilePhone,
  phonePartsProblems,
  splitPhone,
  type PhonePartProblem,
  type PhoneParts,
} from '../rules/phones';
import { blank, formatTest, resolveRef, type Ctx, type RefLike } from './common';

const PART_MESSAGES: Record<PhonePartProblem, string> = {
  NOT_DIGITS: ruleMessages.PHONE_NOT_DIGITS,
  AREA_REQUIRED: ruleMessages.PHONE_AREA_REQUIRED,
  AREA_LENGTH: ruleMessages.PHONE_AREA_LENGTH,
  NUMBER_REQUIRED: ruleMessages.PHONE_NUMBER_REQUIRED,
  NUMBER_LENGTH: ruleMessages.PHONE_NUMBER_LENGTH,
  TOTAL_LENGTH: ruleMessages.PHONE_TOTAL_LENGTH,
  EXT_LENGTH: ruleMessages.PHONE_EXT_LENGTH,
};

/** mobilePhone: 09 then 8 digits; empty passes. */
export function mobilePhone(): StringSchema<string | undefined> {
  return string()
    .trim()
    .test(formatTest('mobilePhone', ruleMessages.MOBILE_FORMAT, isMobilePhone));
}

/** connectionPhone: digits, '#' and '-' only; empty passes. */
export function connectionPhone(): StringSchema<string | undefined> {
  return string()
    .trim()
    .test(formatTest('connectionPhone', ruleMessages.CONNECTION_PHONE, isConnectionPhone));
}

/** A landline in the merged form `area-number#ext` (what the BFF receives), checked part by part. */
export function mergedPhone(): StringSchema<string | undefined> {
  return connectionPhone().test({
    name: 'phoneParts',
    test(this: Ctx, value: string | undefined) {
      if (blank(value)) return true;
      const [first] = phonePartsProblems(splitPhone(value));
      return first === undefined || this.createError({ message: PART_MESSAGES[first] });
    },
  });
}

const PART_OF_FIELD: Record<keyof PhoneParts, readonly PhonePartProblem[]> = {
  area: ['NOT_DIGITS', 'AREA_REQUIRED', 'AREA_LENGTH'],
  number: ['NUMBER_REQUIRED', 'NUMBER_LENGTH', 'TOTAL_LENGTH'],
  ext: ['EXT_LENGTH'],
};

/**
 * The screen fields of one landline, `{prefix}1` area, `{prefix}2` number, `{prefix}3` extension
 * (phoneC1-3, phoneH1-3, legPhoneC1-3…), each reporting the problems that belong to it.
 */
export function phonePartsShape<P extends string>(
  prefix: P,
): Record<`${P}1` | `${P}2` | `${P}3`, StringSchema<string | undefined>> {
  const names = { area: `${prefix}1`, number: `${prefix}2`, ext: `${prefix}3` } as const;
  const field = (part: keyof PhoneParts) =>
    string()
      .trim()
      .test({
        name: `phone-${part}`,
        test(this: Ctx) {
          const parent = (this.parent ?? {}) as Record<string, unknown>;
          const read = (key: string) =>
            typeof parent[key] === 'string' ? (parent[key] as string).trim() : '';
          const problems = phonePartsProblems({
            area: read(names.area),
            number: read(names.number),
            ext: read(names.ext),
          });
          const mine = problems.find((p) => PART_OF_FIELD[part].includes(p));
          return mine === undefined || this.createError({ message: PART_MESSAGES[mine] });
        },
      });
  return {
    [names.area]: field('area'),
    [names.number]: field('number'),
    [names.ext]: field('ext'),
  } as Record<`${P}1` | `${P}2` | `${P}3`, StringSchema<string | undefined>>;
}

export interface PhoneGroupOptions {
  /** Where the error shows (a field of the object); the object itself by default. */
  path?: string;
}

/**
 * phoneGroup (an object test): at least one of the listed fields is filled. The default fields are the
 * screen's company number, home number and mobile; the BFF passes its merged names (phoneC, phoneH, mobile).
 */
export function phoneGroup(
  fields: readonly string[] = ['phoneC2', 'phoneH2', 'mobile'],
  opts: PhoneGroupOptions = {},
) {
  return {
    name: 'phoneGroup',
    test(this: Ctx, value: unknown) {
      const obj = (value ?? {}) as Record<string, unknown>;
      if (fields.some((f) => !blank(obj[f]))) return true;
      const path = opts.path ? (this.path ? `${this.path}.${opts.path}` : opts.path) : this.path;
      return this.createError({ path, message: ruleMessages.PHONE_GROUP_REQUIRED });
    },
  };
}

/** insuredMobileCheck: the insured's mobile may not equal the policyholder's. */
export function insuredMobileCheck(ownerMobile: RefLike = '$ownerMobile') {
  return {
    name: 'insuredMobileCheck',
    message: ruleMessages.MOBILE_SAME_AS_POLICYHOLDER,
    test(this: Ctx, value: unknown) {
      const other = resolveRef(this, ownerMobile);
      return blank(value) || blank(other) || String(value).trim() !== String(other).trim();
    },
  };
}

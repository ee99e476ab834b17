import type { StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import { isMixId, isResidentId, isTaiwanId, sexFromId } from '../rules/ids';
import { blank, formatTest, resolveRef, upperHalfWidth, type Ctx, type RefLike } from './common';

export interface IdOptions {
  /** The field's label; the message becomes '{label}有誤，請確認!'. */
  label?: string;
  message?: string;
  /** A context in which another test of the field says what is wrong with the ID (remote native mode). */
  deferTo?: (ctx: Ctx) => boolean;
}

const message = (opts: IdOptions, fallback: string) =>
  opts.message ?? (opts.label ? ruleMessages.ID_INVALID(opts.label) : fallback);

/** National ID (upper-cased, half-width); empty passes, add `.required()` where needed. */
export function twId(opts: IdOptions = {}): StringSchema<string | undefined> {
  return upperHalfWidth().test(formatTest('twId', message(opts, ruleMessages.TW_ID_INVALID), isTaiwanId));
}

/** Resident certificate ID, current or older format. */
export function residentId(opts: IdOptions = {}): StringSchema<string | undefined> {
  return upperHalfWidth().test(
    formatTest('residentId', message(opts, ruleMessages.RESIDENT_ID_INVALID), isResidentId),
  );
}

/** National or resident ID. */
export function mixId(opts: IdOptions = {}): StringSchema<string | undefined> {
  return upperHalfWidth().test(formatTest('mixId', message(opts, ruleMessages.MIX_ID_INVALID), isMixId));
}

export const TAIWAN_NATIONALITY = 'TW';

/** The ID rule chosen by nationality: TW a national ID, another a resident ID, none either. */
export function idForNationality(nationality: RefLike = 'nationality', opts: IdOptions = {}) {
  return upperHalfWidth().test({
    name: 'idForNationality',
    test(value) {
      if (blank(value) || opts.deferTo?.(this)) return true;
      const nat = resolveRef(this, nationality);
      const [ok, fallback] = blank(nat)
        ? [isMixId(value), ruleMessages.MIX_ID_INVALID]
        : nat === TAIWAN_NATIONALITY
          ? [isTaiwanId(value), ruleMessages.TW_ID_INVALID]
          : [isResidentId(value), ruleMessages.RESIDENT_ID_INVALID];
      return ok || this.createError({ message: message(opts, fallback) });
    },
  });
}

/** isSameLegal: the ID may not equal the legal representative's (or the other party's) ID. */
export function isSameLegal(other: RefLike, party?: string) {
  return {
    name: 'isSameLegal',
    message: ruleMessages.SAME_AS_LEGAL(party),
    test(this: Ctx, value: unknown) {
      const otherId = resolveRef(this, other);
      return blank(value) || blank(otherId) || String(value).toUpperCase() !== String(otherId).toUpperCase();
    },
  };
}

/** isSameInsuredId: the insured's ID may not equal the policyholder's unless the relation is "self". */
export function isSameInsuredId(policyholderId: RefLike = '$ownerIdn') {
  return {
    name: 'isSameInsuredId',
    message: ruleMessages.SAME_AS_POLICYHOLDER,
    test(this: Ctx, value: unknown) {
      const ownerId = resolveRef(this, policyholderId);
      return blank(value) || blank(ownerId) || String(value).toUpperCase() !== String(ownerId).toUpperCase();
    },
  };
}

export interface GenderOptions {
  /** A maternity product: only women may be insured. */
  femaleOnly?: boolean;
}

/** gender: the sex code must match the ID's second character (when the ID is valid). */
export function gender(id: RefLike = 'cusIdn', opts: GenderOptions = {}) {
  return {
    name: 'gender',
    test(this: Ctx, value: unknown) {
      if (blank(value)) return true;
      const idValue = resolveRef(this, id);
      const expected =
        typeof idValue === 'string' && isMixId(idValue.toUpperCase())
          ? sexFromId(idValue.toUpperCase())
          : null;
      if (expected !== null && expected !== value)
        return this.createError({ message: ruleMessages.SEX_MISMATCH });
      if (opts.femaleOnly && value !== '2') return this.createError({ message: ruleMessages.FEMALE_ONLY });
      return true;
    },
  };
}

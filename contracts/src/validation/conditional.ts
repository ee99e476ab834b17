import { ruleMessages } from '../messages/rules';
import { isOnlyWealthPurpose } from '../rules/analysis';
import { blank, labelOf, resolveRef, type Ctx, type RefLike } from './common';

const requiredMessage = (message?: string) => (params: { label?: unknown; path?: unknown }) =>
  message ?? ruleMessages.REQUIRED(labelOf(params));

const isEmptyValue = (value: unknown) => blank(value) || (Array.isArray(value) && value.length === 0);

/** required_y: required when any of the given flags is 'Y' (e-mail when emailYn or agreeEmailYn is Y). */
export function required_y(flags: RefLike | readonly RefLike[], message?: string) {
  const list: readonly RefLike[] = Array.isArray(flags) ? flags : [flags as RefLike];
  return {
    name: 'required_y',
    message: requiredMessage(message),
    test(this: Ctx, value: unknown) {
      return !list.some((f) => resolveRef(this, f) === 'Y') || !isEmptyValue(value);
    },
  };
}

/** required_if_yn: required when the flag holds the given value (Y or N). */
export function required_if_yn(flag: RefLike, when: 'Y' | 'N', message?: string) {
  return {
    name: 'required_if_yn',
    message: requiredMessage(message),
    test(this: Ctx, value: unknown) {
      return resolveRef(this, flag) !== when || !isEmptyValue(value);
    },
  };
}

/** The answer must be Y (the financial-leverage explanation); empty counts as not answered. */
export function mustBeY(message: string = ruleMessages.FIN_LEVERAGE_NOT_EXPLAINED) {
  return { name: 'mustBeY', message, test: (value: unknown) => value === 'Y' };
}

/** purRule: purpose code 9 (wealth management and tax saving) may not be the only purpose. */
export function purRule() {
  return {
    name: 'purRule',
    message: ruleMessages.PURPOSE_ONLY_WEALTH,
    test: (value: unknown) =>
      !isOnlyWealthPurpose(
        typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : null,
      ),
  };
}

/** uploadRequired: at least one file chosen (a File, an array or a FileList-like with length). */
export function uploadRequired(message: string = ruleMessages.UPLOAD_REQUIRED) {
  return {
    name: 'uploadRequired',
    message,
    test: (value: unknown) => {
      if (value === null || value === undefined || value === '') return false;
      const length = (value as { length?: unknown }).length;
      return typeof length === 'number' ? length > 0 : true;
    },
  };
}

import { toHalfWidth } from '@agent-portal/contracts/rules';

/** The employee number as typed: full-width forms to half-width, then upper case (spec 1, section 5). */
export function normalizeUserCode(value: string): string {
  return toHalfWidth(value).toUpperCase();
}

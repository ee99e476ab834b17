import { toHalfWidth } from './text';

/**
 * The employee number as the core knows it (spec 1, section 5): blanks around it dropped, full-width forms
 * converted to half-width, upper case. The login and reset-password schemas cast with it; forms may apply it
 * while typing.
 */
export function normalizeUserCode(s: string): string {
  return toHalfWidth(s).trim().toUpperCase();
}

import { object, string, ValidationError, type StringSchema } from 'yup';
import {
  ADDRESS_PARTS,
  addressIssues,
  fullAddressIssues,
  type AddressField,
  type AddressParts,
} from '../rules/address';
import { blank, type Ctx } from './common';

/** address: a finished address text (max 80, not a post-office box, contains 號); empty passes. */
export function address(): StringSchema<string | undefined> {
  return string()
    .trim()
    .test({
      name: 'address',
      test(this: Ctx, value: string | undefined) {
        if (blank(value)) return true;
        const [first] = fullAddressIssues(value as string);
        return first === undefined || this.createError({ message: first.message });
      },
    });
}

// Part lengths are checked by addressIssues, with the spec's message.
const part = () => string().trim();

/**
 * The address dialog's parts. One object test reports every problem of the spec at once, each on its part
 * where it has one (city, district, road, number, floor) and on the object otherwise.
 */
export function addressDialogSchema() {
  const parts = Object.fromEntries(ADDRESS_PARTS.map((field) => [field, part()])) as {
    [F in AddressField]: StringSchema<string | undefined>;
  };
  return object(parts).test({
    name: 'address',
    test(this: Ctx, value: AddressParts | undefined) {
      const issues = addressIssues(value ?? {});
      if (issues.length === 0) return true;
      const at = (field?: string) => (field ? (this.path ? `${this.path}.${field}` : field) : this.path);
      return new ValidationError(
        issues.map((i) => this.createError({ path: at(i.field), message: i.message })),
      );
    },
  });
}

import type { FieldErrors, Resolver } from 'react-hook-form';
import { ValidationError } from 'yup';
import { addressDialogSchema } from '@agent-portal/contracts/validation';
import type { AddressField, AddressParts } from '@agent-portal/contracts/rules';

const schema = addressDialogSchema();
const isPart = (path: string | undefined): path is AddressField => !!path && path in schema.fields;

/**
 * The address dialog's rules through react-hook-form: contracts' `addressDialogSchema` (every problem at once), each
 * problem on its part where it has one, and every message in the spec's order on `root.address` (the dialog's alert lists
 * them; some, such as 號 missing, belong to no part). The typed parts go on unchanged (the check trims them).
 */
export const addressResolver: Resolver<AddressParts> = async (values) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return { values, errors: {} };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    const errors: FieldErrors<AddressParts> = {
      root: { address: { type: 'address', message: problems.map((p) => p.message).join('\n') } },
    };
    for (const p of problems) {
      if (isPart(p.path) && !errors[p.path])
        errors[p.path] = { type: p.type ?? 'address', message: p.message };
    }
    return { values: {}, errors };
  }
};

/** The alert's messages, in order, from the resolver's `root`. */
export const problemMessages = (errors: FieldErrors<AddressParts>): string[] =>
  errors.root?.address?.message?.split('\n') ?? [];

import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

export type IdLookupAnswer = components['schemas']['IdLookupAnswer'];
export type IdLookupCustomer = NonNullable<IdLookupAnswer['customer']>;

export interface IdLookupRequest {
  idn: string;
  transCode?: string;
  compCode?: string;
  /** The other party's ID on the legal-representative tab, and whose it is (O / I). */
  otherIdn?: string;
  party?: 'O' | 'I';
  /** The customer step the lookup is made on (its access-log entry). */
  stepCode?: components['schemas']['CustomerStepCode'];
}

/**
 * The ID lookup (spec 3 §7): a refusal (400 the dialog's rules, 403 CARRY_OUT_NOT_PERMITTED) comes back as an
 * ApiError that the dialog shows itself (errors: inline).
 */
export function lookupId(request: IdLookupRequest): Promise<IdLookupAnswer> {
  const body = Object.fromEntries(
    Object.entries(request).filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as unknown as IdLookupRequest;
  return unwrap(api({ errors: 'inline' }).POST('/api/customer-data/id-lookup', { body }));
}

import { api, unwrap } from '@/lib/api-client';

/** The magnifier shows an unknown ID itself (the fields are cleared with its message). */
const client = api({ errors: 'inline' });

/** The in-house customer of an ID (Fetch release permit info); 404 RELEASE_PERMIT_NOT_FOUND otherwise. */
export function getReleasePermitCustomer(cusIdn: string): Promise<{ cusIdn: string; cusName: string }> {
  return unwrap(client.GET('/api/release-permits/customer', { params: { query: { cusIdn } } }));
}

import type { LegacyClient } from './client';

/** Calls every customer-data operation of legacy.yaml once with a successful answer (the contract test). */
export async function exerciseCustomerData(c: LegacyClient): Promise<void> {
  await c.post('/ins/releasePermit/query', { status: ['A'] });
}

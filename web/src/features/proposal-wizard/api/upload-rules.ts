import { api, unwrap } from '@/lib/api-client';
import type { UploadRules } from './case-files';

/** The limits and the agent's n5 slots (B only for BM1, A only in the remote flow). */
export function getUploadRules(polInsureType: 'M' | 'R'): Promise<UploadRules> {
  return unwrap(api().GET('/api/upload-rules', { params: { query: { polInsureType } } }));
}

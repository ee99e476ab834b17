import useSWR, { preload } from 'swr';
import { api, unwrap } from '@/lib/api-client';
import type { UploadRules } from './case-files';

const uploadRulesKey = (polInsureType: 'M' | 'R') => ['upload-rules', polInsureType] as const;
const fetchUploadRules = ([, polInsureType]: ReturnType<typeof uploadRulesKey>): Promise<UploadRules> =>
  unwrap(api().GET('/api/upload-rules', { params: { query: { polInsureType } } }));

/**
 * The limits and the agent's n5 slots (B only for BM1, A only in the remote flow; FILE_LIMIT, OTHER_FILE_LIMIT from
 * the system parameters), read through SWR's preload: n5's load reads them, and the screen it shows next (or n4's
 * files) takes the same answer instead of a second request.
 */
export const getUploadRules = (polInsureType: 'M' | 'R'): Promise<UploadRules> =>
  preload(uploadRulesKey(polInsureType), fetchUploadRules);

/** The same rules through SWR, for the screens. */
export const useUploadRules = (polInsureType: 'M' | 'R') =>
  useSWR(uploadRulesKey(polInsureType), fetchUploadRules);

import useSWR, { preload } from 'swr';
import { api, unwrap } from '@/lib/api-client';
import type { UploadRules } from './case-files';

const uploadRulesKey = (polInsureType: 'M' | 'R') => ['upload-rules', polInsureType] as const;
const fetchUploadRules = ([, polInsureType]: ReturnType<typeof uploadRulesKey>): Promise<UploadRules> =>
  unwrap(api().GET('/api/upload-rules', { params: { query: { polInsureType } } }));

/**
 * The limits and the agent's n5 slots (B only for BM1, A only in the remote flow; FILE_LIMIT, OTHER_FILE_LIMIT from
 * the system parameters). `forScreen`: the screen that reads them through SWR is shown next (the step host's load),
 * so they are preloaded for it and it takes this answer instead of a second request; any other reader (the
 * cross-tab check) asks afresh, leaving no preloaded answer that a later screen would take stale.
 */
export const getUploadRules = (polInsureType: 'M' | 'R', forScreen = false): Promise<UploadRules> =>
  forScreen
    ? preload(uploadRulesKey(polInsureType), fetchUploadRules)
    : fetchUploadRules(uploadRulesKey(polInsureType));

/** The same rules through SWR, for the screens. */
export const useUploadRules = (polInsureType: 'M' | 'R') =>
  useSWR(uploadRulesKey(polInsureType), fetchUploadRules);

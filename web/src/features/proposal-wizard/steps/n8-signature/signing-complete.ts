import { preload } from 'swr';
import { getSigningState, signingStateKey } from '@/api/get-signing-state';

/**
 * Whether every sign block of the case is signed (the step's required fact). `forScreen`: the signature panel, which
 * reads the same state through SWR, is shown next (the step host's load), so the read is preloaded for it and it
 * takes this answer instead of a second request; any other reader (the cross-tab check) asks afresh, leaving no
 * preloaded state that a later panel would take stale.
 */
export async function getSigningComplete(transCode: string, forScreen = false): Promise<boolean> {
  const state = forScreen
    ? await preload(signingStateKey(transCode), ([, code]) => getSigningState(code))
    : await getSigningState(transCode);
  return state.complete;
}

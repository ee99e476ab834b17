import { preload } from 'swr';
import { getSigningState, signingStateKey } from '@/api/get-signing-state';

/**
 * Whether every sign block of the case is signed (the step's required fact), read through SWR's preload: the
 * signature panel the step then shows asks for the same key and takes this answer instead of a second request.
 */
export async function getSigningComplete(transCode: string): Promise<boolean> {
  const state = await preload(signingStateKey(transCode), ([, code]) => getSigningState(code));
  return state.complete;
}

import type { CallScope, LegacyClient } from '../../legacy/legacy-client';
import { sessionless } from '../../legacy/context';

/** Readiness probe of the core: its public version page answers (any failure throws). */
export function healthLegacy(core: LegacyClient) {
  return {
    async ping(scope: CallScope, timeoutMs: number): Promise<void> {
      await core.get(sessionless(scope), '/public/getVer', { timeoutMs });
    },
  };
}

export type HealthLegacy = ReturnType<typeof healthLegacy>;

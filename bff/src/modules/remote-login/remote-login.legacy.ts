import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import type { LegacyLoginAnswer } from '../auth/auth.legacy';

/** POST /rmw/rmwLogin (form): the ticket another system issued; 401 is a refusal handed back, not an error. */
export function remoteLoginLegacy(core: LegacyClient) {
  return {
    login(ctx: LegacyContext, from: string, param: string) {
      return core.call<LegacyLoginAnswer>(ctx, 'POST', '/rmw/rmwLogin', {
        form: { from, param },
        acceptStatuses: [401],
      });
    },
  };
}

export type RemoteLoginLegacy = ReturnType<typeof remoteLoginLegacy>;

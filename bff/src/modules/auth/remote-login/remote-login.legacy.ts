import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';

/** POST /rmw/rmwLogin (form): the ticket another system issued; 401 is a refusal handed back, not an error. */
export function remoteLoginLegacy(core: LegacyClient) {
  return {
    login(ctx: LegacyContext, from: string, param: string) {
      return core.post(ctx, '/rmw/rmwLogin', { form: { from, param }, acceptStatuses: [401] });
    },
  };
}

export type RemoteLoginLegacy = ReturnType<typeof remoteLoginLegacy>;

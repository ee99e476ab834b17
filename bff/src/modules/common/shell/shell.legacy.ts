import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';

export type AccessLogEntry = Required<components['schemas']['UserAccessLog']>;

/** Small shell calls: the cellphone switch, the training site address, the access log. */
export function shellLegacy(core: LegacyClient) {
  return {
    async phoneSwitch(ctx: LegacyContext): Promise<string | undefined> {
      return (await core.get(ctx, '/public/parmd/phoneSwitch')).body?.parameterValue;
    },
    async lmsUrl(ctx: LegacyContext): Promise<string | undefined> {
      return (await core.get(ctx, '/ojt/common/getLmsUrl')).body?.url;
    },
    async accessLog(ctx: LegacyContext, entry: AccessLogEntry, timeoutMs: number): Promise<void> {
      await core.post(ctx, '/public/adm/com/userAccessLog', { json: entry, timeoutMs });
    },
  };
}

export type ShellLegacy = ReturnType<typeof shellLegacy>;

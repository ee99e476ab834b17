import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

export interface AccessLogEntry {
  progClassName: string;
  methodName: string;
  actionMsg: string;
  transCode: string;
  stepCode: string;
  woCode: string;
  sysType: string;
  userCode: string;
}

/** Small shell calls: the cellphone switch, the training site address, the access log. */
export function shellLegacy(core: LegacyClient) {
  return {
    async phoneSwitch(ctx: LegacyContext): Promise<string | undefined> {
      const { body } = await core.call<{ parameterValue?: string } | string>(
        ctx,
        'GET',
        '/public/parmd/phoneSwitch',
      );
      return typeof body === 'object' && body !== null ? body.parameterValue : undefined;
    },
    async lmsUrl(ctx: LegacyContext): Promise<string | undefined> {
      const { body } = await core.call<{ url?: string } | string>(ctx, 'GET', '/ojt/common/getLmsUrl');
      return typeof body === 'object' && body !== null ? body.url : undefined;
    },
    async accessLog(ctx: LegacyContext, entry: AccessLogEntry, timeoutMs: number): Promise<void> {
      await core.call(ctx, 'POST', '/public/adm/com/userAccessLog', { json: entry, timeoutMs });
    },
  };
}

export type ShellLegacy = ReturnType<typeof shellLegacy>;

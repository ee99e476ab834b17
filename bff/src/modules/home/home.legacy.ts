import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

export interface LegacyLicense {
  pirCode?: string;
  pptCode?: string;
  certRoles?: string[];
}
export interface LegacyPendingPolicy {
  transCode: string;
  oCusName: string;
  modifyDt: string;
  polStateName: string;
  insAcceptNo: string;
  polState?: string;
}

const list = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

/** Home page calls: licence, announcements, pending proposals, role change. */
export function homeLegacy(core: LegacyClient) {
  return {
    async license(ctx: LegacyContext): Promise<LegacyLicense> {
      const { body } = await core.call<LegacyLicense>(ctx, 'GET', '/adm/com/license');
      return typeof body === 'object' && body !== null ? body : {};
    },
    async serviceMessage(ctx: LegacyContext): Promise<string> {
      const { body } = await core.call<{ srvCont?: string | null }>(ctx, 'GET', '/wob/servMsg2');
      return (typeof body === 'object' && body?.srvCont) || '';
    },
    async marquee(ctx: LegacyContext): Promise<string[]> {
      const { body } = await core.call(ctx, 'GET', '/wob/message');
      return list<{ msgCont?: string | null }>(body)
        .map((m) => m.msgCont ?? '')
        .filter((m) => m !== '');
    },
    async pending(ctx: LegacyContext): Promise<LegacyPendingPolicy[]> {
      const { body } = await core.call(ctx, 'GET', '/ins/common/insPolicies/pending');
      return list<LegacyPendingPolicy>(body);
    },
    /** Empty body means OK; any text is the refusal (as the login's role pick). */
    async changeRole(ctx: LegacyContext, branCode: string, roleCode: string): Promise<string | null> {
      const { text } = await core.call(ctx, 'POST', '/users/changeRole', { json: { branCode, roleCode } });
      return text.trim() === '' ? null : text.trim();
    },
  };
}

export type HomeLegacy = ReturnType<typeof homeLegacy>;

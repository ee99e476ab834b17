import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { emptyMeansOk } from '../../legacy/quirks';
import { documented } from '../../legacy/documented-body';

export type LegacyLicense = components['schemas']['License'];
export type LegacyPendingPolicy = components['schemas']['PendingPolicy'];

/** Home page calls: licence, announcements, pending proposals, role change. */
export function homeLegacy(core: LegacyClient) {
  return {
    async license(ctx: LegacyContext): Promise<Partial<LegacyLicense>> {
      return (await core.get(ctx, '/adm/com/license')).body ?? {};
    },
    async serviceMessage(ctx: LegacyContext): Promise<string> {
      return (await core.get(ctx, '/wob/servMsg2')).body?.srvCont || '';
    },
    async marquee(ctx: LegacyContext): Promise<string[]> {
      const { body } = await core.get(ctx, '/wob/message');
      return documented(body)
        .map((m) => m.msgCont)
        .filter((m) => m !== '');
    },
    async pending(ctx: LegacyContext): Promise<LegacyPendingPolicy[]> {
      const { body } = await core.get(ctx, '/ins/common/insPolicies/pending');
      return documented(body);
    },
    /** null when the core took the change, else its refusal text (as the login's role pick). */
    async changeRole(ctx: LegacyContext, branCode: string, roleCode: string): Promise<string | null> {
      const { text } = await core.post(ctx, '/users/changeRole', { json: { branCode, roleCode } });
      return emptyMeansOk(text);
    },
  };
}

export type HomeLegacy = ReturnType<typeof homeLegacy>;

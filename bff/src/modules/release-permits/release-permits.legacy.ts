import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { documented } from '../../legacy/documented-body';

export interface ReleasePermitApplication {
  cusIdn: string;
  cusName: string;
  walkOutStartDtStr: string;
  walkOutEndDtStr: string;
  applyDesc: string;
}

/** The take-out application's own calls (spec 3 §7); the query is issue 10's release-permit.legacy. */
export function releasePermitApplyLegacy(core: LegacyClient) {
  return {
    /** Fetch release permit info (getDataYn Y): the in-house customer of the ID, or undefined. */
    async customer(
      ctx: LegacyContext,
      cusIdn: string,
    ): Promise<{ cusIdn: string; cusName: string } | undefined> {
      const { body } = await core.post(ctx, '/ins/releasePermit/info', { json: { cusIdn, getDataYn: 'Y' } });
      return Array.isArray(body) ? body.find((c) => c.cusIdn === cusIdn) : undefined;
    },
    /** Audit release permit: S or E with the core's messages. */
    async audit(ctx: LegacyContext, application: ReleasePermitApplication) {
      const { body } = await core.post(ctx, '/ins/releasePermit/audit', { json: application });
      return documented(body);
    },
  };
}

export type ReleasePermitApplyLegacy = ReturnType<typeof releasePermitApplyLegacy>;

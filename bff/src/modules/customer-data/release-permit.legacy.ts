import { todayIso } from '@agent-portal/contracts/rules';
import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { documented } from '../../legacy/documented-body';

export type LegacyReleasePermitQuery = components['schemas']['ReleasePermitQuery'];
export type LegacyReleasePermitRow = components['schemas']['ReleasePermitRow'];

/**
 * Query release permit (spec 3 §7): the agent's take-out applications. Used by the ID lookup's carry-out check
 * (`validToday`) and by the take-out list (`query` with applyStartDt/applyEndDt).
 */
export function releasePermitLegacy(core: LegacyClient) {
  async function query(
    ctx: LegacyContext,
    criteria: LegacyReleasePermitQuery,
  ): Promise<LegacyReleasePermitRow[]> {
    const { body } = await core.post(ctx, '/ins/releasePermit/query', { json: criteria });
    return documented(body);
  }
  return {
    query,
    /** Whether the customer is on an approved (A) take-out list valid today (startDt = endDt = today). */
    async validToday(ctx: LegacyContext, cusIdn: string, now: Date = new Date()): Promise<boolean> {
      const today = todayIso(now);
      const rows = await query(ctx, { cusIdn, status: ['A'], startDt: today, endDt: today });
      return rows.some((r) => r.cusIdn === cusIdn && r.status === 'A');
    },
  };
}

export type ReleasePermitLegacy = ReturnType<typeof releasePermitLegacy>;

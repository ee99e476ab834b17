import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

export type LegacyIdLookupResult = components['schemas']['IdLookupResult'];

export interface NameCheckRequest {
  transCode: string;
  compCode: string;
  idnCardList: string[];
  codeTypeList: string[];
}

/** The customer-data calls of spec 3 §7: ID lookup, name/AML check, address normalisation. */
export function customerDataLegacy(core: LegacyClient, addressCheckTimeoutMs: number) {
  return {
    async checkIdnCard(
      ctx: LegacyContext,
      payload: { idnCard: string; transCode: string; compCode: string },
    ): Promise<LegacyIdLookupResult | undefined> {
      return (await core.post(ctx, '/ins/cus/checkIdnCard', { json: payload })).body;
    },
    async checkCusName(ctx: LegacyContext, payload: NameCheckRequest) {
      return (await core.post(ctx, '/ins/cus/checkCusName', { json: payload })).body;
    },
    /** The address service (spec 1 §7 getKgibAddress), waiting up to ADDRESS_CHECK_TIMEOUT_MS (100 s). */
    async checkAddress(
      ctx: LegacyContext,
      query: { address: string; transCode: string; compCode: string; type: 'R' | 'L' },
    ) {
      return (await core.get(ctx, '/kgib/rest/getKgibAddress', { query, timeoutMs: addressCheckTimeoutMs }))
        .body;
    },
  };
}

export type CustomerDataLegacy = ReturnType<typeof customerDataLegacy>;

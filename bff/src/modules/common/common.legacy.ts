import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { plainText } from '../../legacy/quirks';
import { documented } from '../../legacy/documented-body';

/** Shared data and shell calls of the core (code tables, parameters, menu, working hours, version). */
export function commonLegacy(core: LegacyClient) {
  return {
    parameters: async (ctx: LegacyContext) => documented((await core.get(ctx, '/adm/com/parmd')).body),
    codes: async (ctx: LegacyContext) => documented((await core.get(ctx, '/adm/com/coded')).body),
    countries: async (ctx: LegacyContext) => documented((await core.get(ctx, '/adm/com/country')).body),
    careers: async (ctx: LegacyContext) => documented((await core.get(ctx, '/adm/com/career')).body),
    cities: async (ctx: LegacyContext) => documented((await core.get(ctx, '/adm/com/zipa/city')).body),
    insurers: async (ctx: LegacyContext) => documented((await core.get(ctx, '/pro/proCompanyies')).body),
    timerRange: async (ctx: LegacyContext) => (await core.get(ctx, '/adm/com/timerrange')).body,
    roads: async (ctx: LegacyContext, cityName: string, areaName: string) =>
      documented((await core.get(ctx, '/adm/com/zipa/road', { query: { cityName, areaName } })).body),
    menu: async (ctx: LegacyContext) => documented((await core.get(ctx, '/adm/com/roleMenu')).body),
    /** Plain text Y or N. */
    inWorkTime: async (ctx: LegacyContext) =>
      plainText((await core.get(ctx, '/adm/com/inWorkTimInterval')).text) === 'Y',
    version: async (ctx: LegacyContext) => documented((await core.get(ctx, '/public/getVer')).body).version,
  };
}

export type CommonLegacy = ReturnType<typeof commonLegacy>;

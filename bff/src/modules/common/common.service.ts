import type { Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import type { SharedCache } from '../../infra/shared-cache';
import { sessionless } from '../../legacy/context';
import type { CallScope, LegacyContext } from '../../legacy/legacy-client';
import type { CommonLegacy } from './common.legacy';

/**
 * Read-mostly data every user shares, cached briefly (SharedCache), each answer built from the fields bff.yaml
 * names. Key → how to load it.
 */
function sharedLoaders(legacy: CommonLegacy) {
  return {
    parameters: async (ctx: LegacyContext): Promise<Schema<'SystemParameter'>[]> =>
      (await legacy.parameters(ctx)).map(
        ({ parameterType, parameterCode, parameterValue, variableDesc }) => ({
          parameterType,
          parameterCode,
          parameterValue,
          variableDesc,
        }),
      ),
    codes: async (ctx: LegacyContext): Promise<Schema<'CodeDetail'>[]> =>
      (await legacy.codes(ctx)).map(({ codeType, codeValue, codeName, codeDesc }) =>
        codeDesc ? { codeType, codeValue, codeName, codeDesc } : { codeType, codeValue, codeName },
      ),
    countries: async (ctx: LegacyContext): Promise<Schema<'Country'>[]> =>
      (await legacy.countries(ctx)).map(({ countryCode, countryName, showOrder }) => ({
        countryCode,
        countryName,
        showOrder,
      })),
    jobs: async (ctx: LegacyContext): Promise<Schema<'Job'>[]> =>
      (await legacy.careers(ctx)).map(({ careerCode, careerName, showName, showOrder }) => ({
        careerCode,
        careerName,
        showName,
        showOrder,
      })),
    cities: async (ctx: LegacyContext): Promise<Schema<'CityArea'>[]> =>
      (await legacy.cities(ctx)).map(({ cityName, areaName, zipCode }) => ({ cityName, areaName, zipCode })),
    companies: async (ctx: LegacyContext): Promise<Schema<'Insurer'>[]> =>
      (await legacy.insurers(ctx)).map(({ channelCode, compCode, compName }) => ({
        channelCode,
        compCode,
        compName,
      })),
    'timer-range': async (ctx: LegacyContext): Promise<Schema<'TimerRange'>> => {
      const timer = await legacy.timerRange(ctx);
      return { timeout: timer?.timeout ?? 0, remindTimeout: timer?.remindTimeout ?? 0 };
    },
  };
}

type Loaders = ReturnType<typeof sharedLoaders>;
export type SharedName = keyof Loaders;
type Loaded = { [N in SharedName]: Awaited<ReturnType<Loaders[N]>> };

export function commonService(legacy: CommonLegacy, cache: SharedCache) {
  // Typed as a mapped type, so that `loaders[name]` answers `Loaded[N]` for the `N` asked (no cast).
  const loaders: { [N in SharedName]: (ctx: LegacyContext) => Promise<Loaded[N]> } = sharedLoaders(legacy);

  function shared<N extends SharedName>(ctx: RequestContext, name: N): Promise<Loaded[N]> {
    return cache.get(ctx, name, () => loaders[name](ctx.legacy()));
  }

  return {
    shared,
    async codes(ctx: RequestContext, codeType?: string): Promise<Schema<'CodeDetail'>[]> {
      const all = await shared(ctx, 'codes');
      return codeType ? all.filter((c) => c.codeType === codeType) : all;
    },
    roads(ctx: RequestContext, cityName: string, areaName: string): Promise<{ roadName: string }[]> {
      return cache.get(ctx, `roads:${cityName}:${areaName}`, async () =>
        (await legacy.roads(ctx.legacy(), cityName, areaName)).map(({ roadName }) => ({ roadName })),
      );
    },
    async menu(ctx: RequestContext): Promise<Schema<'MenuItem'>[]> {
      return (await legacy.menu(ctx.legacy())).map(
        ({ menuCode, menuName, description, url, progCode, depths, parentMenuCode }) => ({
          menuCode,
          menuName,
          description,
          url,
          progCode,
          depths,
          parentMenuCode,
        }),
      );
    },
    async workTime(ctx: RequestContext): Promise<{ inWorkTime: boolean }> {
      return { inWorkTime: await legacy.inWorkTime(ctx.legacy()) };
    },
    async version(scope: CallScope): Promise<{ version: string }> {
      return { version: String(await legacy.version(sessionless(scope))) };
    },
  };
}

export type CommonService = ReturnType<typeof commonService>;

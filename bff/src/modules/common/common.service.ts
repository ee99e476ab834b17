import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import type { LegacyClient } from '../../legacy/legacy-client';
import { legacyContext } from '../../legacy/context';

/** Read-mostly data every user shares, cached in Redis for a short time (key → legacy path). */
const SHARED: Record<string, string> = {
  parameters: '/adm/com/parmd',
  codes: '/adm/com/coded',
  countries: '/adm/com/country',
  jobs: '/adm/com/career',
  cities: '/adm/com/zipa/city',
  companies: '/pro/proCompanyies',
  'timer-range': '/adm/com/timerrange',
};

export const SHARED_DATA = Object.keys(SHARED);

export function commonService(core: LegacyClient, redis: Redis | null, ttlSeconds: number) {
  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cacheKey = `ap:cache:${key}`;
    const hit = redis ? await redis.get(cacheKey).catch(() => null) : null;
    if (hit) return JSON.parse(hit) as T;
    const value = await load();
    if (redis) await redis.set(cacheKey, JSON.stringify(value), 'EX', ttlSeconds).catch(() => undefined);
    return value;
  }

  return {
    shared(req: Request, res: Response, name: string) {
      const path = SHARED[name] as string;
      return cached(name, async () => (await core.call(legacyContext(req, res), 'GET', path)).body);
    },
    async codes(req: Request, res: Response, codeType?: string) {
      const all = (await this.shared(req, res, 'codes')) as { codeType: string }[];
      return codeType ? all.filter((c) => c.codeType === codeType) : all;
    },
    async roads(req: Request, res: Response, cityName: string, areaName: string) {
      return cached(`roads:${cityName}:${areaName}`, async () => {
        const { body } = await core.call(legacyContext(req, res), 'GET', '/adm/com/zipa/road', {
          query: { cityName, areaName },
        });
        return Array.isArray(body) ? body : [];
      });
    },
    async menu(req: Request, res: Response) {
      const { body } = await core.call(legacyContext(req, res), 'GET', '/adm/com/roleMenu');
      return Array.isArray(body) ? body : [];
    },
    async workTime(req: Request, res: Response) {
      const { text } = await core.call(legacyContext(req, res), 'GET', '/adm/com/inWorkTimInterval');
      return { inWorkTime: text.trim().replace(/"/g, '') === 'Y' };
    },
    async version(req: Request, res: Response) {
      const { body } = await core.call<{ version?: string }>(
        legacyContext(req, res, { stateless: true }),
        'GET',
        '/public/getVer',
      );
      return { version: String(body?.version ?? '') };
    },
  };
}

export type CommonService = ReturnType<typeof commonService>;

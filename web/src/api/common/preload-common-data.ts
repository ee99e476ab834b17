import { preload, type Cache } from 'swr';
import { getCities } from './get-cities';
import { getCodes } from './get-codes';
import { getCompanies } from './get-companies';
import { getCountries } from './get-countries';
import { getJobs } from './get-jobs';
import { getMenu } from './get-menu';
import { getParameters } from './get-parameters';
import { getTimerRange } from './get-timer-range';

const LOADS: [string, () => Promise<unknown>][] = [
  ['/api/common/timer-range', getTimerRange],
  ['/api/common/companies', getCompanies],
  ['/api/common/codes', getCodes],
  ['/api/common/parameters', getParameters],
  ['/api/common/countries', getCountries],
  ['/api/common/jobs', getJobs],
  ['/api/common/cities', getCities],
  ['/api/common/menu', getMenu],
];

/**
 * The main layout's data, asked for as soon as the session is known (app/route-prefetch.ts), while the layout's
 * code still loads: the layout's hooks then take the answers in flight (SWR's preload). Only what the cache lacks,
 * and only just before the layout mounts, so that no preload waits for a later session.
 */
export function preloadCommonData(cache: Cache): void {
  for (const [key, load] of LOADS) {
    if (cache.get(key)?.data === undefined) void preload(key, load).catch(() => undefined);
  }
}

import { useCities } from './get-cities';
import { useCodes } from './get-codes';
import { useCompanies } from './get-companies';
import { useCountries } from './get-countries';
import { useJobs } from './get-jobs';
import { useParameters } from './get-parameters';
import { useTimerRange } from './get-timer-range';

/**
 * The shared data the main layout loads before it shows anything (spec 1, section 2). Later pages read the
 * same SWR keys from the cache. A failure is alerted (and reloads) by the api client.
 */
export function useCommonData() {
  const timer = useTimerRange();
  const loads = [timer, useCompanies(), useCodes(), useParameters(), useCountries(), useJobs(), useCities()];
  return {
    ready: loads.every((l) => l.data !== undefined),
    failed: loads.some((l) => l.error !== undefined),
    timer: timer.data,
  };
}

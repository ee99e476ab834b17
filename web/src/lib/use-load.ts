import { useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';

let mounts = 0;

/**
 * Server data a component loads when it mounts and then owns (a form's values, a dialog's case, a document): SWR
 * with a key of this mount, so another mount's copy is never shown and nothing revalidates under the agent's
 * typing; `mutate` changes it locally (files added), `retry` loads it again. `null` key: nothing to load yet.
 *
 *     const { data, error } = useLoad(transCode ? ['aml', transCode] : null, () => getAml(transCode));
 */
export function useLoad<T>(
  key: readonly unknown[] | null,
  fetcher: () => Promise<T>,
  options: Pick<SWRConfiguration<T>, 'onError' | 'onSuccess' | 'keepPreviousData'> = {},
) {
  const [mount] = useState(() => ++mounts);
  const [attempt, setAttempt] = useState(0);
  const swr = useSWR(key && [...key, mount, attempt], fetcher, {
    ...options,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return { ...swr, retry: () => setAttempt((n) => n + 1) };
}

/**
 * `{[key]: value(key)}` for a fixed list of keys, typed as a record of exactly those keys (`Object.fromEntries` types
 * its result as `{[k: string]: V}`, so callers would cast; the one assertion is here, over keys the caller listed).
 */
export function recordOf<const K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const out: Partial<Record<K, V>> = {};
  for (const key of keys) out[key] = value(key);
  return out as Record<K, V>;
}

/**
 * The signature evidence chain's HMAC keys by id (issue 43 item 3): a new event is sealed with the current key and
 * its row records that key's id; an event verifies with the key its row names, so a chain crossing a rotation
 * verifies. The id '' is EVIDENCE_HMAC_KEY's: the key of the events sealed before keys had ids.
 */
export interface EvidenceKeys {
  /** The id new events are sealed with. */
  current: string;
  /** Every key still needed to verify, current and retired, by id. */
  keys: Readonly<Record<string, string>>;
}

/** One key, the id '' (a single EVIDENCE_HMAC_KEY, the tests' string keys). */
export const singleKey = (key: string): EvidenceKeys => ({ current: '', keys: { '': key } });

export const keyringOf = (keys: string | EvidenceKeys): EvidenceKeys =>
  typeof keys === 'string' ? singleKey(keys) : keys;

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const MIN_KEY_LENGTH = 32;

/**
 * EVIDENCE_HMAC_KEYS, `id:key,id:key,…`: the first is current, the others retired (kept to verify what they
 * sealed); EVIDENCE_HMAC_KEY, when set too, stays the key of the events sealed before ids (''). Without
 * EVIDENCE_HMAC_KEYS, EVIDENCE_HMAC_KEY (or `fallback`, the development key) is current as ''. Problems go to
 * `problems`, never a value.
 */
export function parseEvidenceKeys(
  list: string | undefined,
  single: string,
  minLength: number,
  problems: string[],
): EvidenceKeys {
  const entries = (list ?? '').trim() === '' ? [] : (list ?? '').split(',').map((e) => e.trim());
  if (entries.length === 0) {
    if (single.length < minLength)
      problems.push(`EVIDENCE_HMAC_KEY must be set (${MIN_KEY_LENGTH}+ characters) in production`);
    return singleKey(single);
  }
  const keys: Record<string, string> = single ? { '': single } : {};
  const ids: string[] = [];
  for (const entry of entries) {
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    const key = at > 0 ? entry.slice(at + 1) : '';
    if (!KEY_ID.test(id)) {
      problems.push('EVIDENCE_HMAC_KEYS must be a comma list of id:key (ids of letters, digits, _ and -)');
      continue;
    }
    if (ids.includes(id)) problems.push(`EVIDENCE_HMAC_KEYS names the key id "${id}" twice`);
    if (key.length < MIN_KEY_LENGTH)
      problems.push(`EVIDENCE_HMAC_KEYS: the key "${id}" must be ${MIN_KEY_LENGTH}+ characters`);
    ids.push(id);
    keys[id] = key;
  }
  return { current: ids[0] ?? '', keys };
}

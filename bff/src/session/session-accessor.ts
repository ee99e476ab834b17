import type { PortalSession } from './session-data';

/**
 * What services see of the browser session: its data, a new id, the end (over express-session's `req.session`,
 * session.ts), so that services never see `req`.
 */
export interface SessionAccessor {
  readonly id: string;
  get<K extends keyof PortalSession>(key: K): PortalSession[K];
  /** Sets one key; `undefined` removes it. Objects read with `get` may also be changed in place. */
  set<K extends keyof PortalSession>(key: K, value: PortalSession[K]): void;
  /** A new id with the same data; the old id no longer resolves (session fixation). */
  regenerateId(): Promise<void>;
  /** Ends the session: its data and id are gone. */
  destroy(): Promise<void>;
}

/** A session in memory: for service unit tests, and the reference behaviour of the interface. */
export function memorySession(
  initial: PortalSession = {},
  id = 'test-session',
): SessionAccessor & {
  data: PortalSession;
  ids: string[];
} {
  let data: PortalSession = { ...initial };
  const ids = [id];
  return {
    get id() {
      return ids[ids.length - 1] as string;
    },
    get data() {
      return data;
    },
    ids,
    get: (key) => data[key],
    set: (key, value) => {
      if (value === undefined) delete data[key];
      else data[key] = value;
    },
    regenerateId: async () => {
      ids.push(`${id}-${ids.length}`);
    },
    destroy: async () => {
      data = {};
      ids.push(`${id}-destroyed`);
    },
  };
}

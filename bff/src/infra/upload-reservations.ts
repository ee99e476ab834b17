import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/** A file the core lists in a slot: its code and name. */
export interface SlotFile {
  fileCode: string;
  fileName: string;
}

/** A place in a slot held for one upload: `stored` once the core kept the file, `release` when it did not. */
export interface UploadReservation {
  stored(fileCode: string): Promise<void>;
  release(): Promise<void>;
}

/** An upload under way: its file's name, the codes it counted as there already, when (ms) and its turn. */
interface Pending {
  name: string;
  base: string[];
  at: number;
  seq: number;
}

/** A file stored through a reservation: when (ms), and its turn in the slot's sequence. */
interface Stored {
  at: number;
  seq: number;
}

/**
 * A slot's reservations: the uploads under way, the files stored through them (by code), and the slot's sequence
 * (every reservation and every file marked stored takes the next number: which came first, even in one ms).
 */
interface SlotState {
  pending: Map<string, Pending>;
  stored: Map<string, Stored>;
  seq: number;
}

/**
 * How many files a slot holds or is about to hold, for an upload whose clock reading `t0` was taken before the core
 * listed `files`: the listed files; each file stored through a reservation since `t0` that the list misses (stored
 * after the core answered); each upload under way, unless a listed file of its name appeared since it counted and is
 * not marked as another upload's (its file, stored but not yet marked so; one listed file stands for one upload
 * only). An upload's "base" is what it counted: the listed files and the marked ones the list missed (a code the core
 * reuses after a delete is not held against it). Never less than the truth; more only while an unrelated file of the
 * same name appears during an upload. The Lua script below is the same.
 */
export function slotCount(state: SlotState, files: readonly SlotFile[], t0: number): number {
  const listed = new Set(files.map((f) => f.fileCode));
  let count = files.length;
  for (const [code, { at }] of state.stored) if (at >= t0 && !listed.has(code)) count++;
  const taken = new Set<string>();
  for (const p of state.pending.values()) {
    const base = new Set(p.base);
    const mine = files.find(
      (f) =>
        f.fileName === p.name &&
        !taken.has(f.fileCode) &&
        !base.has(f.fileCode) &&
        !((state.stored.get(f.fileCode)?.seq ?? 0) > p.seq),
    );
    if (mine) taken.add(mine.fileCode);
    else count++;
  }
  return count;
}

/*
 * The same in one script, over a hash per slot (p:<id> → the pending upload as JSON, s:<fileCode> → "<ms>:<seq>"
 * when stored, n → the sequence):
 * entries older than the longest upload are dropped, then the slot counted; with room for one more, the upload is
 * recorded with the codes it saw. ARGV: id, file name, limit, t0 (ms), max age (ms), listed files as JSON.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit, t0, maxAge = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local files = cjson.decode(ARGV[6])
local listed = {}
for _, f in ipairs(files) do listed[f.c] = true end
local stored, pending = {}, {}
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local kind, rest = string.sub(all[i], 1, 2), string.sub(all[i], 3)
  if kind == 's:' then
    local at, seq = string.match(all[i + 1], '^(%d+):(%d+)$')
    at, seq = tonumber(at), tonumber(seq)
    if not at or now - at > maxAge then
      redis.call('HDEL', KEYS[1], all[i])
    else
      stored[rest] = {at = at, seq = seq}
    end
  elseif kind == 'p:' then
    local p = cjson.decode(all[i + 1])
    if not p.seq or now - p.at > maxAge then redis.call('HDEL', KEYS[1], all[i]) else table.insert(pending, p) end
  end
end
local count = #files
local base = {}
for _, f in ipairs(files) do table.insert(base, f.c) end
for code, s in pairs(stored) do
  if s.at >= t0 and not listed[code] then
    count = count + 1
    table.insert(base, code)
  end
end
local taken = {}
for _, p in ipairs(pending) do
  local seen = {}
  for _, c in ipairs(p.base) do seen[c] = true end
  local mine = nil
  for _, f in ipairs(files) do
    if not mine and f.n == p.name and not taken[f.c] and not seen[f.c] and not (stored[f.c] and stored[f.c].seq > p.seq) then
      mine = f.c
    end
  end
  if mine then taken[mine] = true else count = count + 1 end
end
if count + 1 > limit then return 0 end
local seq = redis.call('HINCRBY', KEYS[1], 'n', 1)
redis.call('HSET', KEYS[1], 'p:' .. ARGV[1], cjson.encode({name = ARGV[2], base = base, at = now, seq = seq}))
redis.call('PEXPIRE', KEYS[1], maxAge)
return 1`;

/** The upload's file is stored: no longer under way, counted by its code until the core's list shows it. */
const STORED = `
local t = redis.call('TIME')
redis.call('HDEL', KEYS[1], 'p:' .. ARGV[1])
local seq = redis.call('HINCRBY', KEYS[1], 'n', 1)
local at = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('HSET', KEYS[1], 's:' .. ARGV[2], string.format('%.0f:%d', at, seq))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0`;

/**
 * Count limits of upload slots (issue 40 item 3), shared by every BFF instance through Redis (memory in the dev
 * fallback): an upload reserves its place in the slot before its body is read and the core is called, counted
 * together with the core's own list and every other upload under way, in one step; the place is released when the
 * upload is refused, kept once stored. Parallel uploads cannot pass the limit. The core's list stays the truth for
 * files stored earlier (a file deleted, or the case reset, frees its place at once).
 */
export class UploadReservations {
  private readonly memory = new Map<string, SlotState>();

  constructor(
    private readonly redis: Redis | null,
    /** Longer than any upload can take: a reservation left by a stopped instance is dropped after it. */
    private readonly maxAgeMs = 10 * 60_000,
  ) {}

  /** The clock to read before the core lists the slot's files (Redis's, shared by every instance). */
  async clock(): Promise<number> {
    if (!this.redis) return Date.now();
    const [seconds, micros] = await this.redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  }

  /** A place in `slot` for a file named `fileName`, or null when the slot is full. */
  async reserve(
    slot: string,
    t0: number,
    fileName: string,
    files: readonly SlotFile[],
    limit: number,
  ): Promise<UploadReservation | null> {
    const key = `ap:uploads:${slot}`;
    const id = randomUUID();
    if (this.redis) {
      const listed = JSON.stringify(files.map((f) => ({ c: f.fileCode, n: f.fileName })));
      const granted = await this.redis.eval(RESERVE, 1, key, id, fileName, limit, t0, this.maxAgeMs, listed);
      if (granted !== 1) return null;
      const redis = this.redis;
      return this.handle(
        (fileCode) => redis.eval(STORED, 1, key, id, fileCode, this.maxAgeMs).then(() => undefined),
        () => redis.hdel(key, `p:${id}`).then(() => undefined),
      );
    }
    const state = this.memoryState(key);
    const base = [
      ...files.map((f) => f.fileCode),
      ...[...state.stored]
        .filter(([code, { at }]) => at >= t0 && !files.some((f) => f.fileCode === code))
        .map(([code]) => code),
    ];
    if (slotCount(state, files, t0) + 1 > limit) return null;
    state.pending.set(id, { name: fileName, base, at: Date.now(), seq: ++state.seq });
    return this.handle(
      async (fileCode) => {
        state.pending.delete(id);
        state.stored.set(fileCode, { at: Date.now(), seq: ++state.seq });
      },
      async () => {
        state.pending.delete(id);
      },
    );
  }

  /** Each reservation ends once: stored or released. */
  private handle(
    stored: (fileCode: string) => Promise<void>,
    release: () => Promise<void>,
  ): UploadReservation {
    let ended = false;
    const once =
      <A extends unknown[]>(f: (...a: A) => Promise<void>) =>
      async (...a: A) => {
        if (ended) return;
        ended = true;
        await f(...a);
      };
    return { stored: once(stored), release: once(release) };
  }

  private memoryState(key: string): SlotState {
    const now = Date.now();
    let state = this.memory.get(key);
    if (!state) {
      state = { pending: new Map(), stored: new Map(), seq: 0 };
      this.memory.set(key, state);
    }
    for (const [id, p] of state.pending) if (now - p.at > this.maxAgeMs) state.pending.delete(id);
    for (const [code, { at }] of state.stored) if (now - at > this.maxAgeMs) state.stored.delete(code);
    return state;
  }
}

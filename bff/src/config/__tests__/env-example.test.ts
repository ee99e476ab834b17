import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv } from '../env';

/**
 * `.env.example` against env.ts (issue 43 Deliver 2). The single source of what the BFF reads is loadEnv itself: it
 * runs over a recording environment, once per branch that reads different variables (the defaults, production,
 * Sentinel mode), and every name it asked for must be in `.env.example`, and nothing else but the few settings that
 * are not the BFF's.
 */
const EXAMPLE = readFileSync(path.resolve(__dirname, '../../../../.env.example'), 'utf8');

/** Documented in `.env.example` though env.ts does not read them (each says "Not the BFF's"). */
const NOT_THE_BFFS = new Set(['MOCK_PORT', 'NODE_EXTRA_CA_CERTS']);

function namesRead(values: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const source = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  try {
    loadEnv(source);
  } catch {
    // A refused configuration still read what it read.
  }
  return read;
}

const READ = new Set([
  ...namesRead({}),
  ...namesRead({ NODE_ENV: 'production' }),
  ...namesRead({ REDIS_SENTINELS: '10.0.0.1:26379', REDIS_SENTINEL_NAME: 'portal' }),
]);

/** Each paragraph of `.env.example` (blank-line separated): its variables, set or commented out, and its comment. */
function paragraphs() {
  return EXAMPLE.split(/\n\s*\n/).map((block) => {
    const lines = block.split('\n');
    const names = lines.flatMap((line) => /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
    const comment = lines.filter((line) => line.startsWith('#') && !/^# [A-Z][A-Z0-9_]*=/.test(line));
    return { names, comment: comment.join(' ') };
  });
}

describe('.env.example', () => {
  const listed = paragraphs().flatMap((p) => p.names);

  it('lists every variable env.ts reads', () => {
    expect(READ.size).toBeGreaterThan(40);
    expect([...READ].filter((name) => !listed.includes(name)).sort()).toEqual([]);
  });

  it('lists nothing env.ts does not read, but the settings marked as not the BFF’s', () => {
    expect(listed.filter((name) => !READ.has(name) && !NOT_THE_BFFS.has(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives each variable its default and its production rule', () => {
    for (const { names, comment } of paragraphs().filter((p) => p.names.length)) {
      expect({ names, comment }).toEqual({
        names,
        comment: expect.stringMatching(/Default: .+Production: /s),
      });
    }
  });

  it('sets the defaults it names: loaded as it is, it is the configuration of no settings but the secrets', () => {
    const values = parseEnv(EXAMPLE) as Record<string, string>;
    const { sessionSecret, evidenceKeys, evidenceKeyIsDefault, ...asExample } = loadEnv(values);
    const { sessionSecret: _s, evidenceKeys: _e, evidenceKeyIsDefault: _d, ...defaults } = loadEnv({});
    expect(asExample).toEqual(defaults);
    expect([sessionSecret, evidenceKeys, evidenceKeyIsDefault]).toEqual([
      values.SESSION_SECRET,
      { current: '', keys: { '': values.EVIDENCE_HMAC_KEY } },
      false,
    ]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as catalogue from '..';

/*
 * Issue 23 item 6: every entry of the zh-TW catalogue is shown somewhere. An entry counts as used when its key appears
 * as a word in the source of web, bff, mocks or contracts outside the catalogue itself and outside the tests (an
 * error code the BFF sends by name counts: the SPA shows its message by that code).
 */
const ROOT = resolve(__dirname, '../../../..');
const SOURCES = ['web/src', 'bff/src', 'mocks/src', 'contracts/src'];
const SKIPPED = /(^|\/)(__tests__|messages)$|\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.test(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The catalogue's entries: each exported object of messages and its keys (label tables are data, not messages). */
const entries = Object.entries(catalogue).flatMap(([group, value]) =>
  /Messages$/.test(group) && value && typeof value === 'object'
    ? Object.keys(value).map((key) => ({ group, key }))
    : [],
);

describe('the message catalogue', () => {
  const words = new Set(
    SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(
      (file) => readFileSync(file, 'utf8').match(/\b[A-Z][A-Z0-9_]+\b/g) ?? [],
    ),
  );

  it('has entries to check', () => {
    expect(entries.length).toBeGreaterThan(200);
  });

  it('has no entry referenced nowhere', () => {
    expect(entries.filter(({ key }) => !words.has(key)).map(({ group, key }) => `${group}.${key}`)).toEqual(
      [],
    );
  });
});

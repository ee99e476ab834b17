import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import YAML from 'yaml';
import { loadBffDocument } from '../openapi';

/** V8's serialiser tags a one-byte string '"' (0x22) and a two-byte one 'c' (0x63), after its 2-byte header. */
const isOneByte = (text: string) => serialize(text)[2] === 0x22;

describe('loadBffDocument', () => {
  const document = loadBffDocument();

  it('is bff.yaml as YAML.parse reads it', () => {
    const file = path.resolve(__dirname, '../../../../contracts/openapi/bff.yaml');
    expect(document).toEqual(YAML.parse(readFileSync(file, 'utf8')));
  });

  it("keeps its ASCII keys one-byte (the route templates of every request's log line and metrics)", () => {
    const paths = Object.keys(document.paths as object);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !isOneByte(p))).toEqual([]);
    // The serialiser's tag tells the forms apart.
    expect(isOneByte(`ab${String.fromCharCode(0x4e2d)}`)).toBe(false);
  });
});

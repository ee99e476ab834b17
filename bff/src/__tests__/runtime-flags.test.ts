import { readFileSync } from 'node:fs';
import path from 'node:path';

// runtime-flags.ts sets V8 flags (no allocation-site pretenuring): they must be set before the BFF's modules run and
// allocate, so index.ts imports it first (TypeScript keeps import order in the CommonJS build).
test('index.ts imports runtime-flags before anything else', () => {
  const source = readFileSync(path.join(__dirname, '../index.ts'), 'utf8');
  const imports = source.split('\n').filter((line) => line.startsWith('import '));
  expect(imports[0]).toBe("import './runtime-flags';");
});

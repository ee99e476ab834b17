import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * Issue 21: a BFF module is imported only through its public file (modules/<area>/index.ts), and the lint says so.
 * ESLint's Node API runs on fixture sources placed (virtually) where the code would sit, with the repository's own
 * eslint.config.mjs; in a child process, because ESLint loads its config with `import()`, which Jest's module
 * sandbox does not offer.
 */
const ROOT = path.resolve(__dirname, '../../../..');

interface Fixture {
  file: string;
  code: string;
}

const LINT = `
const { ESLint } = require('eslint');
const fixtures = JSON.parse(process.argv[1]);
(async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const { file, code } of fixtures) {
    const [result] = await eslint.lintText(code, { filePath: file });
    out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line));
  }
  process.stdout.write(JSON.stringify(out));
})();
`;

function restrictedLines(fixtures: Fixture[]): number[][] {
  const stdout = execFileSync(process.execPath, ['-e', LINT, JSON.stringify(fixtures)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as number[][];
}

const at = (file: string, ...imports: string[]): Fixture => ({
  file: path.join(ROOT, 'bff/src', file),
  code: imports.map((from, i) => `import * as m${i} from '${from}';\nvoid m${i};\n`).join(''),
});

describe('BFF module boundaries (lint)', () => {
  it('refuses an import of another module’s other files, from a module, a module’s sub-folder or the root', () => {
    const lines = restrictedLines([
      at('modules/home/home.service.ts', '../auth/auth.legacy'),
      at('modules/customer-data/customer-data.service.ts', '../proposals/proposals.service'),
      at('modules/proposals/aml/aml.service.ts', '../../common/common.service'),
      at('modules/proposals/signing/signing.service.ts', '../../customer-data/name-check'),
      at('app.ts', './modules/proposals/case-ownership'),
      at('services.ts', './modules/auth/auth.legacy'),
      at('http/route-table.ts', '../modules/proposals/proposals.service'),
    ]);
    expect(lines).toEqual([[1], [1], [1], [1], [1], [1], [1]]);
  });

  it('allows public files, the same module tree and the shared folders', () => {
    const lines = restrictedLines([
      at(
        'modules/home/home.service.ts',
        '../auth',
        '../../http/route',
        '../../infra/request-context',
        './home.legacy',
      ),
      at(
        'modules/proposals/aml/aml.service.ts',
        '../../common',
        '../proposals.service',
        '../signing/signing.legacy',
      ),
      at('modules/proposals/aml/aml.routes.ts', '../../../http/route', '../../../session/guards'),
      at('app.ts', './modules/proposals', './http/route-table', './services'),
      at('modules/proposals/__tests__/x.test.ts', '../../auth/auth.legacy'),
    ]);
    expect(lines).toEqual([[], [], [], [], []]);
  });
});

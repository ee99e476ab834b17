// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's layers are enforced by lint (issue 21): the repository's own ESLint configuration, run through its Node
 * API on snippets placed in the feature folders, refuses a feature importing another feature (by the `@/` alias, a
 * relative path, a dynamic import or a re-export) and shared code importing a feature; app/ composes features.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/web/src/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'web/feature-boundaries').map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('web feature boundaries (eslint web/feature-boundaries)', () => {
  it('fails lint when a feature imports another feature through the alias', async () => {
    const errors = await boundaryErrors(
      'features/proposals/components/x.tsx',
      "import { WizardContainer } from '@/features/proposal-wizard';\nexport const X = WizardContainer;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('Feature "proposals" must not import feature "proposal-wizard"'),
    ]);
  });

  it('fails lint for a relative path into another feature, a dynamic import and a re-export', async () => {
    const errors = await boundaryErrors(
      'features/proposal-wizard/steps/n8-signature/x.ts',
      [
        "import { jumpLabel } from '../../../signing/utils/jump-label';",
        "export { SignatureStep } from '@/features/signing';",
        "export const later = () => import('../../../session');",
        'export const label = jumpLabel;',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('must not import feature "signing"');
    expect(errors[2]).toContain('must not import feature "session"');
  });

  it('fails lint when shared code imports a feature or a feature imports app/', async () => {
    expect(
      await boundaryErrors('lib/x.ts', "export { useSigningJump } from '@/features/proposal-wizard';\n"),
    ).toEqual([expect.stringContaining('Shared code must not import feature "proposal-wizard"')]);
    expect(await boundaryErrors('features/home/x.ts', "export { router } from '@/app/router';\n")).toEqual([
      expect.stringContaining('must not import app/'),
    ]);
  });

  it('passes a feature importing itself and shared code, and app/ composing features', async () => {
    expect(
      await boundaryErrors(
        'features/signing/components/x.ts',
        [
          "export { jumpLabel } from '../utils/jump-label';",
          "export { apiClient } from '@/lib/api-client';",
          "export { DateField } from '@/components/form/date-field';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/routes/x.tsx',
        "export { WizardContainer } from '@/features/proposal-wizard';\nexport { SignatureStep } from '@/features/signing';\n",
      ),
    ).toEqual([]);
  });
});

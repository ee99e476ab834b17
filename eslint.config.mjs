import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import webBoundaries from './web/eslint/feature-boundaries.mjs';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

const BFF_MODULE_MESSAGE =
  "A BFF module is imported only through its public file (modules/<area>/index.ts), never another module's other files.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tmp/**',
      '**/dist/**',
      'contracts/src/generated/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The mock's QA console (issue 44 item 7): a browser page of its own, with the portal's React rules.
    files: ['mocks/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: webBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layers shared → features → app: a feature imports no other feature (they compose in app/), shared code
      // imports no feature (web/eslint/feature-boundaries.mjs; proven by web/src/__tests__/feature-boundaries.test.ts).
      'web/feature-boundaries': ['error', { srcRoot: webSrc }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A feature's public entries: its index and, where a page needs a part of the feature without the rest
              // (the route budgets, docs/bench.md), a named entry beside it.
              group: [
                '@/features/*/*',
                '!@/features/proposal-wizard/dialogs',
                '!@/features/auth/logout',
                '!@/features/proposals/preload',
              ],
              message:
                'Import a feature through its index or a named public entry (app/ only), never its files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/__tests__/**'],
    rules: {
      // Values a user typed (drafts keep markup as text, issue 40 item 6) are shown as React text, never as HTML.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Show text as React children; stored values may hold markup (issue 40).',
        },
        {
          selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Show text as React children; stored values may hold markup (issue 40).',
        },
      ],
    },
  },
  // BFF modules (issue 21): a module is a folder of bff/src/modules; another module, and the code around the modules,
  // may import only its index.ts (its public file). Tests may reach inside.
  {
    files: ['bff/src/modules/*/*.ts'],
    ignores: ['bff/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/**', '!../../**'], message: BFF_MODULE_MESSAGE }] },
      ],
    },
  },
  {
    files: ['bff/src/modules/*/*/**/*.ts'],
    ignores: ['bff/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*/**', '!../../../**'], message: BFF_MODULE_MESSAGE }] },
      ],
    },
  },
  {
    files: ['bff/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./modules/*/**'], message: BFF_MODULE_MESSAGE }] },
      ],
    },
  },
  {
    files: ['bff/src/*/**/*.ts'],
    ignores: ['bff/src/modules/**', 'bff/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../modules/*/**', '../../modules/*/**'], message: BFF_MODULE_MESSAGE }] },
      ],
    },
  },
);

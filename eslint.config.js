// Lint: TypeScript rules, React hooks rules, and the import boundaries of DESIGN 2 / CONVENTIONS.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const webFeatures = ['auth', 'home', 'templates', 'my-resumes', 'editor', 'ai', 'payment'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The SPA and the mock server meet only in the contract.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/test/**', 'apps/web/vitest.setup.ts', 'apps/web/vite.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cv/mock-server', '@cv/mock-server/*', '**/mock-server/**'],
              message: 'apps/web never imports mock-server; use @cv/contract.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features do not import each other: move shared code to components/, lib/ or utils/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Code flows shared -> features -> app.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/utils'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@cv/web', '@cv/web/*', '**/apps/web/**'], message: 'mock-server never imports the SPA.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

// Lint: TypeScript rules, React hooks rules, and the import boundaries of DESIGN 2 / CONVENTIONS.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['auth', 'home', 'templates', 'my-resumes', 'editor', 'ai', 'payment'];

/** Import patterns forbidden in the SPA's sources; inside a feature, every other feature and app/ too. */
function webPatterns(feature) {
  const patterns = [
    {
      group: ['@cv/mock-server', '@cv/mock-server/*', '**/mock-server/**'],
      message: 'apps/web never imports mock-server; use @cv/contract.',
    },
    {
      // antd's Spin by its own path (issue 37: the next blue-on-dark spinner must not slip past the rule below).
      group: ['antd/es/spin', 'antd/es/spin/**', 'antd/lib/spin', 'antd/lib/spin/**'],
      message: "Use Spinner from '@/components/spinner': antd's Spin is blue on dark and tinted surfaces.",
    },
  ];
  if (feature) {
    const others = webFeatures.filter((f) => f !== feature);
    patterns.push(
      {
        group: others.flatMap((f) => [
          `@/features/${f}`,
          `@/features/${f}/**`,
          `**/features/${f}`,
          `**/features/${f}/**`,
        ]),
        message: 'Features do not import each other: move shared code to components/, lib/ or utils/.',
      },
      { group: ['@/app', '@/app/*', '**/app/*'], message: 'Code flows shared -> features -> app.' },
    );
  }
  return patterns;
}

/**
 * antd's Spin draws its text in the primary blue on any surface (1.8:1 on the preview's dark box, an axe
 * color-contrast failure whenever a preview was slow): components/spinner.tsx is the one spinner.
 */
const webPaths = [
  {
    name: 'antd',
    importNames: ['Spin'],
    message: "Use Spinner from '@/components/spinner': antd's Spin is blue on dark and tinted surfaces.",
  },
];

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // The SPA and the mock server meet only in the contract; features do not import each other; code flows
  // shared (components, lib, utils) -> features -> app. Core no-restricted-imports per folder keeps it so
  // (eslint-plugin-import-x pulled in unrs-resolver, whose platform bindings break `npm ci` on npm 11).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: webPaths, patterns: webPatterns() }] },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: webPaths, patterns: webPatterns(feature) }] },
  })),
  {
    files: ['apps/web/src/{components,lib,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webPaths,
          patterns: [
            ...webPatterns(),
            {
              group: ['@/features/*', '@/app/*', '**/features/*', '**/app/*'],
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
  {
    // An antd icon reads its English name to screen readers ("medicine-box 简历诊断"), which axe reports as
    // label-content-name-mismatch: an icon is aria-hidden (its control is named by its text or aria-label) or, when
    // it stands alone and means something, has its own Chinese aria-label.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message:
            'antd icons say their English name to screen readers: add aria-hidden, or a Chinese aria-label for an icon that stands alone.',
        },
      ],
    },
  },
);

// Flat ESLint config: TypeScript, React hooks and accessibility rules, Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      '.data/',
      '.e2e/',
      '.site/',
      '.test-results/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'src/gatsby-types.d.ts',
      'admin/dist/',
      // The production bundles (npm run build:server, build:site-server).
      'server/dist/',
      'site-server/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The domain package holds pure rules shared by site and server: no React, Gatsby, browser or Node I/O.
    files: ['packages/domain/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'gatsby',
                'gatsby-*',
                'theme-ui',
                '@emotion/*',
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'net',
                'child_process',
                'pg',
                '@electric-sql/*',
                'fastify',
                '@fastify/*',
                '../services/*',
                '../components/*',
                '../build/*',
              ],
              message: 'The domain package is pure: no React, Gatsby, browser or I/O imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
        'process',
        'require',
      ],
    },
  },
  {
    // The site server serves any build of the site and talks to the provider only over HTTP.
    files: ['site-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../src/*', '../../server/*'],
              message: "The site server imports neither the site's code nor the provider's.",
            },
            {
              group: ['../../scripts', '../../scripts/*'],
              message:
                'The build pipeline lives here: scripts/ import the site server, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services (API clients, storage, contexts, hooks) sit under the components that use them.
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../components/*', '../components', '**/src/components/*'],
              message: 'Services never import components: move the shared part into src/services.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);

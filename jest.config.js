/**
 * Unit tests (pure rules, node environment) and component tests (jsdom) in one run.
 * Sources are TypeScript and JSX, compiled by Babel with the same presets Gatsby uses.
 */
const transform = { '^.+\\.m?[jt]sx?$': ['babel-jest', { configFile: './tests/babel.config.js' }] };
const shared = {
  transform,
  // The test script's pure parts (scripts/*.mjs) are tested too.
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node'],
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/tests/unit/**/*.test.ts?(x)',
        '<rootDir>/packages/domain/test/**/*.test.ts',
        // The data layer's rules; its other tests, and the speed patches', run with node:test.
        '<rootDir>/plugins/site-data/test/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/components/**/*.test.ts?(x)'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^gatsby$': '<rootDir>/tests/utils/gatsby-mock.tsx',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/utils/setup-components.ts'],
    },
    {
      // The editor app's pure mappings and components (React without theme-ui's jsx).
      displayName: 'admin',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/admin/test/**/*.test.ts?(x)'],
      transform: {
        '^.+\\.[jt]sx?$': [
          'babel-jest',
          {
            presets: [
              ['babel-preset-gatsby', { reactRuntime: 'automatic' }],
              '@babel/preset-typescript',
            ],
          },
        ],
      },
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      setupFiles: ['<rootDir>/admin/test/setup.ts'],
    },
  ],
  collectCoverageFrom: ['packages/domain/src/**/*.ts'],
  coverageThreshold: { 'packages/domain/src/': { lines: 95, branches: 95 } },
  coverageReporters: ['text-summary', 'text'],
};

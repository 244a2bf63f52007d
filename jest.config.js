/** Unit and integration tests of every workspace; services run against a real Postgres (see jest.global-setup.mjs). */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/shell', '<rootDir>/mf-marketing', '<rootDir>/mf-invitation', '<rootDir>/mf-dashboard', '<rootDir>/mf-admin', '<rootDir>/infra/local', '<rootDir>/infra/eslint', '<rootDir>/tests/contract', '<rootDir>/tests/security'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // jose and cookie (under fastify's inject) ship ESM only: compile them like our own code.
  transformIgnorePatterns: ['^(?!.*/node_modules/(jose|cookie)/).*/node_modules/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/infra/jest/style-mock.cjs' },
  globalSetup: '<rootDir>/infra/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/infra/jest/global-teardown.mjs',
  testTimeout: 20_000,
  maxWorkers: 2,
};

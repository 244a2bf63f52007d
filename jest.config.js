/** Unit and integration tests of every workspace; services run against a real Postgres (see jest.global-setup.mjs). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/packages',
    '<rootDir>/services',
    '<rootDir>/shell',
    '<rootDir>/mf-marketing',
    '<rootDir>/mf-invitation',
    '<rootDir>/mf-dashboard',
    '<rootDir>/mf-admin',
    '<rootDir>/infra/local',
    '<rootDir>/infra/eslint',
    '<rootDir>/infra/publish',
    '<rootDir>/infra/k8s',
    '<rootDir>/infra/docker',
    '<rootDir>/infra/observability',
    '<rootDir>/infra/supply-chain',
    '<rootDir>/tests/contract',
    '<rootDir>/tests/security',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Packages that ship ESM only (jose; cookie under fastify's inject; content-disposition under @fastify/static;
  // htmlparser2 and its family under sanitize-html): compile them like our own code.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(jose|cookie|content-disposition|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/).*/node_modules/',
  ],
  moduleNameMapper: { '\\.css$': '<rootDir>/infra/jest/style-mock.cjs' },
  globalSetup: '<rootDir>/infra/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/infra/jest/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/infra/jest/after-env.ts'],
  testTimeout: 20_000,
  maxWorkers: 2,
};

/**
 * Jest as Stryker runs it (stryker.config.mjs): the suites of the workspaces whose rules are mutated, our packages
 * read from the sandbox's own sources (the workspace links in node_modules point at the unmutated tree), and a
 * database copied from a template per run instead of a Postgres started per run (infra/jest/mutation.mjs).
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: [
    '<rootDir>/packages/service-kit',
    '<rootDir>/packages/db',
    '<rootDir>/services/auth',
    '<rootDir>/services/billing',
    '<rootDir>/services/dashboard',
    '<rootDir>/services/invitation',
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@undangin/db$': '<rootDir>/packages/db/src/index.ts',
    '^@undangin/db/testing$': '<rootDir>/packages/db/src/private-database.ts',
    '^@undangin/service-kit$': '<rootDir>/packages/service-kit/src/index.ts',
    '^@undangin/service-kit/testing$': '<rootDir>/packages/service-kit/src/testing.ts',
    '^@undangin/service-kit/mail$': '<rootDir>/packages/service-kit/src/mail.ts',
    '^@undangin/service-kit/storage$': '<rootDir>/packages/service-kit/src/storage/index.ts',
    '^@undangin/service-kit/storage/testing$': '<rootDir>/packages/service-kit/src/storage/testing.ts',
  },
  globalSetup: '<rootDir>/infra/jest/mutation-global-setup.mjs',
  globalTeardown: undefined,
};

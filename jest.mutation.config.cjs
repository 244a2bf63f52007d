/**
 * Jest as Stryker runs it (stryker.config.mjs): the suites of the workspaces whose rules are mutated, our packages
 * read from the sandbox's own sources (the workspace links in node_modules point at the unmutated tree), and a
 * database copied from a template per run instead of a Postgres started per run (infra/jest/mutation.mjs).
 */
const base = require('./jest.config.js');

/**
 * The suites that hold the mutated rules. Stryker's mutant runs ask jest for every suite in `roots` (filtered by test
 * name only), so this list is what a mutant costs; `--testFiles` on `npm run test:mutation` narrows it further.
 */
const suites = [
  'packages/service-kit/src/plugins/access-guards.test.ts',
  'packages/service-kit/src/plugins/auth.test.ts',
  'packages/service-kit/src/tokens.test.ts',
  'services/billing/src/notifications.test.ts',
  'services/billing/src/notification-statuses.test.ts',
  'services/billing/src/midtrans-adapter.test.ts',
  'services/dashboard/src/checkin.test.ts',
  'services/dashboard/src/checkin-summary.test.ts',
  'services/dashboard/src/checkin-access.test.ts',
  'services/dashboard/src/guest-rules.test.ts',
  'services/dashboard/src/guests.test.ts',
  'services/dashboard/src/plan-lapse.test.ts',
  'services/invitation/src/rsvp.test.ts',
  'services/invitation/src/rsvp-access.test.ts',
  'services/invitation/src/rsvp-answers.test.ts',
  'services/auth/src/session-rules.test.ts',
  'services/auth/src/rate-limit-rules.test.ts',
  'services/auth/src/sign-up.test.ts',
  'services/auth/src/sign-in.test.ts',
  'services/auth/src/sign-in-delay.test.ts',
  'services/auth/src/recovery.test.ts',
  'services/auth/src/disabled-account.test.ts',
  'services/auth/src/admin-role.test.ts',
  'services/auth/src/mfa.test.ts',
];
const chosen = process.env.MUTATION_TEST_FILES ? process.env.MUTATION_TEST_FILES.split(',') : suites;

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
  testMatch: chosen.map((file) => `<rootDir>/${file.trim()}`),
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

// Mutation testing (`npm run test:mutation`, see docs/TESTING.md): the rules that protect people, mutated one change at
// a time; a change no test notices is a rule no test holds. Postgres comes from infra/jest/mutation.mjs.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { configFile: 'jest.mutation.config.cjs', enableFindRelatedTests: false },
  // Each mutant runs only the tests that reached it in the first run.
  coverageAnalysis: 'perTest',
  // A mutant in code that runs outside any one test (as a module loads, or as a suite's app registers its routes in
  // beforeAll) runs against every suite of the group: slower, but scored.
  ignoreStatic: false,
  // Mutants whose code and covering tests did not change keep their result (reports/ is not committed).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // A small machine shared with other test runs; each run talks to a real Postgres.
  concurrency: 1,
  timeoutMS: 30_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 60,
  reporters: ['html', 'clear-text', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  // The sandbox needs only what the mutated workspaces' suites read.
  ignorePatterns: [
    '/*',
    '!/packages',
    '!/services',
    '!/infra',
    '!/types',
    '!/package.json',
    '!/jest.config.js',
    '!/jest.mutation.config.cjs',
    '!/tsconfig*.json',
    '/packages/{platform,ui,router}',
    '/services/{admin,marketing}',
    '/infra/{docker,k8s,publish,eslint}',
    'dist',
  ],
  mutate: [
    // Auth: sessions and refresh tokens, mailed links, sign-in delays, rate limits, admin grants.
    'services/auth/src/domain/{sessions,accounts,link-tokens,sign-in-delay,rate-limit,tokens}.ts',
    'services/auth/src/repositories/{sessions,refresh-tokens,one-time-tokens,signin-failures,rate-limits}.ts',
    // Every service: access tokens and the guards in front of routes; the single 404 for what is not yours.
    'packages/service-kit/src/plugins/auth.ts',
    'packages/service-kit/src/tokens.ts',
    'packages/service-kit/src/errors.ts',
    // Plan limits, as the dashboard and a guest's own RSVP meet them.
    'packages/db/src/plan-limits.ts',
    // RSVP privacy: what a guest's link may read and change.
    'services/invitation/src/repositories/guests.ts',
    'services/invitation/src/routes/rsvp/index.ts',
    // Check-in at the door: reception links and sessions, who may check in whom.
    'services/dashboard/src/routes/checkin/*.ts',
    'services/dashboard/src/domain/checkin.ts',
    'services/dashboard/src/repositories/{checkins,checkin-links,checkin-sessions}.ts',
    // Billing: the gateway's notification (signature, status mapping, idempotent settling).
    'services/billing/src/routes/notifications/index.ts',
    'services/billing/src/domain/{order-status,settle}.ts',
    'services/billing/src/gateway/protocol.ts',
  ],
};

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import undangin from './infra/eslint/boundaries.cjs';

// Icons are SVGs (lucide-react): an emoji depends on the phone's font and shows as a box where it has none.
const noEmoji = 'No emoji in the interface: use an icon from lucide-react (with a label or aria-hidden).';
const noEmojiSelectors = ['JSXText[value', 'Literal[value', 'TemplateElement[value.raw'].map((node) => ({
  selector: `${node}=/(?![©®™])\\p{Extended_Pictographic}/u]`,
  message: noEmoji,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '**/@mf-types/**',
      'build/**',
      // Mutation testing's sandboxes and reports (npm run test:mutation).
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { undangin },
    rules: {
      'undangin/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'packages/platform/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // One router copy across shell and remotes: routing comes from the shared @undangin/router only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@undangin/router' (the shared router singleton)." },
            { name: 'react-router-dom', message: "Import from '@undangin/router' (the shared router singleton)." },
          ],
        },
      ],
    },
  },
  {
    // Route handlers and domain rules hold no SQL: queries live in each service's repositories.
    files: ['services/*/src/routes/**/*.ts', 'services/*/src/domain/**/*.ts'],
    rules: { 'undangin/no-sql-in-routes': 'error' },
  },
  {
    // What a service tells a user comes from the message catalogue (packages/contracts), never a literal at the throw.
    files: ['services/*/src/**/*.ts', 'packages/service-kit/src/**/*.ts', 'packages/jobs/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts', '**/test-workers/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateLiteral'].flatMap((type) => [
          {
            selector: `NewExpression[callee.name='AppError'][arguments.2.type='${type}']`,
            message: 'An error message comes from the catalogue (messages in @undangin/contracts).',
          },
          {
            selector: `CallExpression[callee.name=/^(badRequest|notFound|conflict|forbidden|unauthenticated)$/][arguments.0.type='${type}']`,
            message: 'An error message comes from the catalogue (messages in @undangin/contracts).',
          },
        ]),
      ],
    },
  },
  {
    // One accessible dialog (focus kept inside, Escape, focus back to its opener): packages/ui's Dialog.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='dialog']",
          message: "Use Dialog from '@undangin/ui' (one dialog with focus trap, Escape and focus return).",
        },
        {
          selector: "JSXAttribute[name.name='role'][value.value=/^(dialog|alertdialog)$/]",
          message: "Use Dialog from '@undangin/ui' (one dialog with focus trap, Escape and focus return).",
        },
        ...noEmojiSelectors,
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...noEmojiSelectors] },
  },
  // Every call of a remote goes through the platform's API layer (refresh on a 401, one error shape).
  { files: ['mf-*/src/**/*.{ts,tsx}'], rules: { 'undangin/no-raw-fetch': 'error' } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.test.ts', '**/*.test.tsx'], languageOptions: { globals: { ...globals.jest } } },
  {
    // The check-in desk's service worker: a classic script the browser runs as it is, no build step.
    files: ['shell/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    // Type-aware rules on the TypeScript the two projects compile: a promise is awaited, returned or handed to
    // something that handles it (`void` says on purpose), and never passed where a plain callback is expected.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      'shell/webpack*.ts',
      'mf-*/webpack*.ts',
      'tests/perf/**',
      'tests/chaos/**',
      'tests/contract/**/*.spec.ts',
      'infra/local/*.test.ts',
      'infra/publish/**',
    ],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.node.json', './tsconfig.web.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);

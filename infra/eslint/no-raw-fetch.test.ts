import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rules } = require('./boundaries.cjs') as { rules: Record<'no-raw-fetch', Parameters<RuleTester['run']>[1]> };

const root = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2023, sourceType: 'module' },
});
const rawFetch = [{ messageId: 'rawFetch' }];

tester.run('undangin/no-raw-fetch', rules['no-raw-fetch'], {
  valid: [
    // The platform's own helpers are where fetch lives.
    { filename: at('packages/platform/src/upload/request-json.ts'), code: 'const response = await fetch(url, init);' },
    { filename: at('shell/src/app/remotes.ts'), code: "const map = await fetch('/remotes.json');" },
    {
      filename: at('mf-dashboard/src/features/guests/components/GuestsPage.tsx'),
      code: 'const blob = await dispatch(exportGuestsCsv(invitationId));',
    },
    {
      filename: at('mf-invitation/src/features/invitation/api/public-api.ts'),
      code: "const call = (path) => requestJson('/api/invitation' + path);",
    },
    // Only a call is a request: a name or a property called fetch is not.
    {
      filename: at('mf-admin/src/features/a/x.ts'),
      code: 'const { refetch } = useQuery(); refetch(); api.util.fetch;',
    },
    { filename: at('mf-admin/src/features/a/x.ts'), code: 'store.fetch(1);' },
  ],
  invalid: [
    {
      filename: at('mf-dashboard/src/features/guests/components/ImportPanel.tsx'),
      code: "await fetch('/api/dashboard/x', { method: 'POST' });",
      errors: rawFetch,
    },
    {
      filename: at('mf-marketing/src/features/a/x.tsx'),
      code: "window.fetch('/api/marketing/plans');",
      errors: rawFetch,
    },
    {
      filename: at('mf-invitation/src/features/invitation/api/public-api.ts'),
      code: 'globalThis.fetch(url).then((r) => r.json());',
      errors: rawFetch,
    },
    { filename: at('mf-admin/src/routes.ts'), code: 'const load = () => self.fetch(u);', errors: rawFetch },
  ],
});

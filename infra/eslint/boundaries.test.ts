import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rules } = require('./boundaries.cjs') as { rules: { boundaries: Parameters<RuleTester['run']>[1] } };

const root = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2023, sourceType: 'module' },
});

tester.run('undangin/boundaries', rules.boundaries, {
  valid: [
    { filename: at('mf-admin/src/routes.ts'), code: "import { remoteRoute } from '@undangin/platform';" },
    {
      filename: at('mf-admin/src/features/panel/components/AdminPage.tsx'),
      code: "import styles from './admin-page.module.css';",
    },
    { filename: at('services/admin/src/app.ts'), code: "import { buildService } from '@undangin/service-kit';" },
    {
      filename: at('tests/contract/remote-routes.test.ts'),
      code: "import { routes } from '../../mf-admin/src/routes';",
    },
  ],
  invalid: [
    {
      filename: at('mf-admin/src/routes.ts'),
      code: "import { routes } from '../../mf-dashboard/src/routes';",
      errors: [{ message: /reaches from mf-admin into mf-dashboard/ }],
    },
    {
      filename: at('mf-admin/src/features/a/x.ts'),
      code: "export * from '../b/y';",
      errors: [{ message: /feature 'a' imports feature 'b'/ }],
    },
    {
      filename: at('mf-admin/src/features/a/x.ts'),
      code: "const m = import('../../app/router');",
      errors: [{ message: /imports the app layer/ }],
    },
    {
      filename: at('shell/src/app/router.tsx'),
      code: "import { AuthUser } from '@undangin/db';",
      errors: [{ message: /front end shell imports server code/ }],
    },
    {
      filename: at('services/auth/src/app.ts'),
      code: "import { useState } from 'react';",
      errors: [{ message: /services\/auth imports front-end code/ }],
    },
    {
      filename: at('services/auth/src/app.ts'),
      code: "import { x } from '../../marketing/src/app';",
      errors: [{ message: /reaches from services\/auth into services\/marketing/ }],
    },
  ],
});

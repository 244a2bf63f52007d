import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rules } = require('./boundaries.cjs') as { rules: { 'no-sql-in-routes': Parameters<RuleTester['run']>[1] } };

const root = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2023, sourceType: 'module' },
});
const route = at('services/invitation/src/routes/rsvp/index.ts');
const moveIt = /in a route module: move the query into services\/invitation\/src\/repositories\/<table>\.ts/;
const domain = at('services/auth/src/domain/sessions.ts');
const moveItFromDomain = /in a domain module: move the query into services\/auth\/src\/repositories\/<table>\.ts/;

tester.run('undangin/no-sql-in-routes', rules['no-sql-in-routes'], {
  valid: [
    // A route calls its repository and talks about its data in words.
    {
      filename: route,
      code: "const guest = await findAnswer(request.em, slug, name, key); reply.header('cache-control', 'no-store');",
    },
    {
      filename: route,
      code: "const theme = await request.em.findOne(Theme, { id }); throw notFound('Pilih tema dari katalog, lalu perbarui undangan');",
    },
    { filename: route, code: 'reply.raw.write(chunk); const user = requireUser(request);' },
    // Repositories are where queries belong.
    {
      filename: at('services/invitation/src/repositories/guests.ts'),
      code: 'await em.execute(`select id from guests where invitation_id = ?`, [id]);',
    },
    // A domain rule opens the transaction and calls repositories inside it.
    {
      filename: domain,
      code: 'return em.transactional(async (tx) => { if (!(await openSession(tx, row))) throw authErrors.userBanned(); });',
    },
    { filename: at('services/dashboard/src/app.ts'), code: 'await app.orm.em.getConnection().execute(`select 1`);' },
  ],
  invalid: [
    {
      filename: route,
      code: 'await request.em.execute(`select 1 from guests where id = ?`, [id]);',
      errors: [{ message: /\.execute\(\)/ }, { message: /SQL text/ }],
    },
    {
      filename: route,
      code: 'const rows = await tx.execute<Array<{ id: string }>>(query, [slug]);',
      errors: [{ message: moveIt }],
    },
    {
      filename: at('services/dashboard/src/routes/guests/index.ts'),
      code: 'await request.em.getConnection().execute(q);',
      errors: [{ message: /services\/dashboard\/src\/repositories/ }, { message: /getConnection/ }],
    },
    { filename: route, code: 'const knex = em.getKnex();', errors: [{ message: /\.getKnex\(\)/ }] },
    {
      filename: route,
      code: "import { raw } from '@mikro-orm/core';",
      errors: [{ message: /'raw' from @mikro-orm\/core/ }],
    },
    { filename: route, code: "const q = 'insert into guests (name) values (?)';", errors: [{ message: /SQL text/ }] },
    {
      filename: route,
      code: 'const q = `update guests g set status = ${status} where id = ?`;',
      errors: [{ message: /SQL text/ }],
    },
    {
      filename: route,
      code: "const q = 'DELETE FROM guestbook_entries WHERE id = ?';",
      errors: [{ message: /SQL text/ }],
    },
    {
      filename: route,
      code: 'const q = `with counted as (select 1) select * from counted`;',
      errors: [{ message: /SQL text/ }],
    },
    // Domain modules keep the rules; the same checks keep SQL out of them.
    {
      filename: domain,
      code: "await em.execute('delete from auth_sessions where id = ?', [id]);",
      errors: [{ message: moveItFromDomain }, { message: /SQL text in a domain module/ }],
    },
    {
      filename: at('services/billing/src/domain/orders/expiry.ts'),
      code: 'const q = `update orders set status = ? where id = ?`;',
      errors: [{ message: /SQL text in a domain module: move the query into services\/billing\/src\/repositories/ }],
    },
    {
      filename: domain,
      code: "import { raw } from '@mikro-orm/postgresql';",
      errors: [{ message: /'raw' from @mikro-orm\/postgresql in a domain module/ }],
    },
  ],
});

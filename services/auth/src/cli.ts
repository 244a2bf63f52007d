// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the stored admin role of an account.
import { MikroORM } from '@mikro-orm/postgresql';
import { dbRoleOf, ormConfig } from '@undangin/db';
import { readConfig } from '@undangin/service-kit';
import { grantAdmin, revokeAdmin } from './domain/accounts';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error('Pakai: npm run admin -- grant|revoke EMAIL');
    return 2;
  }
  const config = readConfig('auth');
  const orm = await MikroORM.init(
    ormConfig({ url: config.databaseUrl, role: config.dbRole ?? dbRoleOf('auth'), poolMax: 1 }),
  );
  try {
    const em = orm.em.fork();
    const found = command === 'grant' ? await grantAdmin(em, email) : await revokeAdmin(em, email);
    if (!found) {
      console.error(`Akun ${email} tidak ditemukan.`);
      return 1;
    }
    if (command === 'grant') {
      console.log(`${email} sekarang admin (berlaku saat token berikutnya diterbitkan).`);
      return 0;
    }
    // The revoke beats ADMIN_EMAILS and ADMIN_DOMAIN, and the ended sessions take the admin tokens with them.
    console.log(
      `${email} bukan admin lagi, juga bila alamatnya cocok dengan ADMIN_EMAILS atau ADMIN_DOMAIN. Semua sesinya diakhiri.`,
    );
    return 0;
  } finally {
    await orm.close(true);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

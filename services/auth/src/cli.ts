// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the stored admin role of an account.
import { MikroORM } from '@mikro-orm/postgresql';
import { dbRoleOf, ormConfig } from '@undangin/db';
import { readConfig } from '@undangin/service-kit';
import { setStoredRole } from './domain/accounts';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error('Pakai: npm run admin -- grant|revoke EMAIL');
    return 2;
  }
  const config = readConfig('auth');
  const orm = await MikroORM.init(ormConfig({ url: config.databaseUrl, role: config.dbRole ?? dbRoleOf('auth'), poolMax: 1 }));
  try {
    const found = await setStoredRole(orm.em.fork(), email, command === 'grant' ? 'admin' : 'user');
    if (!found) {
      console.error(`Akun ${email} tidak ditemukan.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} sekarang admin (berlaku saat token berikutnya diterbitkan).` : `${email} bukan admin lagi.`);
    return 0;
  } finally {
    await orm.close(true);
  }
}

main().then((code) => process.exit(code), (err: unknown) => {
  console.error(err);
  process.exit(1);
});

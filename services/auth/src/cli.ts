// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the stored admin role of an account.
import { MikroORM } from '@mikro-orm/postgresql';
import { dbRoleOf, ormConfig } from '@undangin/db';
import { readConfig } from '@undangin/service-kit';
import { findUserByEmail, setStoredRole } from './domain/accounts';
import { adminBySettings } from './domain/roles';
import { readAuthSettings } from './settings';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error('Pakai: npm run admin -- grant|revoke EMAIL');
    return 2;
  }
  const config = readConfig('auth');
  const orm = await MikroORM.init(ormConfig({ url: config.databaseUrl, role: config.dbRole ?? dbRoleOf('auth'), poolMax: 1 }));
  try {
    const em = orm.em.fork();
    const found = await setStoredRole(em, email, command === 'grant' ? 'admin' : 'user');
    if (!found) {
      console.error(`Akun ${email} tidak ditemukan.`);
      return 1;
    }
    if (command === 'grant') {
      console.log(`${email} sekarang admin (berlaku saat token berikutnya diterbitkan).`);
      return 0;
    }
    // The service's own settings may still make this address admin: say so rather than claim a revoke that did not happen.
    const settings = readAuthSettings();
    const setting = adminBySettings((await findUserByEmail(em, email))!, settings);
    if (setting) {
      const reason = setting === 'ADMIN_EMAILS' ? 'tercantum di ADMIN_EMAILS' : `alamatnya terverifikasi di domain ADMIN_DOMAIN (@${settings.adminDomain})`;
      console.error(`Peran admin tersimpan ${email} dicabut, tetapi akun ini TETAP admin karena ${reason}. Ubah pengaturan layanan auth untuk mencabutnya.`);
      return 1;
    }
    console.log(`${email} bukan admin lagi.`);
    return 0;
  } finally {
    await orm.close(true);
  }
}

main().then((code) => process.exit(code), (err: unknown) => {
  console.error(err);
  process.exit(1);
});

import { migrate, waitForMigrations } from './migrate';

// migrate: apply the pending migrations; seed: and seed the content; --wait: wait until another process (the
// release's migration Job) has applied every migration of this build, then exit 0 (MIGRATE_WAIT_SECONDS caps it).
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== '--wait' && command !== 'wait') {
  console.error('Pakai: cli.ts migrate|seed|--wait');
  process.exit(2);
}
const run =
  command === '--wait' || command === 'wait'
    ? waitForMigrations().then(() => console.log('basis data sudah terbaru'))
    : migrate({ withSeed: command === 'seed' }).then((applied) => {
        console.log(applied.length ? `migrasi dijalankan: ${applied.join(', ')}` : 'basis data sudah terbaru');
        if (command === 'seed') console.log('seed selesai');
      });
run.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import { migrate } from './migrate';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Pakai: cli.ts migrate|seed');
  process.exit(2);
}
migrate({ withSeed: command === 'seed' })
  .then((applied) => {
    console.log(applied.length ? `migrasi dijalankan: ${applied.join(', ')}` : 'basis data sudah terbaru');
    if (command === 'seed') console.log('seed selesai');
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });

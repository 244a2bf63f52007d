import { migrate, migrationStatus, revertMigrations, waitForMigrations } from './migrate';

// migrate [up]: apply the pending migrations; migrate status: list applied and pending; migrate down [--to <name>|0]:
// revert the latest (or back to <name>); seed: migrate and seed the content; --wait: wait until another process (the
// release's migration Job) has applied every migration of this build, then exit 0 (MIGRATE_WAIT_SECONDS caps it).
const [command, sub = 'up', ...rest] = process.argv.slice(2);
const usage = 'Pakai: cli.ts migrate [status|up|down [--to <nama>|0]] | seed | --wait';

const say = (names: string[], done: string, none: string) =>
  console.log(names.length ? `${done}: ${names.join(', ')}` : none);

async function run(): Promise<void> {
  if (command === '--wait' || command === 'wait') {
    await waitForMigrations();
    console.log('basis data sudah terbaru');
  } else if (command === 'seed') {
    say(await migrate({ withSeed: true }), 'migrasi dijalankan', 'basis data sudah terbaru');
    console.log('seed selesai');
  } else if (command === 'migrate' && sub === 'up') {
    say(await migrate(), 'migrasi dijalankan', 'basis data sudah terbaru');
  } else if (command === 'migrate' && sub === 'down') {
    const at = rest.indexOf('--to');
    const to = at >= 0 ? rest[at + 1] : undefined;
    if (at >= 0 && !to) throw new Error(usage);
    say(await revertMigrations({ to }), 'migrasi dibatalkan', 'tidak ada migrasi untuk dibatalkan');
  } else if (command === 'migrate' && sub === 'status') {
    const status = await migrationStatus();
    for (const row of status.applied)
      console.log(
        `sudah   ${row.name}  ${row.executedAt.toISOString()}${status.unknown.includes(row.name) ? '  (tidak dikenal build ini)' : ''}`,
      );
    for (const name of status.pending) console.log(`belum   ${name}`);
    console.log(`${status.applied.length} sudah dijalankan, ${status.pending.length} belum`);
  } else {
    console.error(usage);
    process.exit(2);
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error && err.message === usage ? usage : err);
  process.exit(1);
});

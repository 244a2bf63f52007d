// Global set-up of each jest run under Stryker (infra/jest/mutation.mjs started Postgres and made the template):
// a fresh copy of the migrated, seeded template, in a fraction of a second.
import pg from 'pg';

export default async function mutationGlobalSetup() {
  // One database per Stryker worker, so `--concurrency 2` runs two mutants side by side.
  const database = `undangin_test_${process.env.STRYKER_MUTATOR_WORKER ?? '0'}`;
  const template = new URL(process.env.MUTATION_TEMPLATE_URL);
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database} template "${template.pathname.slice(1)}"`);
  } finally {
    await client.end();
  }
  const test = new URL(template);
  test.pathname = `/${database}`;
  process.env.DATABASE_URL = test.toString();
}

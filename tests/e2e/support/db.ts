import { Client } from 'pg';

// The e2e stack's embedded Postgres (playwright.config.ts), or E2E_DATABASE_URL for a stack started elsewhere.
const url =
  process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT ?? 54349}/undangin`;

/** Runs one statement against the stack's database: to check what a journey stored, or to change what an admin would. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

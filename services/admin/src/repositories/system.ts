import type { SystemSettings } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

const defaultFrom = 'Undangin <no-reply@undangin.id>';

/** The mail settings as the environment sets them: SMTP_URL's host only (its user and password stay out), MAIL_FROM. */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): SystemSettings['mail'] {
  let host: string | null = null;
  if (env.SMTP_URL) {
    try {
      host = new URL(env.SMTP_URL).host || null;
    } catch {
      host = null;
    }
  }
  return { configured: Boolean(env.SMTP_URL), host, from: env.MAIL_FROM ?? defaultFrom };
}

/** This database's size, its open connections and the latest migration applied. */
export async function databaseStatus(em: EntityManager): Promise<SystemSettings['database']> {
  const [usage] = await em.execute<{ size_bytes: string | number; connections: number }[]>(
    `select pg_database_size(current_database()) as size_bytes,
            (select count(*)::int from pg_stat_activity where datname = current_database()) as connections`,
  );
  const [latest] = await em.execute<{ name: string; executed_at: Date | string | null }[]>(
    `select name, executed_at from mikro_orm_migrations order by executed_at desc nulls last, id desc limit 1`,
  );
  return {
    size_bytes: Number(usage!.size_bytes),
    connections: usage!.connections,
    migration: latest?.name ?? null,
    migrated_at: latest?.executed_at ? new Date(latest.executed_at).toISOString() : null,
  };
}

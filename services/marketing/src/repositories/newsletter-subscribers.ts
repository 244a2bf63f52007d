import type { EntityManager } from '@undangin/db';

/** Subscribes an address; false when it was already subscribed (it is stored once). */
export async function subscribe(em: EntityManager, email: string, source: string): Promise<boolean> {
  const inserted = await em.execute(
    `insert into newsletter_subscribers (email, source) values (?, ?) on conflict (email) do nothing returning email`,
    [email, source],
  );
  return inserted.length > 0;
}

import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const subscriberColumns = selection('newsletter_subscribers', ['email', 'source']);

/** Subscribes an address; false when it was already subscribed (it is stored once). */
export async function subscribe(em: EntityManager, email: string, source: string): Promise<boolean> {
  const inserted = await em.execute<Array<SelectedRow<typeof subscriberColumns>>>(
    `insert into newsletter_subscribers (${subscriberColumns.sql()}) values (${subscriberColumns.placeholders()})
     on conflict (email) do nothing returning ${subscriberColumns.sql()}`,
    [email, source],
  );
  return inserted.length > 0;
}

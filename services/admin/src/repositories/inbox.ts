import type {
  ContactMessage,
  MessageListQuery,
  MessagePage,
  Subscriber,
  SubscriberListQuery,
  SubscriberPage,
} from '@undangin/contracts';
import { selection, type EntityManager } from '@undangin/db';

type Dated<T> = Omit<T, 'created_at' | 'read_at'> & { created_at: Date | string; read_at?: Date | string | null };
const iso = (value: Date | string) => new Date(value).toISOString();
const message = (row: Dated<ContactMessage>): ContactMessage => ({
  ...row,
  created_at: iso(row.created_at),
  read_at: row.read_at ? iso(row.read_at) : null,
});
const columns = selection('contact_messages', [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'whatsapp',
  'created_at',
  'read_at',
]).sql();

/** Contact messages, newest first, all or only the read or unread ones; with the inbox's unread count. */
export async function listMessages(em: EntityManager, query: MessageListQuery): Promise<MessagePage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  const where =
    query.status === 'read' ? 'where read_at is not null' : query.status === 'unread' ? 'where read_at is null' : '';
  const rows = await em.execute<Dated<ContactMessage>[]>(
    `select ${columns} from contact_messages ${where} order by created_at desc, id limit ? offset ?`,
    [perPage, (page - 1) * perPage],
  );
  const [counts] = await em.execute<{ total: number; unread: number }[]>(
    `select (select count(*)::int from contact_messages ${where}) as total,
            (select count(*)::int from contact_messages where read_at is null) as unread`,
  );
  return { items: rows.map(message), total: counts!.total, unread: counts!.unread, page, per_page: perPage };
}

export async function findMessage(em: EntityManager, id: string): Promise<ContactMessage | null> {
  const [row] = await em.execute<Dated<ContactMessage>[]>(`select ${columns} from contact_messages where id = ?`, [id]);
  return row ? message(row) : null;
}

/** Marks a message read (keeping the first reading's time) or unread. */
export async function setMessageRead(em: EntityManager, id: string, read: boolean): Promise<void> {
  await em.execute(`update contact_messages set read_at = ${read ? 'coalesce(read_at, now())' : 'null'} where id = ?`, [
    id,
  ]);
}

const subscriber = (row: Dated<Subscriber>): Subscriber => ({ ...row, created_at: iso(row.created_at) });
const subscriberColumns = selection('newsletter_subscribers', ['email', 'source', 'created_at']).sql();

/** Newsletter subscribers, newest first. */
export async function listSubscribers(em: EntityManager, query: SubscriberListQuery): Promise<SubscriberPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const rows = await em.execute<Dated<Subscriber>[]>(
    `select ${subscriberColumns} from newsletter_subscribers order by created_at desc, email limit ? offset ?`,
    [perPage, (page - 1) * perPage],
  );
  const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as total from newsletter_subscribers`);
  return { items: rows.map(subscriber), total: count!.total, page, per_page: perPage };
}

/** Every subscriber, oldest first, for the export. */
export async function allSubscribers(em: EntityManager): Promise<Subscriber[]> {
  const rows = await em.execute<Dated<Subscriber>[]>(
    `select ${subscriberColumns} from newsletter_subscribers order by created_at, email`,
  );
  return rows.map(subscriber);
}

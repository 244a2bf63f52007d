import type {
  ContactMessage,
  MessageListQuery,
  MessagePage,
  Subscriber,
  SubscriberListQuery,
  SubscriberPage,
} from '@undangin/contracts';
import { selection, type EntityManager } from '@undangin/db';
import { cursorTimeSql, escapeLike, keysetPage } from './keyset';

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

/**
 * Contact messages, newest first, a page after the cursor: all or only the read or unread ones, matched on part of the
 * sender's name or e-mail; with the inbox's unread count.
 */
export async function listMessages(em: EntityManager, query: MessageListQuery): Promise<MessagePage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.status) conditions.push(`read_at is ${query.status === 'read' ? 'not null' : 'null'}`);
  const search = query.search?.trim();
  if (search) {
    conditions.push('(name ilike ? or email ilike ?)');
    params.push(`%${escapeLike(search)}%`, `%${escapeLike(search)}%`);
  }
  const page = await keysetPage(em, {
    select: `select ${columns}, ${cursorTimeSql('created_at')} as cursor_time from contact_messages`,
    from: 'contact_messages',
    conditions,
    params,
    time: 'created_at',
    id: 'id',
    idType: 'uuid',
    perPage: query.per_page ?? 25,
    cursor: query.cursor,
    idOf: (row) => row.id,
    toItem: ({ cursor_time: _cursor, ...row }: Dated<ContactMessage> & { cursor_time: string }) => message(row),
  });
  // Exact (the sidebar's badge), through the unread messages' own index.
  const [unread] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from contact_messages where read_at is null`,
  );
  return { ...page, unread: unread?.n ?? 0 };
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

/** Newsletter subscribers, newest first, a page after the cursor, matched on part of the address. */
export async function listSubscribers(em: EntityManager, query: SubscriberListQuery): Promise<SubscriberPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    conditions.push('email ilike ?');
    params.push(`%${escapeLike(search)}%`);
  }
  return keysetPage(em, {
    select: `select ${subscriberColumns}, ${cursorTimeSql('created_at')} as cursor_time from newsletter_subscribers`,
    from: 'newsletter_subscribers',
    conditions,
    params,
    time: 'created_at',
    id: 'email',
    idType: 'text',
    perPage: query.per_page ?? 50,
    cursor: query.cursor,
    idOf: (row) => row.email,
    toItem: ({ cursor_time: _cursor, ...row }: Dated<Subscriber> & { cursor_time: string }) => subscriber(row),
  });
}

/** Every subscriber, oldest first, for the export. */
export async function allSubscribers(em: EntityManager): Promise<Subscriber[]> {
  const rows = await em.execute<Dated<Subscriber>[]>(
    `select ${subscriberColumns} from newsletter_subscribers order by created_at, email`,
  );
  return rows.map(subscriber);
}

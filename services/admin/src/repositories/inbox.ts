import type {
  ContactMessage,
  MessageListQuery,
  MessagePage,
  Subscriber,
  SubscriberListQuery,
  SubscriberPage,
} from '@undangin/contracts';
import { selection, type EntityManager } from '@undangin/db';
import { afterCursor, cappedCount, cursorTimeSql, escapeLike, pageOf, readCursor, whereSql } from './keyset';

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
  const perPage = query.per_page ?? 25;
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.status) conditions.push(`read_at is ${query.status === 'read' ? 'not null' : 'null'}`);
  const search = query.search?.trim();
  if (search) {
    conditions.push('(name ilike ? or email ilike ?)');
    params.push(`%${escapeLike(search)}%`, `%${escapeLike(search)}%`);
  }
  const cursor = readCursor(query.cursor);
  const [after, afterParams] = cursor ? afterCursor(cursor, 'created_at', 'id', 'uuid') : [null, []];
  const rows = await em.execute<Array<Dated<ContactMessage> & { cursor_time: string }>>(
    `select ${columns}, ${cursorTimeSql('created_at')} as cursor_time from contact_messages
      ${whereSql([...conditions, ...(after ? [after] : [])])} order by created_at desc, id desc limit ?`,
    [...params, ...afterParams, perPage + 1],
  );
  const page = pageOf(rows, perPage, (row) => row.id);
  const counted = await cappedCount(em, `from contact_messages ${whereSql(conditions)}`, params);
  // Exact (the sidebar's badge), through the unread messages' own index.
  const [unread] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from contact_messages where read_at is null`,
  );
  return {
    items: page.rows.map(({ cursor_time: _cursor, ...row }) => message(row)),
    unread: unread?.n ?? 0,
    next_cursor: page.next_cursor,
    per_page: perPage,
    ...counted,
  };
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
  const perPage = query.per_page ?? 50;
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    conditions.push('email ilike ?');
    params.push(`%${escapeLike(search)}%`);
  }
  const cursor = readCursor(query.cursor);
  const [after, afterParams] = cursor ? afterCursor(cursor, 'created_at', 'email', 'text') : [null, []];
  const rows = await em.execute<Array<Dated<Subscriber> & { cursor_time: string }>>(
    `select ${subscriberColumns}, ${cursorTimeSql('created_at')} as cursor_time from newsletter_subscribers
      ${whereSql([...conditions, ...(after ? [after] : [])])} order by created_at desc, email desc limit ?`,
    [...params, ...afterParams, perPage + 1],
  );
  const page = pageOf(rows, perPage, (row) => row.email);
  const counted = await cappedCount(em, `from newsletter_subscribers ${whereSql(conditions)}`, params);
  return {
    items: page.rows.map(({ cursor_time: _cursor, ...row }) => subscriber(row)),
    next_cursor: page.next_cursor,
    per_page: perPage,
    ...counted,
  };
}

/** Every subscriber, oldest first, for the export. */
export async function allSubscribers(em: EntityManager): Promise<Subscriber[]> {
  const rows = await em.execute<Dated<Subscriber>[]>(
    `select ${subscriberColumns} from newsletter_subscribers order by created_at, email`,
  );
  return rows.map(subscriber);
}

import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const messageColumns = selection('contact_messages', ['name', 'email', 'subject', 'message', 'whatsapp']);

/** A visitor's message; `whatsapp` is 62…, or null when the sender gave no number. */
export type NewContactMessage = SelectedRow<typeof messageColumns>;

/** Stores a visitor's message for the admin inbox. */
export async function insertContactMessage(em: EntityManager, input: NewContactMessage): Promise<void> {
  await em.execute(
    `insert into contact_messages (${messageColumns.sql()}) values (${messageColumns.placeholders()})`,
    messageColumns.names.map((name) => input[name]),
  );
}

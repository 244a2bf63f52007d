import type { EntityManager } from '@undangin/db';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** 62…, or null when the sender gave no number. */
  whatsapp: string | null;
}

/** Stores a visitor's message for the admin inbox. */
export async function insertContactMessage(em: EntityManager, input: NewContactMessage): Promise<void> {
  await em.execute(`insert into contact_messages (name, email, subject, message, whatsapp) values (?, ?, ?, ?, ?)`, [
    input.name,
    input.email,
    input.subject,
    input.message,
    input.whatsapp,
  ]);
}

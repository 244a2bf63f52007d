import type { EntityManager } from '@undangin/db';

/** A mail the local outbox kept instead of sending it. */
export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string | Date;
}

/** The 50 newest mails in the local outbox, only those to `to` (any case) when given. */
export function latestMail(em: EntityManager, to: string | undefined): Promise<OutboxMail[]> {
  return em.execute<OutboxMail[]>(
    `select id, recipient, subject, text_body, html_body, created_at from auth_mail_outbox
     where (?::text is null or lower(recipient) = lower(?)) order by id desc limit 50`,
    [to ?? null, to ?? null],
  );
}

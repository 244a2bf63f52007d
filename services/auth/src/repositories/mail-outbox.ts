import { selection, type EntityManager, type SelectedRow } from '@undangin/db';

const mailColumns = selection('auth_mail_outbox', [
  'id',
  'recipient',
  'subject',
  'text_body',
  'html_body',
  'created_at',
]);

/** A mail the local outbox kept instead of sending it. */
export type OutboxMail = SelectedRow<typeof mailColumns>;

/** The 50 newest mails in the local outbox, only those to `to` (any case) when given. */
export function latestMail(em: EntityManager, to: string | undefined): Promise<OutboxMail[]> {
  return em.execute<OutboxMail[]>(
    `select ${mailColumns.sql()} from auth_mail_outbox
     where (?::text is null or lower(recipient) = lower(?)) order by id desc limit 50`,
    [to ?? null, to ?? null],
  );
}

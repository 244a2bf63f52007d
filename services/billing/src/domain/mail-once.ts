import type { EntityManager } from '@undangin/db';
import type { Mail, Mailer } from '@undangin/service-kit/mail';

/** Text for the HTML of a mail. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Sends a mail once: `claim` marks it sent and answers what it says in the same transaction as the outbox row is written
 * (or the SMTP server takes the mail), so one that fails is tried again by the reconcile job and one that went out is
 * never sent twice. False when there was nothing to send.
 */
export async function sendOnce<Row>(
  em: EntityManager,
  mailer: Mailer,
  claim: (tx: EntityManager) => Promise<Row | null>,
  compose: (row: Row) => Mail,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const row = await claim(tx);
    if (!row) return false;
    await mailer.send(compose(row), tx);
    return true;
  });
}

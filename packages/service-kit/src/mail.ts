import nodemailer from 'nodemailer';
import type { EntityManager } from '@undangin/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends the product's mail (the auth service's links, billing's receipts): SMTP in production, else the Postgres outbox
 * auth_mail_outbox (readable at /dev/mail). A service other than auth may only insert into the outbox, never read it.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail, em: EntityManager): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export const outboxMailer: Mailer = {
  kind: 'outbox',
  // No RETURNING: billing's role may insert into the outbox but not read it.
  async send(mail, em) {
    await em.execute(`insert into auth_mail_outbox (recipient, subject, text_body, html_body) values (?, ?, ?, ?)`, [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  },
};

export const createMailer = (settings: { smtpUrl: string | null; mailFrom: string }): Mailer =>
  settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : outboxMailer;

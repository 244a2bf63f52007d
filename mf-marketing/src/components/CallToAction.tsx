import { Link } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { buttonClass } from '@undangin/ui';
import type { FaqItem } from '@undangin/contracts';
import { Section } from './Blocks';
import { Faq } from './Faq';
import styles from './components.module.css';
import { useStartHref } from '../hooks/use-start-href';

/** A button of a call to action: a page of the site (`to`) or a chat link opened beside it (`chat`). */
export type CallToActionLink = { label: string; variant?: 'primary' | 'secondary' } & (
  { to: string } | { chat: string }
);

/** The closing band of a page: a question, perhaps a lead, and one or two buttons (the first the primary one). */
export function CallToAction({
  title,
  lead,
  tone,
  actions,
}: {
  title: string;
  lead?: string;
  tone?: 'soft';
  actions: readonly CallToActionLink[];
}) {
  return (
    <Section title={title} lead={lead} tone={tone}>
      <p className={styles.ctaActions}>
        {actions.map((action) => {
          const className = buttonClass(action.variant ?? 'primary');
          return 'to' in action ? (
            <Link key={action.label} to={action.to} className={className}>
              {action.label}
            </Link>
          ) : (
            <a key={action.label} className={className} href={action.chat} target="_blank" rel="noreferrer">
              {action.label}
            </a>
          );
        })}
      </p>
    </Section>
  );
}

/** The sign-up close of a page: 'Daftar Gratis' (a signed-in host's dashboard instead) and 'Hubungi Kami'. */
export function SignUpCallToAction({ title }: { title: string }) {
  const start = useStartHref();
  return (
    <CallToAction
      title={title}
      actions={[
        { label: 'Daftar Gratis', to: start },
        { label: 'Hubungi Kami', variant: 'secondary', to: getHref('contact') },
      ]}
    />
  );
}

/** What a sales page closes with: its question for the team (and the chat's first message) and its sign-up line. */
export interface SalesCloseText {
  title: string;
  lead: string;
  label: string;
  message: string;
  signUp: string;
}

/**
 * The close of a sales page (home, pricing): a question the team answers on WhatsApp (`chat` makes the link from the
 * first message), the page's FAQ, then the sign-up.
 */
export function SalesClose({
  text,
  chat,
  faqs,
}: {
  text: SalesCloseText;
  chat: (message: string) => string;
  faqs: readonly FaqItem[];
}) {
  return (
    <>
      <CallToAction
        title={text.title}
        lead={text.lead}
        tone="soft"
        actions={[{ label: text.label, variant: 'secondary', chat: chat(text.message) }]}
      />
      <Faq items={faqs} />
      <SignUpCallToAction title={text.signUp} />
    </>
  );
}

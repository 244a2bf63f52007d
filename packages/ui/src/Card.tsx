import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'>;

/**
 * A surface with an optional title (which names the section) and actions in its head. `as="article"` for one item
 * of a list (a theme, a tutorial, a template); `flush` drops the padding, for a card that opens with a picture.
 */
export function Card({
  title,
  titleId,
  actions,
  eyebrow,
  children,
  className,
  as: Element = 'section',
  flush = false,
  ...props
}: SectionProps & {
  title?: ReactNode;
  titleId?: string;
  actions?: ReactNode;
  eyebrow?: ReactNode;
  as?: 'section' | 'article' | 'div';
  flush?: boolean;
}) {
  return (
    <Element
      className={[styles.card, flush ? styles.flush : '', className].filter(Boolean).join(' ')}
      aria-labelledby={title && titleId ? titleId : undefined}
      {...props}
    >
      {title || actions ? (
        <header className={styles.head}>
          <div>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </Element>
  );
}

/** One figure with its name and what it counts: the tiles of the dashboard and analytics. */
export function StatCard({
  label,
  value,
  hint,
  testId,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>
        {icon ? (
          <span className={styles.statIcon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
      </dt>
      <dd className={styles.statValue} data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className={styles.statHint}>{hint}</dd> : null}
    </div>
  );
}

/** A grid of StatCards, two a row on a phone. */
export function StatGrid({ label, children, busy }: { label?: string; children: ReactNode; busy?: boolean }) {
  return (
    <dl className={styles.stats} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </dl>
  );
}

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A short status word (Terkirim, Menunggu, Gagal) on a tinted pill; the tone repeats the word, never replaces it. */
export function Badge({
  tone = 'neutral',
  children,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')} {...props}>
      {children}
    </span>
  );
}

/** A label on a card's top edge ("PALING POPULER", "Paket Aktif"); the card must be position: relative. */
export function Ribbon({ children }: { children: ReactNode }) {
  return <p className={styles.ribbon}>{children}</p>;
}

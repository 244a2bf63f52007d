import type { ReactNode } from 'react';
import { Link } from '@undangin/router';
import { Button, Card, Ribbon } from '@undangin/ui';
import styles from './components.module.css';
import type { LucideIcon } from 'lucide-react';

/** The opening band of a page: its one h1, a lead and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.heroTitle}>{title}</h1>
      {lead ? <p className={styles.heroLead}>{lead}</p> : null}
      {children ? <div className={styles.heroActions}>{children}</div> : null}
    </section>
  );
}

export function Section({
  id,
  title,
  lead,
  children,
  tone,
}: {
  id?: string;
  title?: string;
  lead?: string;
  children: ReactNode;
  tone?: 'soft';
}) {
  const content = (
    <>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      {children}
    </>
  );
  // A pale section spans the page; its content sits in one centred column, whatever margins its pieces set.
  return (
    <section id={id} className={[styles.section, tone === 'soft' ? styles.soft : ''].join(' ')}>
      {tone === 'soft' ? <div className={styles.softInner}>{content}</div> : content}
    </section>
  );
}

export function Cards({
  items,
  columns = 3,
}: {
  /** An icon, or a short mark such as a step's number. */
  items: { icon?: LucideIcon | string; title: string; text: string }[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <div className={styles.cards} data-columns={columns}>
      {items.map((item) => (
        <Card as="article" key={item.title} className={styles.feature}>
          {typeof item.icon === 'string' ? (
            <span className={styles.cardIcon} aria-hidden="true">
              {item.icon}
            </span>
          ) : item.icon ? (
            <span className={styles.cardIcon}>
              <item.icon size={24} strokeWidth={1.75} aria-hidden="true" />
            </span>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </div>
  );
}

export function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The no-match state of a filtered list, with 'Reset Filter'. */
export function EmptyState({ title, text, onReset }: { title: string; text?: string; onReset: () => void }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{title}</p>
      {text ? <p>{text}</p> : null}
      <Button variant="secondary" onClick={onReset}>
        Reset Filter
      </Button>
    </div>
  );
}

export function SkeletonGrid({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className={styles.cards} data-columns={3} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list the service could not give (offline, or the service is busy): no 'no results', but a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{what} belum dapat dimuat.</p>
      <p>Periksa koneksi internet Anda, lalu coba lagi.</p>
      <Button onClick={onRetry}>Coba Lagi</Button>
    </div>
  );
}

/** "PALING POPULER" on the top edge of the recommended plan or package (its card is position: relative). */
export function PopularRibbon() {
  return <Ribbon>PALING POPULER</Ribbon>;
}

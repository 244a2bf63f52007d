import type { ReactNode } from 'react';
import styles from './feedback.module.css';

/** A spinner with a text under it, announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{label}</p>
    </div>
  );
}

/** A centred message: a title, a text and an action, for denied, empty, failed and not-found screens. */
export function Notice({
  title,
  text,
  action,
  role,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <section className={styles.center} role={role}>
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </section>
  );
}

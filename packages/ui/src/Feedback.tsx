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

/** Grey placeholders in the shape of what is loading, announced once as `label`. */
export function Skeleton({
  label = 'Memuat...',
  lines = 3,
  height,
}: {
  label?: string;
  lines?: number;
  height?: number;
}) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.visuallyHidden}>{label}</span>
      {height ? (
        <div className={styles.skeletonBlock} style={{ height }} aria-hidden="true" />
      ) : (
        Array.from({ length: lines }, (_, i) => (
          <div key={i} className={styles.skeletonLine} style={{ width: `${100 - (i % 3) * 18}%` }} aria-hidden="true" />
        ))
      )}
    </div>
  );
}

/** Nothing here yet: what would be here, and the one action that adds it. */
export function EmptyState({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}

/** A load that failed: what could not be loaded, and Coba Lagi (disabled while it tries again). */
export function LoadFailed({
  text,
  onRetry,
  retrying = false,
}: {
  text: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={styles.failed} role="alert">
      <span>{text}</span>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Mencoba lagi...' : 'Coba Lagi'}
      </button>
    </div>
  );
}

/** Progress of an upload, an import or a sending, as a bar and a number. */
export function ProgressBar({ label, value, max = 100 }: { label: string; value: number; max?: number }) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Text for screen readers only (a section's name where the design shows none): a span, or the heading itself. */
export function VisuallyHidden({
  children,
  id,
  as: Element = 'span',
}: {
  children: ReactNode;
  id?: string;
  as?: 'span' | 'h2';
}) {
  return (
    <Element id={id} className={styles.visuallyHidden}>
      {children}
    </Element>
  );
}

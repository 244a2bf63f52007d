import type { ReactNode } from 'react';
import { buttonClass } from '@undangin/ui';
import styles from './plan-lock.module.css';

/**
 * What a feature of a higher plan looks like to a host whose plan lacks it: a lock, why, and the one way on (the plan's
 * payment, opened directly). `href` is the pricing page with ?plan=; without a plan on sale there is no action.
 */
export function PlanLock({
  title,
  children,
  action,
  href,
  testId,
}: {
  title: string;
  children: ReactNode;
  action: string | null;
  href: string | null;
  testId?: string;
}) {
  return (
    <section className={styles.lock} data-testid={testId} aria-label={title}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
        <rect x="4" y="10" width="16" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{children}</p>
      </div>
      {action && href ? (
        <a className={buttonClass('primary')} href={href}>
          {action}
        </a>
      ) : null}
    </section>
  );
}

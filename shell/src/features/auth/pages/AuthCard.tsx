import type { ReactNode } from 'react';
import { Link } from '@undangin/router';
import styles from './auth-card.module.css';

/** The frame of the sign-in screens: the brand, a title, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Link to="/" className={styles.brand}>
          Undangin
        </Link>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}

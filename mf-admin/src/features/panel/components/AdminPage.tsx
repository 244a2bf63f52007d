import { useDocumentTitle } from '@undangin/platform';
import styles from './admin-page.module.css';

/** A page of the admin area; its content arrives with the admin issue. */
export function AdminPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <p>Panel admin Undangin.</p>
    </section>
  );
}

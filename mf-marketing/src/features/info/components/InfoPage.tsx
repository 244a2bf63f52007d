import { useDocumentTitle } from '@undangin/platform';
import styles from './info.module.css';

/** A public page whose content arrives with the marketing issue; the route and its remote are real now. */
export function InfoPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <p>Halaman ini sedang kami siapkan.</p>
    </section>
  );
}

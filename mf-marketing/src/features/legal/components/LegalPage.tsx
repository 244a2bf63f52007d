import { useDocumentTitle } from '@undangin/platform/core';
import { Notice, Spinner } from '@undangin/ui';
import { useGetContentPageQuery } from '../api/get-content-page';
import styles from './legal.module.css';

/** /privacy and /terms: the published pages written by the team (content is ours, sanitised when stored). */
export function LegalPage({ slug, title }: { slug: string; title: string }) {
  const { data: page, isLoading, isError } = useGetContentPageQuery(slug);
  useDocumentTitle(page?.title ?? title, page?.seo_description ?? `${title} layanan undangan digital Undangin.`);
  if (isLoading) return <Spinner label="Memuat halaman..." />;
  if (isError || !page) return <Notice title={title} text="Halaman belum dapat dimuat. Silakan coba lagi nanti." />;
  return (
    <article className={styles.article}>
      <h1>{page.title}</h1>
      <p className={styles.excerpt}>{page.excerpt}</p>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}

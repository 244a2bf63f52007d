import { formatLongDate, formatViews, invitationMessages, type PublicPage } from '@undangin/contracts';
import contentStyles from './content-view.module.css';

/** A published page or blog post at /{slug}: title, image, excerpt and its (sanitised) HTML; posts add their facts. */
export function ContentView({ page, isPost, onBack }: { page: PublicPage; isPost: boolean; onBack: () => void }) {
  return (
    <article className={contentStyles.article}>
      <button type="button" className={contentStyles.back} onClick={onBack}>
        ← Kembali
      </button>
      {isPost ? (
        <p className={contentStyles.articleMeta}>
          {page.category} · {page.published_at ? formatLongDate(page.published_at) : ''} ·{' '}
          {formatViews(page.view_count ?? 0)} kali dibaca
        </p>
      ) : null}
      <h1>{page.title}</h1>
      {page.featured_image ? <img src={page.featured_image} alt="" width="800" height="500" /> : null}
      <p className={contentStyles.articleMeta}>{page.excerpt}</p>
      <div dangerouslySetInnerHTML={{ __html: page.content }} />
      {isPost && page.tags?.length ? (
        <ul className={contentStyles.tags} aria-label="Tag">
          {page.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function NotFound({ title, text, onBack }: { title: string; text: string; onBack: () => void }) {
  return (
    <section className={contentStyles.center}>
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className={contentStyles.back} onClick={onBack}>
        Kembali ke Beranda
      </button>
    </section>
  );
}

/** The page could not be loaded (offline, or the service is busy): say so and offer another try. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={contentStyles.center} role="alert">
      <h1>{invitationMessages.loadFailedTitle}</h1>
      <p>{invitationMessages.loadFailedText}</p>
      <button type="button" className={contentStyles.back} onClick={onRetry}>
        Coba Lagi
      </button>
    </section>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className={contentStyles.center} role="status">
      <p>{label}</p>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { Link } from '@undangin/router';
import { formatDate, formatViews, type BlogPostSummary } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Skeleton, TextField } from '@undangin/ui';
import { EmptyState, PageHero, Section, LoadFailed } from '../../../components/Blocks';
import { Chips, chipsWithCounts } from '../../../components/Chips';
import { useGetBlogPostsQuery } from '../api/get-blog-posts';
import { NewsletterBox } from './NewsletterBox';
import styles from './blog.module.css';

const matches = (post: BlogPostSummary, query: string) =>
  [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(query));

function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <article className={featured ? styles.featured : styles.post}>
      {post.featured_image ? (
        <img src={post.featured_image} alt="" width="800" height="500" loading={featured ? 'eager' : 'lazy'} />
      ) : null}
      <div>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span> · {formatDate(post.published_at)} ·{' '}
          {formatViews(post.view_count)} kali dibaca
        </p>
        <h3>
          <Link to={`/${post.slug}`}>{post.title}</Link>
        </h3>
        <p>{post.excerpt}</p>
        <p className={styles.tags}>
          {post.tags.slice(0, 2).map((tag) => (
            <span key={tag}>#{tag}</span>
          ))}
        </p>
      </div>
    </article>
  );
}

export function BlogPage() {
  useDocumentTitle(
    'Blog',
    'Tips, tren dan inspirasi undangan digital, pernikahan dan acara keluarga dari tim Undangin.',
  );
  // Asked again on every visit: an article just read has one more view.
  const {
    data: posts = [],
    isLoading,
    isError,
    refetch,
  } = useGetBlogPostsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return posts.filter((post) => (category === 'all' || post.category === category) && (!q || matches(post, q)));
  }, [posts, category, query]);
  const popular = useMemo(() => [...posts].sort((a, b) => b.view_count - a.view_count).slice(0, 3), [posts]);
  const latest = posts.slice(1, 4);
  const reset = () => {
    setCategory('all');
    setQuery('');
  };

  return (
    <>
      <PageHero eyebrow="Blog" title="Blog Undangin" lead="Tips, tren dan inspirasi untuk acara Anda." />
      <Section>
        {isLoading ? (
          <Skeleton label="Memuat artikel..." lines={6} />
        ) : isError && !posts.length ? (
          <LoadFailed what="Artikel" onRetry={() => void refetch()} />
        ) : (
          <div className={styles.layout}>
            <div>
              {/* The featured article belongs to a list that found something; a search that found nothing shows only that. */}
              {posts[0] && shown.length ? <PostCard post={posts[0]} featured /> : null}
              <TextField
                label="Cari artikel"
                type="search"
                name="q"
                placeholder="Cari artikel..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <Chips
                label="Kategori artikel"
                options={chipsWithCounts(posts, (p) => p.category)}
                value={category}
                onChange={setCategory}
              />
              {shown.length ? (
                <div className={styles.list} aria-label="Daftar artikel">
                  {shown.map((post) => (
                    <PostCard key={post.id} post={post} />
                  ))}
                </div>
              ) : (
                <EmptyState
                  title="Tidak ada artikel ditemukan"
                  text="Coba kata kunci atau kategori lain."
                  onReset={reset}
                />
              )}
            </div>
            <aside className={styles.sidebar}>
              <section className={styles.widget} aria-label="Artikel populer">
                <h2>Populer</h2>
                <ol>
                  {popular.map((post) => (
                    <li key={post.id}>
                      <Link to={`/${post.slug}`}>{post.title}</Link> <span>{formatViews(post.view_count)}</span>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={styles.widget} aria-label="Artikel terbaru">
                <h2>Terbaru</h2>
                <ul>
                  {latest.map((post) => (
                    <li key={post.id}>
                      <Link to={`/${post.slug}`}>{post.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
              <NewsletterBox />
            </aside>
          </div>
        )}
      </Section>
    </>
  );
}

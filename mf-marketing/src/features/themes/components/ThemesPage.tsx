import { useMemo, useState } from 'react';
import { useNavigate } from '@undangin/router';
import { getHref, type Theme } from '@undangin/contracts';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Button, buttonClass, Card, TextField } from '@undangin/ui';
import { EmptyState, PageHero, Section, SkeletonGrid, LoadFailed } from '../../../components/Blocks';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import { useGetThemesQuery } from '../api/get-themes';
import { FilterDialog } from './FilterDialog';
import { filterThemes, noFilter, type ThemeFilter } from './theme-filters';
import styles from './themes.module.css';

export function ThemesPage() {
  useDocumentTitle(
    'Tema Undangan',
    'Tema undangan digital untuk pernikahan, aqiqah, ulang tahun, wisuda dan acara lainnya. Preview gratis.',
  );
  const { data: themes = [], isLoading, isError, refetch } = useGetThemesQuery();
  // Only a first load that failed: a failed background refresh keeps the themes shown.
  const failed = isError && !themes.length;
  const { chat } = useSiteContact();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ThemeFilter>(noFilter);
  const [filtering, setFiltering] = useState(false);
  const shown = useMemo(() => filterThemes(themes, query, filter), [themes, query, filter]);

  // Choosing a theme needs an account: signed out, the visitor logs in first and then lands on the create screen.
  const use = (theme: Theme) => {
    const target = `${getHref('createCard')}?themeId=${encodeURIComponent(theme.id)}`;
    if (user) void navigate(target);
    else
      void navigate(getHref('login'), {
        state: {
          from: { pathname: getHref('createCard'), search: `?themeId=${encodeURIComponent(theme.id)}`, hash: '' },
        },
      });
  };
  const reset = () => {
    setQuery('');
    setFilter(noFilter);
  };
  const active = Object.values(filter).filter((v) => v !== 'all').length;

  return (
    <>
      <PageHero
        eyebrow="Tema"
        title="Pilih Tema Undangan"
        lead="Semua tema bisa dicoba gratis dan disesuaikan warnanya."
      />
      <Section>
        <div className={styles.toolbar}>
          <TextField
            label="Cari tema"
            type="search"
            name="q"
            placeholder="Cari tema..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button variant="secondary" onClick={() => setFiltering(true)}>
            Filter{active ? ` (${active})` : ''}
          </Button>
        </div>
        <p className={styles.count} aria-live="polite">
          {isLoading || failed ? '\u00a0' : `${shown.length}+ Desain`}
        </p>
        {isLoading ? (
          <SkeletonGrid label="Memuat tema..." />
        ) : failed ? (
          <LoadFailed what="Tema" onRetry={() => void refetch()} />
        ) : shown.length ? (
          <div className={styles.grid} aria-label="Daftar tema">
            {shown.map((theme) => (
              <Card as="article" flush key={theme.id} className={styles.theme}>
                <button
                  type="button"
                  className={styles.cardOpen}
                  onClick={() => use(theme)}
                  aria-label={`Gunakan tema ${theme.name}`}
                >
                  {/* The theme's demo cover as a phone shows it (npm run themes:miniatures). */}
                  <img
                    src={theme.thumbnail}
                    alt={`Sampul contoh tema ${theme.name}`}
                    width="360"
                    height="740"
                    loading="lazy"
                    decoding="async"
                  />
                </button>
                {theme.is_premium ? <span className={styles.premium}>Premium</span> : null}
                <div>
                  <p className={styles.meta}>
                    {theme.category} · {theme.subcategory}
                  </p>
                  <h3>{theme.name}</h3>
                  <div className={styles.actions}>
                    <a href={`/demo/${theme.id}`} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
                      Preview
                    </a>
                    <Button onClick={() => use(theme)}>Gunakan</Button>
                  </div>
                </div>
              </Card>
            ))}
          </div>
        ) : (
          <EmptyState title="Tidak Ada Template Ditemukan" text="Coba kata kunci atau filter lain." onReset={reset} />
        )}
      </Section>
      <CallToAction
        title="Ingin desain khusus?"
        lead="Tim desainer kami bisa membuat tema sesuai konsep acara Anda."
        tone="soft"
        actions={[
          { label: 'Chat Desainer', chat: chat('Halo Undangin, saya ingin membuat tema undangan custom.') },
          { label: 'Konsultasi Gratis', variant: 'secondary', to: getHref('contact') },
        ]}
      />
      {filtering ? (
        <FilterDialog
          value={filter}
          onClose={() => setFiltering(false)}
          onApply={(next) => {
            setFilter(next);
            setFiltering(false);
          }}
        />
      ) : null}
    </>
  );
}

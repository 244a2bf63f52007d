import { useMemo, useState } from 'react';
import { getHref, type Tutorial } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, buttonClass, Card, Dialog, Skeleton, TextField } from '@undangin/ui';
import { EmptyState, PageHero, Section, LoadFailed } from '../../../components/Blocks';
import { Chips, chipsWithCounts } from '../../../components/Chips';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import { useGetTutorialsQuery } from '../api/get-tutorials';
import styles from './tutorial.module.css';

/** A tutorial opened: every step in order, and its video when it has one. */
function TutorialDetail({ tutorial, onClose }: { tutorial: Tutorial; onClose: () => void }) {
  return (
    <Dialog title={tutorial.title} onClose={onClose} size="wide" closeLabel="Tutup tutorial" testId="tutorial-detail">
      <p className={styles.meta}>
        {tutorial.category} · {tutorial.duration} · {tutorial.difficulty}
      </p>
      <p>{tutorial.description}</p>
      <ol className={styles.steps} aria-label="Langkah-langkah">
        {tutorial.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {tutorial.video_url ? (
        <a className={buttonClass()} href={tutorial.video_url} target="_blank" rel="noreferrer">
          Tonton Video Tutorial
        </a>
      ) : null}
    </Dialog>
  );
}

function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const rest = tutorial.steps.length - 3;
  const [open, setOpen] = useState(false);
  return (
    <Card as="article" flush className={styles.tutorial}>
      <img src={tutorial.thumbnail} alt="" width="800" height="500" loading="lazy" />
      <div>
        <p className={styles.meta}>
          {tutorial.category} · {tutorial.duration} · {tutorial.difficulty}
        </p>
        <h3>{tutorial.title}</h3>
        <p>{tutorial.description}</p>
        <ol>
          {tutorial.steps.slice(0, 3).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {rest > 0 ? <p className={styles.more}>+{rest} langkah lagi</p> : null}
        <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Buka tutorial ${tutorial.title}`}>
          Buka Tutorial
        </Button>
      </div>
      {open ? <TutorialDetail tutorial={tutorial} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

export function TutorialPage() {
  useDocumentTitle(
    'Tutorial',
    'Panduan langkah demi langkah membuat, mengirim dan memantau undangan digital di Undangin.',
  );
  const { data: tutorials = [], isLoading, isError, refetch } = useGetTutorialsQuery();
  const { chat } = useSiteContact();
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return tutorials.filter(
      (t) =>
        (category === 'all' || t.category === category) &&
        (!q || t.title.toLowerCase().includes(q) || t.description.toLowerCase().includes(q)),
    );
  }, [tutorials, category, query]);
  const reset = () => {
    setCategory('all');
    setQuery('');
  };

  return (
    <>
      <PageHero eyebrow="Tutorial" title="Pusat Tutorial" lead="Pelajari Undangin dari dasar sampai fitur lanjutan." />
      {isLoading ? (
        <Skeleton label="Memuat tutorial..." lines={6} />
      ) : isError && !tutorials.length ? (
        <Section>
          <LoadFailed what="Tutorial" onRetry={() => void refetch()} />
        </Section>
      ) : (
        <>
          <Section title="Mulai Cepat" lead="Untuk Anda yang baru pertama kali memakai Undangin." tone="soft">
            <div className={styles.grid}>
              {tutorials
                .filter((t) => t.category === 'Pemula')
                .map((t) => (
                  <TutorialCard key={t.id} tutorial={t} />
                ))}
            </div>
          </Section>
          <Section title="Tutorial Populer">
            <ul className={styles.popular}>
              {tutorials
                .filter((t) => t.popular)
                .map((t) => (
                  <li key={t.id}>
                    <strong>{t.title}</strong> <span>{t.duration}</span>
                  </li>
                ))}
            </ul>
          </Section>
          <Section title="Semua Tutorial" tone="soft">
            <TextField
              label="Cari tutorial"
              type="search"
              name="q"
              placeholder="Cari tutorial..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Chips
              label="Kategori tutorial"
              options={chipsWithCounts(tutorials, (t) => t.category)}
              value={category}
              onChange={setCategory}
            />
            {shown.length ? (
              <div className={styles.grid} aria-label="Daftar tutorial">
                {shown.map((t) => (
                  <TutorialCard key={t.id} tutorial={t} />
                ))}
              </div>
            ) : (
              <EmptyState
                title="Tidak ada tutorial ditemukan"
                text="Coba kata kunci atau kategori lain."
                onReset={reset}
              />
            )}
          </Section>
        </>
      )}
      <CallToAction
        title="Masih butuh bantuan?"
        lead="Tim kami siap membantu 24/7."
        actions={[
          { label: 'Chat dengan Tim', chat: chat('Halo Undangin, saya butuh bantuan memakai Undangin.') },
          { label: 'Hubungi Kami', variant: 'secondary', to: getHref('contact') },
        ]}
      />
    </>
  );
}

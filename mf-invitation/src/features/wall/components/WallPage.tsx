import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useParams } from '@undangin/router';
import { giftMessages, headingFont } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import '../../../components/fonts.css';
import { useAutoScroll } from '../hooks/useAutoScroll';
import { useWall } from '../hooks/useWall';
import styles from './wall.module.css';

/**
 * 'Layar Ucapan': the wishes, live, on the venue's screen (a secret link its hosts made). Large type in the
 * invitation's colours and heading font; the newest wish on top; the list scrolls by itself when it overflows.
 */
export function WallPage() {
  const { token = '' } = useParams();
  const state = useWall(token);
  const list = useRef<HTMLUListElement>(null);
  const newest = state.phase === 'ready' ? state.entries[0]?.id : undefined;
  useAutoScroll(list, newest);
  const fullscreen = useFullscreen();
  useDocumentTitle(state.phase === 'ready' ? `Ucapan untuk ${state.wall.couple_name}` : 'Layar Ucapan');

  if (state.phase !== 'ready')
    return (
      <main className={styles.screen}>
        <p className={styles.notice} role={state.phase === 'loading' ? 'status' : 'alert'}>
          {state.phase === 'loading'
            ? 'Memuat ucapan...'
            : state.phase === 'gone'
              ? giftMessages.wallNotFound
              : 'Layar ucapan belum dapat dimuat. Periksa koneksi, lalu muat ulang halaman ini.'}
        </p>
      </main>
    );

  const { colors, fonts } = state.wall.theme;
  const heading = headingFont(fonts.heading);
  const theme = {
    '--wall-background': colors.background,
    '--wall-text': colors.text,
    '--wall-muted': colors.textSecondary,
    '--wall-primary': colors.primary,
    '--wall-heading-font': heading.stack,
    '--wall-heading-weight': heading.weight,
  } as CSSProperties;
  return (
    <main className={styles.screen} style={theme}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <span className={styles.kicker}>Ucapan & Doa untuk</span> {state.wall.couple_name}
        </h1>
        {fullscreen.available && !fullscreen.active ? (
          <button type="button" className={styles.fullscreen} onClick={fullscreen.enter}>
            Layar Penuh
          </button>
        ) : null}
      </header>
      {state.entries.length ? (
        // role="list": Safari drops a list's role when its bullets are styled away.
        <ul ref={list} role="list" className={styles.wishes} aria-live="polite" aria-label="Ucapan tamu">
          {state.entries.map((entry) => (
            <li key={entry.id} role="listitem" className={styles.wish} data-entry-id={entry.id}>
              <p className={styles.message}>{entry.message}</p>
              <p className={styles.name}>{entry.name}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty} aria-live="polite">
          Belum ada ucapan. Ucapan tamu akan muncul di sini begitu dikirim.
        </p>
      )}
      {state.live ? null : (
        <p className={styles.offline} role="status">
          Menyambungkan...
        </p>
      )}
    </main>
  );
}

/** Whether the page may go full screen, whether it is, and the tap that does it. */
function useFullscreen() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const changed = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  return {
    available: typeof document !== 'undefined' && Boolean(document.documentElement.requestFullscreen),
    active,
    enter: () => void document.documentElement.requestFullscreen?.().catch(() => undefined),
  };
}

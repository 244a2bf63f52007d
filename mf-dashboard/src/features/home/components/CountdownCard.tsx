import { Link } from '@undangin/router';
import { formatLongDate, getHref, type NextEvent } from '@undangin/contracts';
import { useCountdown } from '../hooks/use-countdown';
import styles from './dashboard-home.module.css';

/** Counts down to the host's nearest event still to come; an empty state until one has a date ahead. */
export function CountdownCard({ event, loading }: { event: NextEvent | null; loading: boolean }) {
  const left = useCountdown(event?.starts_at ?? null);
  const parts = [
    ['days', 'Hari', left.days],
    ['hours', 'Jam', left.hours],
    ['minutes', 'Menit', left.minutes],
    ['seconds', 'Detik', left.seconds],
  ] as const;

  return (
    <section className={styles.card} aria-labelledby="countdown-title" data-testid="countdown-card">
      <p className={styles.eyebrow}>Hitung Mundur</p>
      <h2 id="countdown-title">{event ? event.couple_name : 'Acara Berikutnya'}</h2>
      {loading ? <p className={styles.muted}>Memuat...</p> : null}
      {!loading && !event ? (
        <>
          <p data-testid="countdown-empty">Belum ada acara mendatang.</p>
          <p className={styles.muted}>
            Atur tanggal dan waktu acara di undangan Anda, hitung mundurnya tampil di sini.
          </p>
          <div className={styles.actions}>
            <Link to={getHref('cardList')}>Atur tanggal acara</Link>
          </div>
        </>
      ) : null}
      {event ? (
        <>
          <p className={styles.muted}>
            {formatLongDate(event.event_date)}
            {event.event_time ? `, Pukul ${event.event_time} WIB` : ''}
          </p>
          <div role="timer" aria-label={`${left.days} hari lagi`}>
            <dl className={styles.countdown}>
              {parts.map(([key, label, value]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd data-testid={`countdown-${key}`}>{key === 'days' ? value : String(value).padStart(2, '0')}</dd>
                </div>
              ))}
            </dl>
          </div>
          {left.done ? <p>Hari bahagia telah tiba!</p> : null}
          <div className={styles.actions}>
            <Link to={getHref('editCard', { id: event.id })}>Edit undangan</Link>
            <a href={`/${event.slug}`} target="_blank" rel="noreferrer">
              Lihat undangan
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}

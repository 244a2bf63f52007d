import { Link } from '@undangin/router';
import { formatLongDate, getHref, type NextEvent } from '@undangin/contracts';
import { buttonClass, Card, Countdown, useCountdown } from '@undangin/ui';
import styles from './dashboard-home.module.css';

/** Counts down to the host's nearest event still to come; an empty state until one has a date ahead. */
export function CountdownCard({ event, loading }: { event: NextEvent | null; loading: boolean }) {
  const startsAt = event?.starts_at ?? null;
  const { done } = useCountdown(startsAt);

  return (
    <Card
      titleId="countdown-title"
      title={event ? event.couple_name : 'Acara Berikutnya'}
      eyebrow="Hitung Mundur"
      data-testid="countdown-card"
    >
      {loading ? <p className={styles.muted}>Memuat...</p> : null}
      {!loading && !event ? (
        <>
          <p data-testid="countdown-empty">Belum ada acara mendatang.</p>
          <p className={styles.muted}>
            Atur tanggal dan waktu acara di undangan Anda, hitung mundurnya tampil di sini.
          </p>
          <div className={styles.actions}>
            <Link className={buttonClass('link')} to={getHref('cardList')}>
              Atur tanggal acara
            </Link>
          </div>
        </>
      ) : null}
      {event ? (
        <>
          <p className={styles.muted}>
            {event.session_name ? `${event.session_name} · ` : ''}
            {formatLongDate(event.event_date)}
            {event.event_time ? `, Pukul ${event.event_time} ${event.time_zone}` : ''}
          </p>
          <Countdown until={startsAt} label={`Hitung mundur ${event.couple_name}`} />
          {done ? <p>Hari bahagia telah tiba!</p> : null}
          <div className={styles.actions}>
            <Link className={buttonClass('link')} to={getHref('editCard', { id: event.id })}>
              Edit undangan
            </Link>
            <a className={buttonClass('link')} href={`/${event.slug}`} target="_blank" rel="noreferrer">
              Lihat undangan
            </a>
          </div>
        </>
      ) : null}
    </Card>
  );
}

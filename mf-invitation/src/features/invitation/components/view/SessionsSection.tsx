import { useEffect, useState } from 'react';
import { Countdown } from '@undangin/ui';
import {
  formatLongDate,
  sessionHours,
  sessionWindow,
  type PublicInvitation,
  type PublicSession,
} from '@undangin/contracts';
import { publicApi } from '../../api/public-api';
import { googleCalendarUrl } from './Extras';
import { CalendarIcon, ClockIcon, PinIcon } from './icons';
import { Divider } from './ornaments';
import cover from './cover.module.css';
import styles from './invitation.module.css';

/**
 * The sessions this visitor sees, for an invitation of several (null for one: its page reads as it always has): a
 * personal link's guest sees their own sessions, anyone else the sessions the host made public.
 */
export function useSessions(
  invitation: PublicInvitation,
  guestName: string | null,
  guestCode: string | null,
  demo: boolean,
): PublicSession[] | null {
  const [own, setOwn] = useState<PublicSession[] | null>(null);
  const several = invitation.session_count > 1;
  useEffect(() => {
    if (!several || !guestCode || demo) return;
    let cancelled = false;
    publicApi.guest(invitation.slug, guestName ?? 'Tamu', guestCode).then(
      ({ sessions }) => !cancelled && sessions?.length && setOwn(sessions),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [invitation.slug, several, guestName, guestCode, demo]);
  return several ? (own ?? invitation.sessions) : null;
}

function googleLink(invitation: PublicInvitation, session: PublicSession): string {
  return googleCalendarUrl({
    text: `${session.name} · ${invitation.seo_title ?? invitation.couple_name}`,
    ...sessionWindow(session),
    details: `Undangan ${invitation.couple_name}`,
    location: [session.venue_name, session.address].filter(Boolean).join(', '),
  });
}

/** 'Rangkaian Acara': each session with its date, hours in its own zone, place, dress code and calendar links. */
export function SessionsSection({
  invitation,
  sessions,
  guestCode,
  demo,
}: {
  invitation: PublicInvitation;
  sessions: readonly PublicSession[];
  guestCode: string | null;
  demo: boolean;
}) {
  return (
    <section className={styles.card} aria-labelledby="event-title" data-testid="sessions">
      <h2 id="event-title">Rangkaian Acara</h2>
      <Divider theme={invitation.theme.id} />
      {sessions.length ? null : (
        <p className={styles.muted}>Waktu dan tempat acara tercantum di undangan pribadi Anda.</p>
      )}
      {sessions.map((session) => {
        const hours = sessionHours(session);
        const place = [session.venue_name, session.address].filter(Boolean).join(', ');
        const ics = `/api/invitation/public/${invitation.slug}/calendar.ics?session=${session.id}${guestCode ? `&g=${guestCode}` : ''}`;
        return (
          <article key={session.id} className={styles.session} aria-labelledby={`session-${session.id}`}>
            <h3 id={`session-${session.id}`}>{session.name}</h3>
            <p className={cover.eventDate}>{formatLongDate(session.event_date)}</p>
            {hours ? (
              <p className={styles.eventLine}>
                <ClockIcon /> Pukul {hours}
              </p>
            ) : null}
            {place ? (
              <p className={styles.eventLine}>
                <PinIcon /> {place}
              </p>
            ) : null}
            {session.dress_code ? <p className={styles.muted}>Dress code: {session.dress_code}</p> : null}
            {session.note ? <p className={styles.muted}>{session.note}</p> : null}
            <div className={styles.actions}>
              {session.maps_link ? (
                <a className={styles.primary} href={session.maps_link} target="_blank" rel="noreferrer">
                  <PinIcon /> Lihat Lokasi
                </a>
              ) : null}
              {demo ? null : (
                <a className={styles.secondary} href={ics} download aria-label={`Simpan ${session.name} ke Kalender`}>
                  <CalendarIcon /> Simpan ke Kalender
                </a>
              )}
              <a
                className={styles.secondary}
                href={googleLink(invitation, session)}
                target="_blank"
                rel="noreferrer"
                aria-label={`${session.name} di Google Calendar`}
              >
                <CalendarIcon /> Google Calendar
              </a>
            </div>
          </article>
        );
      })}
    </section>
  );
}

/** The countdown to this visitor's first session still ahead; gone once every session has started. */
export function SessionsCountdown({ sessions }: { sessions: readonly PublicSession[] }) {
  const next = sessions
    .map((session) => ({ session, start: sessionWindow(session).start }))
    .filter(({ start }) => start.getTime() > Date.now())
    .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  if (!next) return null;
  return (
    <section className={`${styles.card} ${cover.countdown}`} aria-labelledby="countdown-title">
      <h2 id="countdown-title">Menuju Hari Bahagia</h2>
      <Countdown
        until={next.start.toISOString()}
        label={`Waktu menuju ${next.session.name}, ${formatLongDate(next.session.event_date)}`}
      />
    </section>
  );
}

import { Countdown, VisuallyHidden } from '@undangin/ui';
import { formatLongDate, type PublicInvitation } from '@undangin/contracts';
import { CalendarLinks } from './Extras';
import { ClockIcon, PinIcon } from './icons';
import { Divider } from './ornaments';
import cover from './cover.module.css';
import styles from './invitation.module.css';

/** The opening the cover leads to: an invitation to the day, and the couple's chosen verse or words. */
export function Opening({ invitation }: { invitation: PublicInvitation }) {
  return (
    <section id="pembukaan" tabIndex={-1} className={`${styles.card} ${cover.opening}`} aria-label="Pembukaan">
      <Divider theme={invitation.theme.id} />
      <p className={cover.lead}>
        Dengan memohon rahmat dan ridho Tuhan Yang Maha Esa, kami mengundang Bapak/Ibu/Saudara/i untuk hadir di hari
        bahagia kami.
      </p>
      {invitation.quotes ? <blockquote className={styles.quote}>{invitation.quotes}</blockquote> : null}
    </section>
  );
}

/** "Budi & Ani" set large, one name a line, when the invitation names two people. */
export function Couple({ invitation }: { invitation: PublicInvitation }) {
  const names = invitation.couple_name.split(/\s+&\s+/).filter(Boolean);
  if (names.length !== 2) return null;
  return (
    <section className={styles.card} aria-labelledby="couple-title">
      <VisuallyHidden as="h2" id="couple-title">
        Yang Berbahagia
      </VisuallyHidden>
      <p className={cover.coupleName}>{names[0]}</p>
      <p className={cover.ampersand} aria-hidden="true">
        &amp;
      </p>
      <p className={cover.coupleName}>{names[1]}</p>
      <Divider theme={invitation.theme.id} />
    </section>
  );
}

/** The event: date, time (with its zone), place with its map, and the calendar links. */
export function Event({
  invitation,
  guestCode = null,
  demo,
}: {
  invitation: PublicInvitation;
  guestCode?: string | null;
  demo: boolean;
}) {
  return (
    <section className={styles.card} aria-labelledby="event-title">
      <h2 id="event-title">Waktu &amp; Tempat</h2>
      <Divider theme={invitation.theme.id} />
      <p className={cover.eventDate}>{formatLongDate(invitation.event_date)}</p>
      {invitation.event_time ? (
        <p className={styles.eventLine}>
          <ClockIcon /> Pukul {invitation.event_time} {invitation.time_zone}
        </p>
      ) : null}
      {invitation.location ? (
        <p className={styles.eventLine}>
          <PinIcon /> {invitation.location}
        </p>
      ) : null}
      {invitation.maps_link ? (
        <div className={styles.actions}>
          <a className={styles.primary} href={invitation.maps_link} target="_blank" rel="noreferrer">
            <PinIcon /> Lihat Lokasi
          </a>
        </div>
      ) : null}
      <CalendarLinks invitation={invitation} guestCode={guestCode} demo={demo} />
    </section>
  );
}

/** Days, hours, minutes and seconds to the event's start in Jakarta time; gone once the day has come. */
export function CountdownSection({ invitation }: { invitation: PublicInvitation }) {
  const time = /^\d{2}:\d{2}$/.test(invitation.event_time ?? '') ? invitation.event_time : '00:00';
  const start = `${invitation.event_date}T${time}:00+07:00`;
  if (!(Date.parse(start) > Date.now())) return null;
  return (
    <section className={`${styles.card} ${cover.countdown}`} aria-labelledby="countdown-title">
      <h2 id="countdown-title">Menuju Hari Bahagia</h2>
      <Countdown until={start} label={`Waktu menuju ${formatLongDate(invitation.event_date)}`} />
    </section>
  );
}

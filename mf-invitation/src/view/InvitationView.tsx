import type { CSSProperties } from 'react';
import { formatLongDate, type PublicInvitation } from '@undangin/contracts';
import { CalendarLinks, GiftSection, LiveStream, MusicToggle } from './Extras';
import { Gallery } from './Gallery';
import { Guestbook } from './Guestbook';
import { ClockIcon, PinIcon } from './icons';
import { RsvpSection } from './RsvpSection';
import './fonts.css';
import styles from './invitation.module.css';

/** Removes the HTML's static first view of the hero (see the invitation service's link-preview rendering). */
export const removePrerender = () => document.getElementById('undangin-prerender')?.remove();

/** The invitation as a guest sees it, in its theme's colours and fonts. `demo` keeps answers in the page. */
export function InvitationView({
  invitation,
  guestName,
  guestCode = null,
  demo = false,
}: {
  invitation: PublicInvitation;
  guestName: string | null;
  guestCode?: string | null;
  demo?: boolean;
}) {
  const { colors, fonts, layout } = invitation.theme;
  const themeVars = {
    '--inv-primary': colors.primary,
    '--inv-secondary': colors.secondary,
    '--inv-accent': colors.accent,
    '--inv-background': colors.background,
    '--inv-text': colors.text,
    '--inv-text-secondary': colors.textSecondary,
    '--inv-heading-font': `'${fonts.heading}', Georgia, serif`,
  } as CSSProperties;

  return (
    <div className={styles.page} style={themeVars} data-theme={invitation.theme.id} data-card={layout.cardStyle}>
      <header className={styles.hero}>
        {invitation.background_image ? (
          <img
            className={styles.heroImage}
            src={invitation.background_image}
            alt=""
            fetchPriority="high"
            decoding="async"
            onLoad={removePrerender}
            onError={removePrerender}
          />
        ) : invitation.background_video ? (
          // A moving background, muted and looped as browsers allow to play on their own; metadata only until it plays.
          <video
            className={styles.heroImage}
            src={invitation.background_video}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
            data-testid="hero-video"
          />
        ) : null}
        <div className={styles.heroText}>
          {guestName ? (
            <p className={styles.greeting}>
              Kepada Yth. Bapak/Ibu/Saudara/i
              <strong data-testid="guest-name">{guestName}</strong>
            </p>
          ) : null}
          <p className={styles.eyebrow}>Undangan</p>
          <h1 className={styles.couple}>{invitation.couple_name}</h1>
          <p className={styles.date}>{formatLongDate(invitation.event_date)}</p>
          {invitation.event_time ? (
            <p className={styles.heroLine}>
              <ClockIcon /> Pukul {invitation.event_time} WIB
            </p>
          ) : null}
          {invitation.location ? (
            <p className={styles.heroLine}>
              <PinIcon /> {invitation.location}
            </p>
          ) : null}
          {invitation.maps_link ? (
            <a className={styles.primary} href={invitation.maps_link} target="_blank" rel="noreferrer">
              Lihat Lokasi
            </a>
          ) : null}
        </div>
      </header>

      <main className={styles.content}>
        {invitation.quotes ? (
          <section className={styles.card}>
            <blockquote className={styles.quote}>{invitation.quotes}</blockquote>
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="event-title">
          <h2 id="event-title">Simpan Tanggal</h2>
          <p className={styles.eventLine}>
            {formatLongDate(invitation.event_date)}
            {invitation.event_time ? `, pukul ${invitation.event_time} WIB` : ''}
          </p>
          <CalendarLinks invitation={invitation} demo={demo} />
        </section>
        <RsvpSection slug={invitation.slug} guestName={guestName} guestCode={guestCode} demo={demo} />
        {guestCode ? (
          <section className={styles.card} aria-labelledby="qr-title">
            <h2 id="qr-title">QR Check-in</h2>
            <img
              className={styles.qr}
              src={`/api/invitation/public/${invitation.slug}/qr/${guestCode}`}
              alt={`QR check-in untuk ${guestName ?? 'tamu'}`}
              width={200}
              height={200}
              loading="lazy"
            />
            <p className={styles.muted}>Tunjukkan QR ini kepada penerima tamu saat tiba di lokasi.</p>
            <p className={styles.code} aria-label="Kode check-in">
              {guestCode}
            </p>
          </section>
        ) : null}
        <Gallery images={invitation.gallery} title={invitation.couple_name} />
        <GiftSection accounts={invitation.gift_accounts} />
        <LiveStream url={invitation.live_stream_url} />
        <Guestbook slug={invitation.slug} guestName={guestName} demo={demo} />
      </main>

      <footer className={styles.footer}>
        <p>
          Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan
          doa restu.
        </p>
        <p className={styles.thanksLine}>Terima kasih</p>
        <p className={styles.coupleSmall}>{invitation.couple_name}</p>
        <p className={styles.muted}>
          Dibuat dengan <a href="/">Undangin</a>
        </p>
      </footer>
      <MusicToggle src={invitation.music_url} />
    </div>
  );
}

import type { CSSProperties } from 'react';
import { brandMark, headingFont, watermark, type PublicInvitation } from '@undangin/contracts';
import { platformOrigin } from '../../api/public-api';
import { Cover } from './Cover';
import { GiftSection, LiveStream } from './Extras';
import { Gallery } from './Gallery';
import { Guestbook } from './Guestbook';
import { MusicToggle, useMusic } from './Music';
import { Divider } from './ornaments';
import { RsvpSection } from './RsvpSection';
import { Couple, CountdownSection, Event, Opening } from './Sections';
import { SessionsCountdown, SessionsSection, useSessions } from './SessionsSection';
import { textOn } from './contrast';
import '../../../../components/fonts.css';
import cover from './cover.module.css';
import styles from './invitation.module.css';

/**
 * The invitation as a guest sees it, in its theme's colours, fonts and ornaments, in the order Indonesian
 * invitations use: cover, opening, the couple, the event, countdown, gallery, RSVP, gifts, guest book, closing.
 * `demo` keeps answers in the page.
 */
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
  const music = useMusic(invitation.music_url);
  // Several sessions: the ones this visitor sees, each with its own time and place (null: one event, as always).
  const sessions = useSessions(invitation, guestName, guestCode, demo);
  const heading = headingFont(fonts.heading);
  const themeVars = {
    '--inv-primary': colors.primary,
    '--inv-on-primary': textOn(colors.primary),
    '--inv-secondary': colors.secondary,
    '--inv-accent': colors.accent,
    '--inv-background': colors.background,
    '--inv-text': colors.text,
    '--inv-text-secondary': colors.textSecondary,
    '--inv-heading-font': heading.stack,
    '--inv-heading-weight': heading.weight,
  } as CSSProperties;

  return (
    <div className={styles.page} style={themeVars} data-theme={invitation.theme.id} data-card={layout.cardStyle}>
      <Cover invitation={invitation} guestName={guestName} music={music} />

      <main className={`${styles.content} ${cover.sections}`}>
        <Opening invitation={invitation} />
        <Couple invitation={invitation} />
        {sessions ? (
          <>
            <SessionsSection invitation={invitation} sessions={sessions} guestCode={guestCode} demo={demo} />
            <SessionsCountdown sessions={sessions} />
          </>
        ) : (
          <>
            <Event invitation={invitation} guestCode={guestCode} demo={demo} />
            <CountdownSection invitation={invitation} />
          </>
        )}
        <Gallery images={invitation.gallery} title={invitation.couple_name} />
        <RsvpSection
          slug={invitation.slug}
          guestName={guestName}
          guestCode={guestCode}
          demo={demo}
          sessions={sessions}
        />
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
        <GiftSection invitation={invitation} guestName={guestName} guestCode={guestCode} demo={demo} />
        <LiveStream url={invitation.live_stream_url} />
        <Guestbook slug={invitation.slug} guestName={guestName} guestCode={guestCode} demo={demo} />
      </main>

      <footer className={styles.footer}>
        <Divider theme={invitation.theme.id} />
        <p>
          Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan
          doa restu.
        </p>
        <p className={styles.thanksLine}>Terima kasih</p>
        <p className={styles.coupleSmall}>{invitation.couple_name}</p>
        {invitation.brand ? (
          <p className={styles.muted} data-testid="brand">
            {brandMark.text} <BrandName brand={invitation.brand} />
          </p>
        ) : invitation.watermark ? (
          <p className={styles.muted} data-testid="watermark">
            {watermark.text} <a href={platformOrigin() + watermark.href}>{watermark.brand}</a>
          </p>
        ) : null}
      </footer>
      <MusicToggle music={music} />
    </div>
  );
}

/** A reseller's logo and name, linked to their site when they gave one. */
function BrandName({ brand }: { brand: NonNullable<PublicInvitation['brand']> }) {
  const name = (
    <>
      {brand.logo_url ? <img className={styles.brandLogo} src={brand.logo_url} alt="" height={20} /> : null}
      {brand.name}
    </>
  );
  return brand.link_url ? (
    <a href={brand.link_url} rel="noopener">
      {name}
    </a>
  ) : (
    name
  );
}

import { coverTitle, formatLongDate, type PublicInvitation } from '@undangin/contracts';
import { removeFirstView } from '@undangin/platform/core';
import { MailOpenIcon } from './icons';
import type { Music } from './Music';
import { CoverOrnaments } from './ornaments';
import styles from './cover.module.css';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The cover: the couple's names in the theme's display face, the date, the guest's name, and "Buka Undangan",
 * which starts the music (sound needs the guest's tap) and brings the guest to the opening. Nothing below is
 * locked behind it: a link to #rsvp, a screen reader and a guest without sound all reach the page as it is.
 */
export function Cover({
  invitation,
  guestName,
  music,
}: {
  invitation: PublicInvitation;
  guestName: string | null;
  music: Music;
}) {
  const open = () => {
    void music.play();
    const opening = document.getElementById('pembukaan');
    opening?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    opening?.focus({ preventScroll: true });
  };

  return (
    <header className={styles.cover} data-testid="cover">
      {invitation.background_image ? (
        <img
          className={styles.coverImage}
          src={invitation.background_image}
          alt=""
          fetchPriority="high"
          decoding="async"
          onLoad={removeFirstView}
          onError={removeFirstView}
        />
      ) : invitation.background_video ? (
        // A moving background, muted and looped as browsers allow to play on their own; metadata only until it plays.
        <video
          className={styles.coverImage}
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
      <CoverOrnaments theme={invitation.theme.id} />
      <div className={styles.coverText}>
        <p className={styles.eyebrow}>{coverTitle(invitation.category)}</p>
        <h1 className={styles.names}>{invitation.couple_name}</h1>
        <p className={styles.coverDate}>{formatLongDate(invitation.event_date)}</p>
        {guestName ? (
          <p className={styles.greeting}>
            Kepada Yth. Bapak/Ibu/Saudara/i
            <strong data-testid="guest-name">{guestName}</strong>
          </p>
        ) : null}
        <button type="button" className={styles.open} onClick={open}>
          <MailOpenIcon /> Buka Undangan
        </button>
      </div>
    </header>
  );
}

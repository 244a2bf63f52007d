import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { eventWindow, type PublicInvitation } from '@undangin/contracts';
import { CalendarIcon, CheckIcon, CopyIcon, GiftIcon, VideoIcon } from './icons';
import styles from './invitation.module.css';
import gifts from './gifts.module.css';

const GiftConfirm = lazy(() => import('./GiftConfirm'));

/**
 * 'Amplop Digital': the accounts the host filled in, each number copied with one tap, their QRIS large with 'Simpan
 * QRIS', and 'Konfirmasi Hadiah' for the guest to tell the hosts what they sent.
 */
export function GiftSection({
  invitation,
  guestName,
  guestCode,
  demo,
}: {
  invitation: PublicInvitation;
  guestName: string | null;
  guestCode: string | null;
  demo: boolean;
}) {
  const accounts = invitation.gift_accounts;
  const qris = invitation.gift_qris_url ?? null;
  const [copied, setCopied] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // 'Batal' removes the form: focus goes back to the button that opened it.
  useEffect(() => {
    if (confirming || !cancelled.current) return;
    cancelled.current = false;
    opener.current?.focus();
  }, [confirming]);
  if (!accounts.length && !qris) return null;
  const copy = async (number: string) => {
    try {
      await navigator.clipboard.writeText(number);
      setCopied(number);
      setTimeout(() => setCopied((c) => (c === number ? null : c)), 2000);
    } catch {
      // Clipboard refused (insecure origin): the number stays visible to copy by hand.
    }
  };
  return (
    <section className={styles.card} aria-labelledby="gift-title">
      <h2 id="gift-title">
        <GiftIcon /> Amplop Digital
      </h2>
      <p className={styles.muted}>
        Doa restu Anda sudah sangat berarti. Bila ingin memberi tanda kasih, dapat melalui:
      </p>
      {accounts.length ? (
        <ul className={styles.gifts}>
          {accounts.map((account) => (
            <li key={`${account.provider}-${account.number}`}>
              <span className={styles.provider}>{account.provider}</span>
              <span className={styles.number}>{account.number}</span>
              <span className={styles.muted}>a.n. {account.holder}</span>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void copy(account.number)}
                aria-label={`Salin nomor ${account.provider}`}
              >
                {copied === account.number ? <CheckIcon /> : <CopyIcon />}{' '}
                {copied === account.number ? 'Tersalin' : 'Salin'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {qris ? (
        <figure className={gifts.qris}>
          <img src={qris} alt={`QRIS ${invitation.couple_name}`} loading="lazy" width={360} height={360} />
          <figcaption className={styles.muted}>Pindai dengan aplikasi bank atau e-wallet apa pun.</figcaption>
          <a
            className={styles.secondary}
            href={qris}
            download={`qris-${invitation.slug}${/\.(png|jpe?g|webp)(?=$|[?#])/i.exec(qris)?.[0] ?? ''}`}
          >
            Simpan QRIS
          </a>
        </figure>
      ) : null}
      {confirming ? (
        <Suspense fallback={<p className={styles.muted}>Memuat formulir...</p>}>
          <GiftConfirm
            slug={invitation.slug}
            guestName={guestName}
            guestCode={guestCode}
            demo={demo}
            onCancel={() => {
              cancelled.current = true;
              setConfirming(false);
            }}
          />
        </Suspense>
      ) : (
        <div className={styles.actions}>
          <button ref={opener} type="button" className={styles.secondary} onClick={() => setConfirming(true)}>
            Konfirmasi Hadiah
          </button>
        </div>
      )}
    </section>
  );
}

/** A Google Calendar 'add event' link: the event's title, window, details and place. */
export function googleCalendarUrl(event: { text: string; start: Date; end: Date; details: string; location: string }) {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.text,
    dates: `${stamp(event.start)}/${stamp(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

function googleCalendarLink(invitation: PublicInvitation): string {
  const { start, end } = eventWindow(invitation);
  return googleCalendarUrl({
    text: invitation.seo_title ?? invitation.couple_name,
    start,
    end,
    details: `Undangan ${invitation.couple_name}`,
    location: invitation.location ?? '',
  });
}

/**
 * 'Simpan ke Kalender': an .ics file for any phone, and a Google Calendar link. A private invitation's file needs the
 * personal link's code (`guestCode`) or the unlock cookie.
 */
export function CalendarLinks({
  invitation,
  guestCode = null,
  demo,
}: {
  invitation: PublicInvitation;
  guestCode?: string | null;
  demo: boolean;
}) {
  const ics = `/api/invitation/public/${invitation.slug}/calendar.ics${guestCode ? `?g=${guestCode}` : ''}`;
  return (
    <div className={styles.actions}>
      {demo ? null : (
        <a className={styles.secondary} href={ics} download>
          <CalendarIcon /> Simpan ke Kalender
        </a>
      )}
      <a className={styles.secondary} href={googleCalendarLink(invitation)} target="_blank" rel="noreferrer">
        <CalendarIcon /> Google Calendar
      </a>
    </div>
  );
}

export function LiveStream({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <section className={styles.card} aria-labelledby="live-title">
      <h2 id="live-title">
        <VideoIcon /> Siaran Langsung
      </h2>
      <p className={styles.muted}>Tidak dapat hadir? Saksikan acara kami secara langsung.</p>
      <a className={styles.primary} href={url} target="_blank" rel="noreferrer">
        Tonton Siaran Langsung
      </a>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { chatLink, personalInvitationLink, type Guest } from '@undangin/contracts';
import { Button, TextAreaField } from '@undangin/ui';
import { useMarkSentMutation, useSaveTemplateMutation } from '../../../api/guests';
import styles from './guests.module.css';

export const defaultTemplate =
  'Assalamualaikum / Salam sejahtera {nama},\n\nTanpa mengurangi rasa hormat, kami mengundang Anda ke acara kami. Info lengkap dan konfirmasi kehadiran:\n{link}\n\nMerupakan kehormatan bagi kami apabila Anda berkenan hadir. Terima kasih.';

/** The personal link of a guest: the invitation greeting them by name. */
export const personalLink = (slug: string, guest: Pick<Guest, 'name' | 'code'>) =>
  personalInvitationLink(window.location.origin, slug, guest);
const paceMs = 500;

/**
 * WhatsApp sending, guest by guest through wa.me: each chat opens from the host's own tap (no unofficial
 * automation, nothing a pop-up blocker stops) and the host taps Send in WhatsApp; the guest is marked
 * 'Terkirim' with the time. The next guest is offered 500 ms later; pause and resume at any point.
 */
export function SendPanel({
  invitationId,
  slug,
  guests,
  template: saved,
}: {
  invitationId: string;
  slug: string;
  guests: Guest[];
  template: string | null;
}) {
  const [template, setTemplate] = useState(saved ?? defaultTemplate);
  const [queue, setQueue] = useState<Guest[]>([]);
  const [done, setDone] = useState(0);
  const [paused, setPaused] = useState(false);
  const [pacing, setPacing] = useState(false);
  const [markSent] = useMarkSentMutation();
  const [saveTemplate] = useSaveTemplateMutation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const current = queue[done];
  const withoutPhone = guests.filter((g) => !g.phone).length;
  const start = () => {
    void saveTemplate({ invitationId, template });
    setQueue(guests.filter((g) => g.phone));
    setDone(0);
    setPaused(false);
  };
  const sent = (guest: Guest) => {
    void markSent({ invitationId, guestId: guest.id });
    setPacing(true);
    timer.current = setTimeout(() => {
      setPacing(false);
      setDone((n) => n + 1);
    }, paceMs);
  };
  const message = (guest: Guest) =>
    template.replaceAll('{nama}', guest.name).replaceAll('{link}', personalLink(slug, guest));

  return (
    <section className={styles.panel} aria-labelledby="send-title">
      <h2 id="send-title">Kirim via WhatsApp</h2>
      <TextAreaField
        label="Template pesan ({nama} dan {link} diganti otomatis)"
        className={styles.field}
        rows={5}
        value={template}
        onChange={(e) => setTemplate(e.target.value)}
        disabled={Boolean(queue.length) && done < queue.length}
      />
      <p className={styles.muted}>
        {guests.length} tamu dipilih
        {withoutPhone ? `; ${withoutPhone} tanpa nomor WhatsApp dilewati (lengkapi nomornya lewat Edit)` : ''}.
      </p>
      {queue.length ? (
        <>
          <progress max={queue.length} value={done} aria-label="Progres pengiriman" />
          <p role="status">
            {done} dari {queue.length} terkirim
          </p>
        </>
      ) : null}
      <div className={styles.row}>
        {current && !paused ? (
          <>
            <a
              className={styles.waButton}
              href={chatLink(message(current), current.phone ?? '')}
              target="_blank"
              rel="noreferrer"
              aria-disabled={pacing}
              onClick={(event) => (pacing ? event.preventDefault() : sent(current))}
            >
              Kirim ke {current.name}
            </a>
            <Button variant="secondary" onClick={() => setPaused(true)}>
              Jeda
            </Button>
          </>
        ) : current && paused ? (
          <Button onClick={() => setPaused(false)}>Lanjutkan</Button>
        ) : (
          <Button disabled={guests.length === withoutPhone} onClick={start}>
            Mulai Kirim
          </Button>
        )}
      </div>
    </section>
  );
}

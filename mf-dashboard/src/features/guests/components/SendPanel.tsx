import { useEffect, useRef, useState } from 'react';
import { chatLink, type Guest } from '@undangin/contracts';
import { Button } from '@undangin/ui';
import { useMarkSentMutation, useSaveTemplateMutation } from '../../../api/guests';
import styles from './guests.module.css';

export const defaultTemplate =
  'Assalamualaikum / Salam sejahtera {nama},\n\nTanpa mengurangi rasa hormat, kami mengundang Anda ke acara kami. Info lengkap dan konfirmasi kehadiran:\n{link}\n\nMerupakan kehormatan bagi kami apabila Anda berkenan hadir. Terima kasih.';

/** The personal link of a guest: the invitation greeting them by name. */
export const personalLink = (slug: string, guest: Pick<Guest, 'name' | 'code'>) =>
  `${window.location.origin}/${slug}?to=${encodeURIComponent(guest.name)}&g=${guest.code}`;
const paceMs = 500;

/**
 * WhatsApp sending, guest by guest through wa.me: the host taps Send in WhatsApp for each (no unofficial
 * automation); each opened chat marks the guest 'Terkirim'. 500 ms between guests; pause and resume.
 */
export function SendPanel({ invitationId, slug, guests, template: saved }: { invitationId: string; slug: string; guests: Guest[]; template: string | null }) {
  const [template, setTemplate] = useState(saved ?? defaultTemplate);
  const [queue, setQueue] = useState<Guest[]>([]);
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [markSent] = useMarkSentMutation();
  const [saveTemplate] = useSaveTemplateMutation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!running) return;
    const guest = queue[done];
    if (!guest) return setRunning(false);
    const text = template.replaceAll('{nama}', guest.name).replaceAll('{link}', personalLink(slug, guest));
    window.open(chatLink(text, guest.phone ?? ''), '_blank', 'noopener');
    void markSent({ invitationId, guestId: guest.id });
    timer.current = setTimeout(() => setDone((n) => n + 1), paceMs);
    return () => clearTimeout(timer.current);
  }, [running, done, queue, template, slug, invitationId, markSent]);

  const start = () => {
    void saveTemplate({ invitationId, template });
    setQueue(guests.filter((g) => g.phone));
    setDone(0);
    setRunning(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="send-title">
      <h2 id="send-title">Kirim via WhatsApp</h2>
      <label className={styles.block}>
        Template pesan ({'{nama}'} dan {'{link}'} diganti otomatis)
        <textarea rows={5} value={template} onChange={(e) => setTemplate(e.target.value)} />
      </label>
      <p className={styles.muted}>{guests.length} tamu dipilih.</p>
      {queue.length ? (
        <>
          <progress max={queue.length} value={done} aria-label="Progres pengiriman" />
          <p role="status">
            {done} dari {queue.length} terkirim
          </p>
        </>
      ) : null}
      <div className={styles.row}>
        {running ? (
          <Button variant="secondary" onClick={() => setRunning(false)}>
            Jeda
          </Button>
        ) : queue.length && done < queue.length ? (
          <Button onClick={() => setRunning(true)}>Lanjutkan</Button>
        ) : (
          <Button disabled={!guests.length} onClick={start}>
            Mulai Kirim
          </Button>
        )}
      </div>
    </section>
  );
}

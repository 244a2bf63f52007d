import { useEffect, useState, type FormEvent } from 'react';
import { giftMessages, invitationMessages, type GuestbookEntry } from '@undangin/contracts';
import { publicApi, PublicApiError } from '../../api/public-api';
import styles from './invitation.module.css';

const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/**
 * 'Buku Tamu Digital': wishes stored by the service, newest first; the form opens and cancels like RSVP. A private
 * invitation's guest book needs the personal link's code (`guestCode`) or the unlock cookie.
 */
export function Guestbook({
  slug,
  guestName,
  guestCode,
  demo,
}: {
  slug: string;
  guestName: string | null;
  guestCode: string | null;
  demo: boolean;
}) {
  const [entries, setEntries] = useState<GuestbookEntry[]>([]);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: guestName ?? '', email: '', message: '' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    if (demo) return;
    let cancelled = false;
    publicApi.guestbook(slug, guestCode).then(
      (list) => !cancelled && setEntries(list),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [slug, guestCode, demo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.message.trim())
      return setNotice({ tone: 'error', text: invitationMessages.guestbookRequired });
    setBusy(true);
    setNotice(null);
    try {
      const entry = demo
        ? {
            id: String(Date.now()),
            name: form.name.trim(),
            message: form.message.trim(),
            created_at: new Date().toISOString(),
          }
        : await publicApi.sign(
            slug,
            {
              name: form.name.trim(),
              message: form.message.trim(),
              ...(form.email.trim() ? { email: form.email.trim() } : {}),
            },
            guestCode,
          );
      // Hosts who approve wishes first see it before anyone else does.
      const pending = 'pending' in entry && entry.pending;
      if (!pending) setEntries((list) => [entry, ...list]);
      setForm({ ...form, message: '' });
      setOpen(false);
      setNotice({ tone: 'success', text: pending ? giftMessages.pendingApproval : invitationMessages.guestbookSaved });
    } catch (err) {
      // Our own refusals (a 4xx: validation, too many wishes) carry their text; anything else gets the spec's.
      const ownText = err instanceof PublicApiError && err.status >= 400 && err.status < 500 && err.message;
      setNotice({ tone: 'error', text: ownText || invitationMessages.unexpected });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="guestbook-title">
      <h2 id="guestbook-title">Buku Tamu Digital</h2>
      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={notice.tone === 'error' ? styles.error : styles.success}
        >
          {notice.text}
        </p>
      ) : null}
      {open ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <label>
            Nama
            <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </label>
          <label>
            Email (opsional)
            <input type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          </label>
          <label>
            Ucapan & doa
            <textarea rows={3} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? 'Mengirim...' : 'Kirim Ucapan'}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
              Batal
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
          Tulis Ucapan
        </button>
      )}
      <ul className={styles.wishes} aria-label="Ucapan tamu" tabIndex={0}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.name}</strong>
            <p>{entry.message}</p>
            <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

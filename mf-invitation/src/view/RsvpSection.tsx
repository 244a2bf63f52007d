import { useEffect, useState, type FormEvent } from 'react';
import { invitationMessages, type GuestView } from '@undangin/contracts';
import { publicApi, PublicApiError } from '../api/public-api';
import styles from './invitation.module.css';

type Status = 'confirmed' | 'declined';
const thanks = (status: Status) => (status === 'confirmed' ? invitationMessages.rsvpConfirmed : invitationMessages.rsvpDeclined);

/** RSVP (spec 001 §4–5): a known guest's answer shows at once; the form opens from a button and can be cancelled. */
export function RsvpSection({ slug, guestName, demo }: { slug: string; guestName: string | null; demo: boolean }) {
  const [answered, setAnswered] = useState<GuestView | null>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: guestName ?? '', phone: '', guest_count: 1, dietary_requirements: '', message: '' });
  const [sending, setSending] = useState<Status | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!guestName || demo) return;
    let cancelled = false;
    publicApi.guest(slug, guestName).then(
      ({ guest }) => !cancelled && guest && guest.status !== 'pending' && setAnswered(guest),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [slug, guestName, demo]);

  async function submit(status: Status, event?: FormEvent) {
    event?.preventDefault();
    if (!form.name.trim()) return setError(invitationMessages.rsvpNameRequired);
    setSending(status);
    setError(null);
    try {
      const guest = demo
        ? { name: form.name.trim(), status, guest_count: form.guest_count }
        : await publicApi.rsvp(slug, { ...form, name: form.name.trim(), status });
      setAnswered(guest);
      setOpen(false);
    } catch (err) {
      setError(err instanceof PublicApiError && err.status !== 0 ? err.message || invitationMessages.rsvpFailed : invitationMessages.unexpected);
    } finally {
      setSending(null);
    }
  }

  const nameMissing = !form.name.trim();
  return (
    <section className={styles.card} aria-labelledby="rsvp-title">
      <h2 id="rsvp-title">Konfirmasi Kehadiran</h2>
      {answered ? (
        <div role="status" className={styles.thanks}>
          <p>{thanks(answered.status as Status)}</p>
          {answered.status === 'confirmed' ? <p className={styles.muted}>{answered.guest_count} orang</p> : null}
          <button type="button" className={styles.linkButton} onClick={() => (setAnswered(null), setOpen(true))}>
            Ubah jawaban
          </button>
        </div>
      ) : open ? (
        <form className={styles.form} onSubmit={(e) => void submit('confirmed', e)} noValidate>
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <label>
            Nama
            <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="name" />
          </label>
          <label>
            Nomor WhatsApp (opsional)
            <input type="tel" placeholder="+628123456789" value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
          </label>
          <label>
            Jumlah tamu
            <select value={form.guest_count} onChange={(e) => setForm({ ...form, guest_count: Number(e.target.value) })}>
              {Array.from({ length: 10 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1} orang
                </option>
              ))}
            </select>
          </label>
          <label>
            Preferensi makanan (opsional)
            <input value={form.dietary_requirements} onChange={(e) => setForm({ ...form, dietary_requirements: e.target.value })} />
          </label>
          <label>
            Pesan (opsional)
            <textarea rows={3} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={nameMissing || Boolean(sending)}>
              {sending === 'confirmed' ? 'Mengirim...' : 'Akan Hadir'}
            </button>
            <button type="button" className={styles.secondary} disabled={nameMissing || Boolean(sending)} onClick={() => void submit('declined')}>
              {sending === 'declined' ? 'Mengirim...' : 'Tidak Dapat Hadir'}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
              Batal
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={styles.primary} onClick={() => setOpen(true)}>
          Konfirmasi Kehadiran
        </button>
      )}
    </section>
  );
}

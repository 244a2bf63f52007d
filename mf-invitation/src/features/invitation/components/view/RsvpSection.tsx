import { useEffect, useState, type FormEvent } from 'react';
import { invitationMessages, type GuestView, type PublicSession, type SessionAnswer } from '@undangin/contracts';
import { publicApi, PublicApiError } from '../../api/public-api';
import {
  answersOf,
  choicesOf,
  PeopleOptions,
  RsvpSessionFields,
  RsvpSessionSummary,
  type SessionChoices,
} from './RsvpSessions';
import styles from './invitation.module.css';

type Status = 'confirmed' | 'declined';
const thanks = (status: Status) =>
  status === 'confirmed' ? invitationMessages.rsvpConfirmed : invitationMessages.rsvpDeclined;

// The key an answer gave this browser, per invitation and name: it shows the answer again and lets it be changed.
const storeKey = (slug: string) => `undangin.rsvp.${slug}`;
function storedKey(slug: string, name: string): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem(storeKey(slug)) ?? '{}') as Record<string, string>)[
      name.trim().toLowerCase()
    ];
  } catch {
    return undefined;
  }
}
function rememberKey(slug: string, name: string, key: string) {
  try {
    const keys = JSON.parse(localStorage.getItem(storeKey(slug)) ?? '{}') as Record<string, string>;
    localStorage.setItem(storeKey(slug), JSON.stringify({ ...keys, [name.trim().toLowerCase()]: key }));
  } catch {
    // Private mode: the answer is saved on the server all the same.
  }
}

/**
 * RSVP: an earlier answer shows at once to its guest (personal link, or the browser that gave it);
 * the form opens from a button and can be cancelled.
 */
export function RsvpSection({
  slug,
  guestName,
  guestCode,
  demo,
  sessions = null,
}: {
  slug: string;
  guestName: string | null;
  guestCode: string | null;
  demo: boolean;
  /** An invitation of several sessions: the ones this guest answers, each on its own. */
  sessions?: readonly PublicSession[] | null;
}) {
  const perSession = sessions && sessions.length ? sessions : null;
  // The answers per session given before (shown in the form when changing them), and what the guest picks now.
  const [prior, setPrior] = useState<readonly SessionAnswer[]>([]);
  const [choices, setChoices] = useState<SessionChoices>({});
  const shown = perSession ? { ...choicesOf(perSession, prior), ...choices } : {};
  const [answered, setAnswered] = useState<GuestView | null>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    name: guestName ?? '',
    phone: '',
    guest_count: 1,
    dietary_requirements: '',
    message: '',
  });
  const [sending, setSending] = useState<Status | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const key = guestName ? (guestCode ?? storedKey(slug, guestName)) : undefined;
    if (!guestName || !key || demo) return;
    let cancelled = false;
    publicApi.guest(slug, guestName, key).then(
      ({ guest }) => {
        if (cancelled || !guest || guest.status === 'pending') return;
        setAnswered(guest);
        setPrior(guest.sessions ?? []);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [slug, guestName, guestCode, demo]);

  async function submit(status: Status, event?: FormEvent) {
    event?.preventDefault();
    const name = form.name.trim();
    if (!name) return setError(invitationMessages.rsvpNameRequired);
    // Per session: every session answered; the one answer is 'coming' when coming to any, with the most people.
    const perAnswers = perSession ? answersOf(perSession, shown) : null;
    if (perSession && !perAnswers) return setError('Pilih hadir atau tidak untuk setiap sesi.');
    const coming = perAnswers?.filter((answer) => answer.status === 'confirmed') ?? [];
    if (perAnswers) status = coming.length ? 'confirmed' : 'declined';
    const guestCount = perAnswers ? Math.max(1, ...coming.map((answer) => answer.people)) : form.guest_count;
    setSending(status);
    setError(null);
    try {
      // The personal link's code belongs to the guest it greets; another name typed into the form uses its own key.
      const key =
        (guestName && name.toLowerCase() === guestName.trim().toLowerCase() ? guestCode : null) ??
        storedKey(slug, name);
      const guest: GuestView = demo
        ? { name, status, guest_count: guestCount, ...(perAnswers ? { sessions: perAnswers } : {}) }
        : await publicApi.rsvp(slug, {
            ...form,
            name,
            status,
            guest_count: guestCount,
            ...(key ? { key } : {}),
            ...(perAnswers ? { sessions: perAnswers } : {}),
          });
      if (!demo && guest.key) rememberKey(slug, guest.name, guest.key);
      setPrior(guest.sessions ?? []);
      setAnswered(guest);
      setOpen(false);
    } catch (err) {
      // Our own refusals carry their text (4xx); a server failure or no connection gets the spec's.
      const ownText = err instanceof PublicApiError && err.status >= 400 && err.status < 500 && err.message;
      setError(
        ownText ||
          (err instanceof PublicApiError && err.status !== 0
            ? invitationMessages.rsvpFailed
            : invitationMessages.unexpected),
      );
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
          {perSession && answered.sessions?.length ? (
            <RsvpSessionSummary sessions={perSession} answers={answered.sessions} />
          ) : answered.status === 'confirmed' ? (
            <p className={styles.muted}>{answered.guest_count} orang</p>
          ) : null}
          <button type="button" className={styles.linkButton} onClick={() => (setAnswered(null), setOpen(true))}>
            Ubah jawaban
          </button>
        </div>
      ) : open ? (
        <form className={styles.form} onSubmit={(e) => void submit('confirmed', e)} noValidate>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <label>
            Nama
            <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="name" />
          </label>
          <label>
            Nomor WhatsApp (opsional)
            <input
              type="tel"
              placeholder="+628123456789"
              value={form.phone}
              onChange={(e) => setForm({ ...form, phone: e.target.value })}
            />
          </label>
          {perSession ? (
            <RsvpSessionFields sessions={perSession} choices={shown} onChange={setChoices} />
          ) : (
            <label>
              Jumlah tamu
              <select
                value={form.guest_count}
                onChange={(e) => setForm({ ...form, guest_count: Number(e.target.value) })}
              >
                <PeopleOptions />
              </select>
            </label>
          )}
          <label>
            Preferensi makanan (opsional)
            <input
              value={form.dietary_requirements}
              onChange={(e) => setForm({ ...form, dietary_requirements: e.target.value })}
            />
          </label>
          <label>
            Pesan (opsional)
            <textarea rows={3} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
          </label>
          <div className={styles.actions}>
            {perSession ? (
              <button type="submit" className={styles.primary} disabled={nameMissing || Boolean(sending)}>
                {sending ? 'Mengirim...' : 'Kirim Jawaban'}
              </button>
            ) : (
              <>
                <button type="submit" className={styles.primary} disabled={nameMissing || Boolean(sending)}>
                  {sending === 'confirmed' ? 'Mengirim...' : 'Akan Hadir'}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={nameMissing || Boolean(sending)}
                  onClick={() => void submit('declined')}
                >
                  {sending === 'declined' ? 'Mengirim...' : 'Tidak Dapat Hadir'}
                </button>
              </>
            )}
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

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { giftChannelLabels, giftChannels, giftMessageMax, giftMessages, type GiftChannel } from '@undangin/contracts';
import { publicApi, PublicApiError } from '../../api/public-api';
import styles from './invitation.module.css';
import gifts from './gifts.module.css';

/**
 * What the guest typed as the amount, as whole rupiah: 'Rp 250.000', '250.000,00' and '250.000,-' are 250000 (a
 * trailing ',00' or ',-' is the sen, dots and spaces group thousands); blank is none.
 */
const amountOf = (typed: string): number | null => {
  const digits = typed
    .trim()
    .replace(/,(-|\d{1,2})$/, '')
    .replace(/\D/g, '');
  return digits ? Number(digits) : null;
};

/**
 * 'Konfirmasi Hadiah': the guest tells the hosts what they sent (the personal link's name filled in). It reaches the
 * hosts alone; the service checks every field and answers in Indonesian. Loaded when the guest opens it (its own chunk:
 * a guest's first visit does not carry it).
 */
export default function GiftConfirm({
  slug,
  guestName,
  guestCode,
  demo,
  onCancel,
}: {
  slug: string;
  guestName: string | null;
  guestCode: string | null;
  demo: boolean;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({
    name: guestName ?? '',
    channel: 'transfer' as GiftChannel,
    amount: '',
    message: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const counterId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: keyboard and screen-reader users land on the form's title.
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const amount = amountOf(form.amount);
    try {
      if (!demo)
        await publicApi.confirmGift(
          slug,
          {
            name: form.name,
            channel: form.channel,
            // Sent only when typed, as the message.
            ...(amount === null ? {} : { amount }),
            ...(form.message.trim() ? { message: form.message } : {}),
          },
          guestCode,
        );
      setSent(true);
    } catch (err) {
      const own = err instanceof PublicApiError && err.status >= 400 && err.status < 500 && err.message;
      setError(own || 'Konfirmasi belum terkirim. Silakan coba lagi.');
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <p role="status" className={`${styles.success} ${gifts.confirm}`}>
        {giftMessages.sent}
      </p>
    );
  return (
    <form className={`${styles.form} ${gifts.confirm}`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 ref={heading} tabIndex={-1}>
        Konfirmasi Hadiah
      </h3>
      <label>
        Nama
        <input value={form.name} maxLength={100} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </label>
      <label>
        Dikirim lewat
        <select value={form.channel} onChange={(e) => setForm({ ...form, channel: e.target.value as GiftChannel })}>
          {giftChannels.map((channel) => (
            <option key={channel} value={channel}>
              {giftChannelLabels[channel]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Nominal (opsional)
        <input
          inputMode="numeric"
          placeholder="Contoh: 250.000"
          value={form.amount}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
        />
      </label>
      <label>
        Pesan (opsional)
        <textarea
          rows={3}
          maxLength={giftMessageMax}
          value={form.message}
          aria-describedby={counterId}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
        />
      </label>
      <span id={counterId} className={`${styles.muted} ${gifts.counter}`}>
        {form.message.length}/{giftMessageMax} karakter
      </span>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Mengirim...' : 'Kirim Konfirmasi'}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          Batal
        </button>
      </div>
      {error ? (
        <p role="alert" className={`${styles.error} ${gifts.formError}`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

import {
  chatLink,
  formatDateTime,
  formatRupiah,
  giftChannelLabels,
  giftMessages,
  type OwnerGiftConfirmation,
} from '@undangin/contracts';
import { useState } from 'react';
import { Check } from 'lucide-react';
import { useListGiftsQuery, useSetGiftThankedMutation } from '../api/gifts';
import styles from './guests.module.css';
import tools from './host-tools.module.css';

/** A WhatsApp thank-you: to the guest's number when the confirmation came through their personal link. */
const thankYouLink = (gift: OwnerGiftConfirmation, coupleName: string) => {
  const text = giftMessages.thankYou(gift.name, coupleName);
  return gift.guest_phone ? chatLink(text, gift.guest_phone) : `https://wa.me/?text=${encodeURIComponent(text)}`;
};

/**
 * 'Konfirmasi Hadiah' as the hosts see it (nobody else does): who sent what, how, and with which words; 'Sudah dikirimi
 * terima kasih' marks whom they thanked, and 'Kirim Terima Kasih' opens the WhatsApp thank-you and marks it.
 */
export function GiftsPanel({ invitationId, coupleName }: { invitationId: string; coupleName: string }) {
  const { data: gifts = [], isLoading, isError } = useListGiftsQuery(invitationId);
  const [setThanked] = useSetGiftThankedMutation();
  const thanked = gifts.filter((gift) => gift.thanked_at).length;
  const [failed, setFailed] = useState(false);
  const mark = (gift: OwnerGiftConfirmation, value: boolean) => {
    setFailed(false);
    void setThanked({ invitationId, giftId: gift.id, thanked: value })
      .unwrap()
      .catch(() => setFailed(true));
  };
  return (
    <section className={styles.panel} aria-labelledby="gifts-title">
      <h2 id="gifts-title">Konfirmasi Hadiah</h2>
      {isLoading ? <p className={styles.muted}>Memuat konfirmasi hadiah...</p> : null}
      {isError ? (
        <p role="alert" className={styles.muted}>
          Konfirmasi hadiah belum dapat dimuat. Silakan coba lagi.
        </p>
      ) : null}
      {!isLoading && !isError && !gifts.length ? <p className={styles.muted}>Belum ada konfirmasi hadiah.</p> : null}
      {failed ? <p role="alert">Tanda terima kasih belum tersimpan. Silakan coba lagi.</p> : null}
      {gifts.length ? (
        <p className={styles.muted}>
          {gifts.length} konfirmasi · {thanked} sudah dikirimi terima kasih
        </p>
      ) : null}
      <ul className={tools.gifts} aria-label="Daftar konfirmasi hadiah">
        {gifts.map((gift) => (
          <li key={gift.id} data-testid="gift-row">
            <div>
              <strong>{gift.name}</strong>{' '}
              <span className={styles.muted}>
                {giftChannelLabels[gift.channel]} · {gift.amount === null ? '—' : formatRupiah(gift.amount)} ·{' '}
                {formatDateTime(gift.created_at)}
              </span>
              {gift.message ? <p>{gift.message}</p> : null}
            </div>
            <div className={styles.row}>
              <button
                type="button"
                className={tools.toggle}
                aria-pressed={Boolean(gift.thanked_at)}
                onClick={() => mark(gift, !gift.thanked_at)}
              >
                {gift.thanked_at ? <Check size={16} aria-hidden /> : null} Sudah dikirimi terima kasih
              </button>
              <a
                className={styles.linkButton}
                href={thankYouLink(gift, coupleName)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => gift.thanked_at || mark(gift, true)}
              >
                Kirim Terima Kasih
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link, useSearchParams } from '@undangin/router';
import { formatDate, getHref, paymentMessages } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass } from '@undangin/ui';
import { PageHero, Section } from '../../../components/Blocks';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CheckStatus } from './CheckStatus';
import styles from './payment.module.css';

const outcomes = {
  success: {
    title: 'Pembayaran Berhasil!',
    lead: paymentMessages.success,
    status: (s: string | null) => (s === 'success' ? 'Berhasil' : 'Diproses'),
    list: [
      'Akun Anda aktif dalam 5-10 menit',
      'Email konfirmasi akan dikirim ke email Anda',
      'Buat undangan pertama Anda',
    ],
    listTitle: 'Langkah selanjutnya',
  },
  error: {
    title: 'Pembayaran Gagal',
    lead: paymentMessages.error,
    status: () => 'Gagal',
    list: [
      'Saldo kartu tidak mencukupi',
      'Kartu ditolak oleh bank penerbit',
      'Masalah koneksi',
      'Batas transaksi harian terlampaui',
    ],
    listTitle: 'Kemungkinan penyebab',
  },
  pending: {
    title: 'Pembayaran Tertunda',
    lead: paymentMessages.pending,
    status: () => 'Menunggu Konfirmasi',
    list: [
      'Selesaikan pembayaran sesuai instruksi',
      'Tunggu konfirmasi dari bank',
      'Anda akan menerima notifikasi',
      'Konfirmasi biasanya 1-24 jam',
    ],
    listTitle: 'Instruksi',
  },
} as const;

/** /payment-success, /payment-error and /payment-pending, reading order_id and status from the query. */
export function PaymentResultPage({ outcome }: { outcome: keyof typeof outcomes }) {
  const view = outcomes[outcome];
  useDocumentTitle(view.title, view.lead);
  const { site, chat } = useSiteContact();
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const status = params.get('status');
  const showBox = outcome !== 'success' || Boolean(orderId);

  return (
    <>
      <PageHero title={view.title} lead={view.lead} />
      <Section>
        {showBox ? (
          <dl className={styles.box}>
            {orderId ? (
              <div>
                <dt>ID Pesanan</dt>
                <dd>{orderId}</dd>
              </div>
            ) : null}
            <div>
              <dt>Status</dt>
              <dd data-testid="payment-status">{view.status(status)}</dd>
            </div>
            {outcome === 'success' ? (
              <div>
                <dt>Tanggal</dt>
                <dd>{formatDate(new Date())}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <h2 className={styles.listTitle}>{view.listTitle}</h2>
        <ul className={styles.list}>
          {view.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {outcome === 'pending' ? (
          <>
            <p className={styles.note} data-testid="pending-how-to">
              {paymentMessages.pendingHowTo}
            </p>
            <p className={styles.note}>Hubungi dukungan bila pembayaran belum terkonfirmasi dalam 24 jam.</p>
          </>
        ) : null}
        <div className={styles.actions}>
          {outcome === 'success' ? (
            <>
              <Link to={getHref('dashboard')} className={buttonClass()}>
                Ke Dashboard
              </Link>
              <Link to={getHref('themes')} className={buttonClass('secondary')}>
                Buat Undangan
              </Link>
              <a
                className={buttonClass('link')}
                href={chat('Halo Undangin, saya butuh bantuan terkait pembayaran.')}
                target="_blank"
                rel="noreferrer"
              >
                Chat dukungan
              </a>
              {site ? (
                <a className={buttonClass('link')} href={`mailto:${site.email}`}>
                  Email dukungan
                </a>
              ) : null}
            </>
          ) : (
            <>
              {outcome === 'error' ? (
                <Link to={getHref('pricingWebsite')} className={buttonClass()}>
                  Coba Lagi
                </Link>
              ) : (
                <>
                  <CheckStatus orderId={orderId} />
                  <Link to={getHref('subscription')} className={buttonClass('secondary')}>
                    Ke Langganan Saya
                  </Link>
                </>
              )}
              <Link to={getHref('contact')} className={buttonClass('secondary')}>
                Hubungi Dukungan
              </Link>
            </>
          )}
        </div>
      </Section>
    </>
  );
}

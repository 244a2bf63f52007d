import { formatDate, formatDateTime, formatRupiah } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import type { Mail, Mailer } from '@undangin/service-kit/mail';
import { escapeHtml, sendOnce } from './mail-once';
import { claimReceipt, type ReceiptRow } from '../repositories/orders';

/** The receipt of a paid order, in Indonesian: order id, plan, amount in rupiah, paid at and the period's end (WIB). */
export function receiptMail(row: ReceiptRow, siteUrl: string): Mail {
  const until = row.period_end ? `${formatDate(row.period_end)} (WIB)` : 'Selamanya';
  const lines: Array<[string, string]> = [
    ['Nomor pesanan', row.order_id],
    ['Paket', row.plan_name],
    ['Jumlah dibayar', formatRupiah(row.amount)],
    ['Dibayar pada', `${formatDateTime(row.paid_at)} WIB`],
    ['Aktif hingga', until],
  ];
  const greeting = row.name ? `Halo ${row.name},` : 'Halo,';
  const body = `Terima kasih, pembayaran Anda telah kami terima. Paket ${row.plan_name} sudah aktif di akun Undangin Anda.`;
  const link = `${siteUrl}/app/subscription`;
  const table = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  return {
    to: row.email,
    subject: `Bukti pembayaran Undangin ${row.order_id}`,
    text: `${greeting}\n\n${body}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nLihat langganan Anda: ${link}\n\nSimpan email ini sebagai bukti pembayaran.`,
    html: `<!doctype html><html lang="id"><body style="font-family:sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#db2777">Undangin</h1><h2 style="font-size:18px">Bukti Pembayaran</h2>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><table style="border-collapse:collapse">${table}</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#db2777;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Lihat Langganan</a></p>
<p style="font-size:13px;color:#6b7280">Simpan email ini sebagai bukti pembayaran.</p>
</body></html>`,
  };
}

/**
 * Sends a paid order's receipt once: the order is marked in the same transaction as the outbox row is written (or
 * the SMTP server takes the mail), so a mail that fails is tried again by the reconcile job, and one that went out is
 * never sent twice. False when there was nothing to send.
 */
export async function sendReceipt(
  em: EntityManager,
  mailer: Mailer,
  orderId: string,
  siteUrl: string,
): Promise<boolean> {
  return sendOnce(
    em,
    mailer,
    (tx) => claimReceipt(tx, orderId),
    (row) => receiptMail(row, siteUrl),
  );
}

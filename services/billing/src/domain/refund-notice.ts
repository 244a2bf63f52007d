import { formatDate, formatRupiah } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import type { Mail, Mailer } from '@undangin/service-kit/mail';
import { escapeHtml, sendOnce } from './mail-once';
import { claimRefundNotice, type RefundNoticeRow } from '../repositories/orders';

/** What the plan does after a refund, in the host's words. */
function planAfter(row: RefundNoticeRow): string {
  if (!row.plan_running)
    return `Paket ${row.plan_name} di akun Anda telah berakhir; batas paket Gratis berlaku kembali.`;
  if (!row.plan_end) return `Paket ${row.plan_name} tetap aktif.`;
  return `Masa aktif paket ${row.plan_name} disesuaikan dan kini berakhir ${formatDate(row.plan_end)} (WIB).`;
}

/** The host is told of a refund or chargeback in Indonesian: how much went back, and what it did to their plan. */
export function refundNoticeMail(row: RefundNoticeRow, siteUrl: string): Mail {
  const full = row.refunded_amount >= row.amount;
  const greeting = row.name ? `Halo ${row.name},` : 'Halo,';
  const lines = [
    `Dana pesanan ${row.order_id} telah dikembalikan ${full ? 'seluruhnya' : 'sebagian'}: ${formatRupiah(row.refunded_amount)} dari ${formatRupiah(row.amount)}.`,
    planAfter(row),
  ];
  const link = `${siteUrl}/app/subscription`;
  return {
    to: row.email,
    subject: `Pengembalian dana pesanan Undangin ${row.order_id}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\nLihat langganan Anda: ${link}`,
    html: `<!doctype html><html lang="id"><body style="font-family:sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#db2777">Undangin</h1><h2 style="font-size:18px">Pengembalian Dana</h2>
<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#db2777;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Lihat Langganan</a></p>
</body></html>`,
  };
}

/** Tells the host of the order's latest refund once; a mail that fails is tried again by the reconcile job. */
export async function sendRefundNotice(
  em: EntityManager,
  mailer: Mailer,
  orderId: string,
  siteUrl: string,
): Promise<boolean> {
  return sendOnce(
    em,
    mailer,
    (tx) => claimRefundNotice(tx, orderId),
    (row) => refundNoticeMail(row, siteUrl),
  );
}

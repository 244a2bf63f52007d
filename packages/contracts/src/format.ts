const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** IDR without decimals; 0 is 'Gratis' (spec 000 §9). */
export function formatRupiah(amount: number, { zeroAsFree = false } = {}): string {
  if (zeroAsFree && amount === 0) return 'Gratis';
  return rupiahFormat.format(amount).replace(/\u00a0/g, ' ');
}

const longDate = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** Indonesian long date, e.g. 'Sabtu, 12 Desember 2026'. Accepts a Date or a yyyy-mm-dd string. */
export function formatLongDate(value: Date | string): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+07:00`) : new Date(value);
  return longDate.format(date);
}

/** View counts above 1000 as K with one decimal (spec 000 §9). */
export function formatViews(views: number): string {
  return views > 1000 ? `${(views / 1000).toFixed(1)}K` : String(views);
}

const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** IDR without decimals; 0 is 'Gratis'. */
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

// A bare yyyy-mm-dd is a calendar day in Jakarta, not midnight UTC.
const toDate = (value: Date | string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);

/** Indonesian long date, e.g. 'Sabtu, 12 Desember 2026'. Accepts a Date or a yyyy-mm-dd string. */
export function formatLongDate(value: Date | string): string {
  return longDate.format(toDate(value));
}

const dayDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** Indonesian date without the weekday, e.g. '2 Oktober 2026' (blog dates, promo end dates). */
export function formatDate(value: Date | string): string {
  return dayDate.format(toDate(value));
}

const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** Indonesian date and time in Jakarta, e.g. '26 Nov 2026, 19.05' (check-ins, wishes, links). */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

/** A file size as the Media Library writes it: 12,3 MB, 2,1 GB, 840 KB (Indonesian decimal comma). */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
  ];
  for (const [size, unit] of units)
    if (bytes >= size) return `${(bytes / size).toFixed(1).replace('.', ',').replace(/,0$/, '')} ${unit}`;
  return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))} KB`;
}

/** View counts above 1000 as K with one decimal (1.2K). */
export function formatViews(views: number): string {
  return views > 1000 ? `${(views / 1000).toFixed(1)}K` : String(views);
}

/**
 * An invitation's title and description for the document and link previews: seo_title and seo_description win,
 * else the couple and 'Undangan {couple} · {date}, Pukul {time} {zone} · {location}' (WIB unless the zone is given).
 */
export function describeInvitation(inv: {
  couple_name: string;
  event_date: string;
  event_time: string | null;
  time_zone?: string;
  location: string | null;
  seo_title: string | null;
  seo_description: string | null;
}): { title: string; description: string } {
  const when = [
    formatLongDate(inv.event_date),
    inv.event_time ? `Pukul ${inv.event_time} ${inv.time_zone ?? 'WIB'}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    title: inv.seo_title || inv.couple_name,
    description: inv.seo_description || [`Undangan ${inv.couple_name}`, when, inv.location].filter(Boolean).join(' · '),
  };
}

const coverTitles: Record<string, string> = {
  wedding: 'Undangan Pernikahan',
  birthday: 'Undangan Ulang Tahun',
  corporate: 'Undangan Acara',
  graduation: 'Undangan Wisuda',
  anniversary: 'Undangan Hari Jadi',
};

/** The small line above the names on an invitation's cover, by the invitation's category. */
export const coverTitle = (category: string): string => coverTitles[category] ?? 'Undangan';

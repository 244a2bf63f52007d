import { formatDateTime, type Analytics } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Card, LoadFailed, Skeleton, StatCard, StatGrid } from '@undangin/ui';
import { useGetAnalyticsQuery } from '../../../api/analytics';
import styles from './analytics.module.css';

const rateColour = (rate: number) => (rate >= 80 ? '#16a34a' : rate >= 60 ? '#d97706' : '#dc2626');
const day = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** Empty stats (what a failed analytics load shows): zeros over the last 7 days in Jakarta. */
function emptyAnalytics(): Analytics {
  const today = Date.parse(`${new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' })}T00:00:00Z`);
  const trend = Array.from({ length: 7 }, (_, i) => ({
    day: new Date(today - (6 - i) * 86_400_000).toISOString().slice(0, 10),
    rsvps: 0,
  }));
  const totals = {
    invitations: 0,
    guests: 0,
    views: 0,
    confirmed: 0,
    declined: 0,
    pending: 0,
    sent: 0,
    opened: 0,
    opened_answered: 0,
    checked_in: 0,
    people_checked_in: 0,
  };
  return {
    totals,
    response_rate: 0,
    conversion_rate: 0,
    avg_response_hours: null,
    trend,
    per_invitation: [],
    recent: [],
  };
}

/** The tiles: key (stable for tests), name, value and what it counts. A name means the same number on every screen. */
function figures(data: Analytics, avgDays: string): Array<[string, string, string | number, string]> {
  const { totals } = data;
  return [
    ['invitations', 'Undangan', totals.invitations, 'Undangan yang Anda buat'],
    ['guests', 'Tamu', totals.guests, 'Tamu undangan di daftar Anda'],
    ['views', 'Kunjungan', totals.views, 'Pengunjung halaman undangan, satu per orang per hari'],
    ['confirmed', 'Akan hadir', totals.confirmed, 'Tamu yang menjawab akan hadir'],
    ['declined', 'Tidak hadir', totals.declined, 'Tamu yang menjawab tidak dapat hadir'],
    ['pending', 'Belum menjawab', totals.pending, 'Tamu yang belum mengisi RSVP'],
    ['response', 'Respons', `${data.response_rate}%`, 'Tamu yang sudah menjawab RSVP, dari semua tamu'],
    [
      'conversion',
      'Menjawab setelah membuka',
      `${data.conversion_rate}%`,
      `${totals.opened_answered} dari ${totals.opened} tamu yang membuka link pribadinya sudah menjawab`,
    ],
    ['response-time', 'Rata-rata waktu respons', avgDays, 'Dari link dikirim sampai tamu menjawab'],
    [
      'checked-in',
      'Datang (check-in)',
      `${totals.checked_in} (${totals.people_checked_in} orang)`,
      'Tamu yang check-in di lokasi, termasuk tamu dadakan',
    ],
  ];
}

/** /app/dashboard/analytics: every number from real rows. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { data: loaded, isLoading, isError, isFetching, refetch } = useGetAnalyticsQuery();
  if (isLoading) return <Skeleton label="Memuat analytics..." lines={6} />;
  const data = loaded ?? emptyAnalytics();
  const { totals } = data;
  // Each step is a count of guests; 'Datang' is who checked in at the door, beside the answers' 'Akan hadir'.
  const funnel = [
    ['Terkirim', 'sent', totals.sent],
    ['Dibuka', 'opened', totals.opened],
    ['Dijawab', 'answered', totals.confirmed + totals.declined],
    ['Datang (check-in)', 'checked-in', totals.checked_in],
  ] as const;
  const top = Math.max(1, ...funnel.map(([, , n]) => n));
  const peak = Math.max(1, ...data.trend.map((d) => d.rsvps));
  const avgDays = data.avg_response_hours === null ? '-' : `${(data.avg_response_hours / 24).toFixed(1)} hari`;

  return (
    <div className={styles.page}>
      <h1>Analytics</h1>
      {isError || !loaded ? (
        <LoadFailed
          text="Analytics belum dapat dimuat; angka di bawah kosong sampai berhasil dimuat."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      <StatGrid label="Ringkasan analytics">
        {figures(data, avgDays).map(([key, label, value, hint]) => (
          <StatCard key={key} label={label} value={value} hint={hint} testId={`analytics-${key}`} />
        ))}
      </StatGrid>
      <p className={styles.note}>
        Tamu dadakan (walk-in) tidak termasuk tamu undangan; mereka dihitung di check-in saja.
      </p>
      <Card titleId="funnel-title" title="Funnel">
        <ul className={styles.funnel}>
          {funnel.map(([label, key, n]) => (
            <li key={key}>
              <span>{label}</span>
              <span className={styles.bar} style={{ width: `${(n / top) * 100}%` }} />
              <strong data-testid={`funnel-${key}`}>{n}</strong>
            </li>
          ))}
        </ul>
      </Card>
      <Card titleId="trend-title" title="RSVP 7 Hari Terakhir">
        <svg
          viewBox="0 0 700 180"
          className={styles.chart}
          role="img"
          aria-label={data.trend.map((d) => `${d.day}: ${d.rsvps}`).join(', ')}
        >
          {data.trend.map((d, i) => {
            const h = (d.rsvps / peak) * 130;
            return (
              <g key={d.day} transform={`translate(${i * 100 + 20}, 0)`}>
                <rect x="10" y={150 - h} width="60" height={h} rx="6" fill="#c2456b" />
                <text x="40" y={145 - h} textAnchor="middle" fontSize="14">
                  {d.rsvps}
                </text>
                <text x="40" y="172" textAnchor="middle" fontSize="14" fill="#5f6b7a">
                  {day.format(new Date(`${d.day}T00:00:00Z`))}
                </text>
              </g>
            );
          })}
        </svg>
      </Card>
      <Card titleId="per-title" title="Per Undangan">
        {data.per_invitation.length ? (
          <div className={styles.scroll} role="region" aria-label="Tabel per undangan" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Undangan</th>
                  <th>Tamu</th>
                  <th>Kunjungan</th>
                  <th>Akan hadir</th>
                  <th>Tidak hadir</th>
                  <th>Belum menjawab</th>
                  <th>Respons</th>
                </tr>
              </thead>
              <tbody>
                {data.per_invitation.map((row) => (
                  <tr key={row.id} data-testid="analytics-invitation">
                    <td>
                      <span className={styles.swatch} style={{ background: row.colour }} aria-hidden="true" />{' '}
                      {row.couple_name}
                    </td>
                    <td>{row.guests}</td>
                    <td>{row.views}</td>
                    <td>{row.confirmed}</td>
                    <td>{row.declined}</td>
                    <td>{row.pending}</td>
                    <td>
                      <span className={styles.rate}>
                        <span className={styles.rateBar} style={{ width: `${row.rate}%`, background: row.colour }} />
                      </span>
                      <strong style={{ color: rateColour(row.rate) }}>{row.rate}%</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.note}>Belum ada undangan.</p>
        )}
      </Card>
      <Card titleId="recent-title" title="Aktivitas Terbaru">
        {data.recent.length ? (
          <ul className={styles.recent}>
            {data.recent.map((item) => (
              <li key={`${item.kind}-${item.title}-${item.at}`}>
                <strong>{item.title}</strong> <span>{item.detail}</span>{' '}
                <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>Belum ada aktivitas.</p>
        )}
      </Card>
    </div>
  );
}

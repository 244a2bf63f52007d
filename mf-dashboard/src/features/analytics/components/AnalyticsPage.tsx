import { formatDateTime, type Analytics } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Button, Spinner } from '@undangin/ui';
import { useGetAnalyticsQuery } from '../../../lib/analytics';
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

/** /app/dashboard/analytics: every number from real rows. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { data: loaded, isLoading, isError, isFetching, refetch } = useGetAnalyticsQuery();
  if (isLoading) return <Spinner label="Memuat analytics..." />;
  const data = loaded ?? emptyAnalytics();
  const { totals } = data;
  const funnel = [
    ['Terkirim', totals.sent],
    ['Dibuka', totals.opened],
    ['Dijawab', totals.confirmed + totals.declined],
    ['Hadir', totals.checked_in],
  ] as const;
  const top = Math.max(1, ...funnel.map(([, n]) => n));
  const peak = Math.max(1, ...data.trend.map((d) => d.rsvps));
  const avgDays = data.avg_response_hours === null ? '-' : `${(data.avg_response_hours / 24).toFixed(1)} hari`;

  return (
    <div className={styles.page}>
      <h1>Analytics</h1>
      {isError || !loaded ? (
        <Alert tone="error">
          <span>Analytics belum dapat dimuat; angka di bawah kosong sampai berhasil dimuat. </span>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            Coba Lagi
          </Button>
        </Alert>
      ) : null}
      <dl className={styles.tiles}>
        {[
          ['Undangan', totals.invitations],
          ['Tamu', totals.guests],
          ['Kunjungan', totals.views],
          ['Akan hadir', totals.confirmed],
          ['Tidak hadir', totals.declined],
          ['Belum menjawab', totals.pending],
          ['Tingkat respons', `${data.response_rate}%`],
          ['Konversi (RSVP/kunjungan)', `${data.conversion_rate}%`],
          ['Rata-rata waktu respons', avgDays],
          ['Check-in', `${totals.checked_in} (${totals.people_checked_in} orang)`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`analytics-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Tingkat respons: tamu yang sudah menjawab RSVP (hadir atau tidak hadir) dari semua tamu undangan. Konversi: RSVP
        yang masuk per 100 kunjungan halaman undangan. Tamu dadakan (walk-in) dihitung di check-in saja.
      </p>
      <section className={styles.card} aria-labelledby="funnel-title">
        <h2 id="funnel-title">Funnel</h2>
        <ul className={styles.funnel}>
          {funnel.map(([label, n]) => (
            <li key={label}>
              <span>{label}</span>
              <span className={styles.bar} style={{ width: `${(n / top) * 100}%` }} />
              <strong data-testid={`funnel-${label}`}>{n}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="trend-title">
        <h2 id="trend-title">RSVP 7 Hari Terakhir</h2>
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
                <text x="40" y="172" textAnchor="middle" fontSize="13" fill="#5f6b7a">
                  {day.format(new Date(`${d.day}T00:00:00Z`))}
                </text>
              </g>
            );
          })}
        </svg>
      </section>
      <section className={styles.card} aria-labelledby="per-title">
        <h2 id="per-title">Per Undangan</h2>
        {data.per_invitation.length ? (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Undangan</th>
                  <th>Tamu</th>
                  <th>Kunjungan</th>
                  <th>Hadir</th>
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
      </section>
      <section className={styles.card} aria-labelledby="recent-title">
        <h2 id="recent-title">Aktivitas Terbaru</h2>
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
      </section>
    </div>
  );
}

import { entitlementMessages, entitlementInfo, formatDateTime, getHref, type Analytics } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Card, LoadFailed, Skeleton, StatCard, StatGrid } from '@undangin/ui';
import { PlanLock } from '../../../components/PlanLock';
import { AdvancedCards } from './AdvancedCards';
import { SessionCards } from './SessionCards';
import { useGetAnalyticsQuery } from '../../../api/analytics';
import styles from './analytics.module.css';

// Dark enough to read on white (WCAG AA, 4.5:1): green 5.0, amber 5.0, red 6.5.
const rateColour = (rate: number) => (rate >= 80 ? '#15803d' : rate >= 60 ? '#b45309' : '#b91c1c');

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
    checked_in: 0,
    people_checked_in: 0,
  };
  return {
    totals,
    response_rate: 0,
    advanced: { sent: 0, opened: 0, opened_answered: 0, conversion_rate: 0, avg_response_hours: null, trend },
    locked: null,
    per_invitation: [],
    recent: [],
  };
}

/** The tiles: key (stable for tests), name, value and what it counts. A name means the same number on every screen. */
function figures(data: Analytics): Array<[string, string, string | number, string]> {
  const { totals } = data;
  const basic: Array<[string, string, string | number, string]> = [
    ['invitations', 'Undangan', totals.invitations, 'Undangan yang Anda buat'],
    ['guests', 'Tamu', totals.guests, 'Tamu undangan di daftar Anda'],
    ['views', 'Kunjungan', totals.views, 'Pengunjung halaman undangan, satu per orang per hari'],
    ['confirmed', 'Akan hadir', totals.confirmed, 'Tamu yang menjawab akan hadir'],
    ['declined', 'Tidak hadir', totals.declined, 'Tamu yang menjawab tidak dapat hadir'],
    ['pending', 'Belum menjawab', totals.pending, 'Tamu yang belum mengisi RSVP'],
    ['response', 'Respons', `${data.response_rate}%`, 'Tamu yang sudah menjawab RSVP, dari semua tamu'],
    [
      'checked-in',
      'Datang (check-in)',
      `${totals.checked_in} (${totals.people_checked_in} orang)`,
      'Tamu yang check-in di lokasi, termasuk tamu dadakan',
    ],
  ];
  const advanced = data.advanced;
  if (!advanced) return basic;
  const avgDays = advanced.avg_response_hours === null ? '-' : `${(advanced.avg_response_hours / 24).toFixed(1)} hari`;
  return [
    ...basic,
    [
      'conversion',
      'Menjawab setelah membuka',
      `${advanced.conversion_rate}%`,
      `${advanced.opened_answered} dari ${advanced.opened} tamu yang membuka link pribadinya sudah menjawab`,
    ],
    ['response-time', 'Rata-rata waktu respons', avgDays, 'Dari link dikirim sampai tamu menjawab'],
  ];
}

/** /app/dashboard/analytics: every number from real rows. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { data: loaded, isLoading, isError, isFetching, refetch } = useGetAnalyticsQuery();
  if (isLoading) return <Skeleton label="Memuat analytics..." lines={6} />;
  const data = loaded ?? emptyAnalytics();
  const { totals, advanced, locked } = data;

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
        {figures(data).map(([key, label, value, hint]) => (
          <StatCard key={key} label={label} value={value} hint={hint} testId={`analytics-${key}`} />
        ))}
      </StatGrid>
      <p className={styles.note}>
        Tamu dadakan (walk-in) tidak termasuk tamu undangan; mereka dihitung di check-in saja.
      </p>
      {advanced ? (
        <AdvancedCards
          advanced={advanced}
          answered={totals.confirmed + totals.declined}
          checkedIn={totals.checked_in}
        />
      ) : locked ? (
        <PlanLock
          testId="lock-analytics_advanced"
          title={entitlementInfo.analytics_advanced.name}
          action={locked.plan_name ? entitlementMessages.upgrade(locked.plan_name) : null}
          href={locked.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(locked.plan_id)}` : null}
        >
          {entitlementMessages.analyticsLocked(locked.plan_name ?? '')}
        </PlanLock>
      ) : null}
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
      <SessionCards invitations={data.per_invitation} />
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

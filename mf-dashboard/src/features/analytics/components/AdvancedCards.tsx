import type { AdvancedAnalytics } from '@undangin/contracts';
import { Card } from '@undangin/ui';
import styles from './analytics.module.css';

const day = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** The advanced cards (analytics_advanced): the per-guest funnel and the answers of the last 7 days. */
export function AdvancedCards({
  advanced,
  answered,
  checkedIn,
}: {
  advanced: AdvancedAnalytics;
  answered: number;
  checkedIn: number;
}) {
  // Each step is a count of guests; 'Datang' is who checked in at the door, beside the answers' 'Akan hadir'.
  const funnel = [
    ['Terkirim', 'sent', advanced.sent],
    ['Dibuka', 'opened', advanced.opened],
    ['Dijawab', 'answered', answered],
    ['Datang (check-in)', 'checked-in', checkedIn],
  ] as const;
  const top = Math.max(1, ...funnel.map(([, , n]) => n));
  const peak = Math.max(1, ...advanced.trend.map((d) => d.rsvps));
  return (
    <>
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
          aria-label={advanced.trend.map((d) => `${d.day}: ${d.rsvps}`).join(', ')}
        >
          {advanced.trend.map((d, i) => {
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
    </>
  );
}

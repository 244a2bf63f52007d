import { useId } from 'react';
import { formatDate, type OverviewDay } from '@undangin/contracts';
import styles from './overview.module.css';

const width = 600;
const height = 160;
const gap = 2;

/** Sign-ups and new invitations per day as paired bars; the same figures are in a table for screen readers. */
export function DaysChart({ days }: { days: OverviewDay[] }) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((day) => Math.max(day.signups, day.invitations)));
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(1, slot / 2 - gap);
  const barHeight = (value: number) => (value / max) * (height - 4);
  const total = (key: 'signups' | 'invitations') => days.reduce((sum, day) => sum + day[key], 0);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} preserveAspectRatio="none">
        <title id={titleId}>
          Pendaftaran dan undangan baru per hari, 30 hari terakhir: {total('signups')} pendaftaran,{' '}
          {total('invitations')} undangan
        </title>
        {days.map((day, index) => (
          <g key={day.day}>
            <rect
              className={styles.signups}
              x={index * slot + gap}
              y={height - barHeight(day.signups)}
              width={bar}
              height={barHeight(day.signups)}
            />
            <rect
              className={styles.invitations}
              x={index * slot + gap + bar}
              y={height - barHeight(day.invitations)}
              width={bar}
              height={barHeight(day.invitations)}
            />
          </g>
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <i className={styles.signupsKey} aria-hidden="true" /> Pendaftaran
        </span>
        <span>
          <i className={styles.invitationsKey} aria-hidden="true" /> Undangan baru
        </span>
        <span className={styles.range}>
          {days[0] ? formatDate(days[0].day) : ''} – {days.at(-1) ? formatDate(days.at(-1)!.day) : ''}
        </span>
      </figcaption>
      <details className={styles.table}>
        <summary>Lihat angka per hari</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Tanggal</th>
              <th scope="col">Pendaftaran</th>
              <th scope="col">Undangan baru</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDate(day.day)}</th>
                <td>{day.signups}</td>
                <td>{day.invitations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

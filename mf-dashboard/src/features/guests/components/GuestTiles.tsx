import { messages, type GuestStats } from '@undangin/contracts';
import styles from './guests.module.css';

/** The list's figures, above the list. */
export function GuestTiles({ stats }: { stats: GuestStats }) {
  return (
    <dl className={styles.tiles}>
      {[
        // The guests on the list take the plan's places and answer (Hadir + Tidak hadir + Menunggu = Total tamu);
        // walk-ins count at the door and answers from names not on the list wait apart until approved.
        ['Total tamu', `${stats.listed}${stats.limit === -1 ? '' : ` / ${stats.limit}`}`],
        ...(stats.walk_ins ? [['Datang langsung', stats.walk_ins]] : []),
        ...(stats.unlisted ? [[messages.guests.unlistedLabel, stats.unlisted]] : []),
        ['Terkirim', stats.sent],
        ['Dibuka', stats.opened],
        ['Hadir', stats.confirmed],
        ['Tidak hadir', stats.declined],
        ['Menunggu', stats.pending],
        ['Check-in', `${stats.checked_in} (${stats.people_checked_in} orang)`],
      ].map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={`tile-${label}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useSessionFiguresQuery } from '../../../api/sessions';
import styles from './guests.module.css';

/** 'Per Sesi': for an invitation of several sessions, who of the invited opened, answered, comes and came, per session. */
export function SessionFiguresTable({ invitationId }: { invitationId: string }) {
  const { data: figures = [] } = useSessionFiguresQuery(invitationId, { pollingInterval: 30_000 });
  if (figures.length < 2) return null;
  return (
    <section aria-labelledby="per-session-title" className={styles.perSession}>
      <h2 id="per-session-title">Per Sesi</h2>
      <div className={styles.scroll}>
        <table className={styles.figures}>
          <thead>
            <tr>
              <th>Sesi</th>
              <th>Diundang</th>
              <th>Dibuka</th>
              <th>Menjawab</th>
              <th>Akan hadir</th>
              <th>Orang</th>
              <th>Check-in</th>
              <th>Orang datang</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((row) => (
              <tr key={row.id} data-testid="session-figures">
                <th scope="row">{row.name}</th>
                <td>{row.invited}</td>
                <td>{row.opened}</td>
                <td>{row.answered}</td>
                <td>{row.coming}</td>
                <td>{row.people}</td>
                <td>{row.checked_in}</td>
                <td>{row.people_checked_in}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

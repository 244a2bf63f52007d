import { useSessionFiguresQuery } from '../../../api/sessions';
import { SessionFiguresTable as FiguresTable } from '../../../components/SessionFiguresTable';
import styles from './guests.module.css';

/** 'Per Sesi': for an invitation of several sessions, who of the invited opened, answered, comes and came, per session. */
export function SessionFiguresTable({ invitationId }: { invitationId: string }) {
  const { data: figures = [] } = useSessionFiguresQuery(invitationId, { pollingInterval: 30_000 });
  if (figures.length < 2) return null;
  return (
    <section aria-labelledby="per-session-title" className={styles.perSession}>
      <h2 id="per-session-title">Per Sesi</h2>
      <div className={styles.scroll}>
        <FiguresTable figures={figures} className={styles.figures} rowTestId="session-figures" />
      </div>
    </section>
  );
}

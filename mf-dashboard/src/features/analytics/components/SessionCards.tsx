import type { InvitationStats } from '@undangin/contracts';
import { Card } from '@undangin/ui';
import styles from './analytics.module.css';

/** 'Per Sesi': for each invitation of several sessions, each session's invited, opened, answered, coming and came. */
export function SessionCards({ invitations }: { invitations: readonly InvitationStats[] }) {
  return invitations
    .filter((invitation) => invitation.sessions.length > 1)
    .map((invitation) => (
      <Card
        key={invitation.id}
        titleId={`sessions-${invitation.id}`}
        title={`Per Sesi · ${invitation.couple_name}`}
        data-testid="analytics-sessions"
      >
        <div className={styles.scroll} role="region" aria-label={`Per sesi ${invitation.couple_name}`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Sesi</th>
                <th>Diundang</th>
                <th>Dibuka</th>
                <th>Menjawab</th>
                <th>Akan hadir</th>
                <th>Check-in</th>
              </tr>
            </thead>
            <tbody>
              {invitation.sessions.map((session) => (
                <tr key={session.id} data-testid="analytics-session">
                  <th scope="row">{session.name}</th>
                  <td>{session.invited}</td>
                  <td>{session.opened}</td>
                  <td>{session.answered}</td>
                  <td>{`${session.coming} (${session.people} orang)`}</td>
                  <td>{`${session.checked_in} (${session.people_checked_in} orang)`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    ));
}

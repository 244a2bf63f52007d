import type { InvitationStats } from '@undangin/contracts';
import { Card } from '@undangin/ui';
import { SessionFiguresTable } from '../../../components/SessionFiguresTable';
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
          <SessionFiguresTable figures={invitation.sessions} className={styles.table} rowTestId="analytics-session" />
        </div>
      </Card>
    ));
}

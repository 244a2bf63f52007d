import type { InvitationDetail } from '@undangin/contracts';
import { LeaveInvitation } from '../../../components/LeaveInvitation';
import { CoHostsPanel } from './CoHostsPanel';
import { PrivacyPanel } from './PrivacyPanel';
import styles from './sharing.module.css';

/**
 * The editor's 'Berbagi & Privasi' tab: who may open the page (owner and editors), then who manages it: the owner
 * manages co-hosts, a co-host may leave.
 */
export function SharingPanel({ invitation }: { invitation: InvitationDetail }) {
  return (
    <div className={styles.stack}>
      <PrivacyPanel invitation={invitation} />
      {invitation.role === 'owner' ? (
        <CoHostsPanel invitationId={invitation.id} />
      ) : (
        <LeaveInvitation invitationId={invitation.id} title={invitation.couple_name} role={invitation.role} />
      )}
    </div>
  );
}

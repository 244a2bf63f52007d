import { coHostUiMessages, getHref, invitationRoleLabels, type InvitationSummary } from '@undangin/contracts';
import { Badge } from '@undangin/ui';
import styles from './shared-invitation.module.css';

type Shared = Pick<InvitationSummary, 'id' | 'role' | 'owner_name'>;

/** On an invitation shared with the host: whose it is and their role on it. Nothing on the host's own. */
export function SharedBadge({ invitation }: { invitation: Shared }) {
  if (invitation.role === 'owner') return null;
  return (
    <Badge tone="primary" className={styles.badge} data-testid="shared-badge">
      {coHostUiMessages.sharedBy(invitation.owner_name ?? invitationRoleLabels.owner, invitation.role)}
    </Badge>
  );
}

/** Where an invitation opens: a receptionist has the check-in desk alone, everyone else the editor. */
export const openHref = (invitation: Shared) =>
  invitation.role === 'receptionist'
    ? getHref('checkinDesk', { invitationId: invitation.id })
    : getHref('editCard', { id: invitation.id });

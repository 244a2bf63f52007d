import { coHostUiMessages } from '@undangin/contracts';
import { EditCardPage, type EditorTab } from '../features/edit-card/components/EditCardPage';
import { ActivityPanel } from '../features/sharing/components/ActivityPanel';
import { SharingPanel } from '../features/sharing/components/SharingPanel';

// Features never import each other: the editor takes the sharing feature's panels as tabs, handed in here.
const tabs: readonly EditorTab[] = [
  {
    key: 'sharing',
    label: coHostUiMessages.sharingTab,
    render: (invitation) => <SharingPanel invitation={invitation} />,
  },
  {
    key: 'activity',
    label: coHostUiMessages.activityTab,
    render: (invitation) => <ActivityPanel invitationId={invitation.id} />,
  },
];

/** /app/edit-card/{id}: the invitation's content, its sharing and privacy, and its activity log. */
export function InvitationEditor() {
  return <EditCardPage tabs={tabs} />;
}

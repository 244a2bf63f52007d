import { adminUserMessages as text, type AdminUser } from '@undangin/contracts';
import { Button } from '@undangin/ui';
import { useDisableUserMutation } from '../api/disable-user';
import { useEnableUserMutation } from '../api/enable-user';
import { useGrantAdminMutation } from '../api/grant-admin-user';
import { useRevokeAdminMutation } from '../api/revoke-admin-user';
import styles from '../../../components/admin-list.module.css';
import { refusalText } from '../../../components/refusal-text';

export type ActionOutcome = { tone: 'success' | 'error'; text: string };

/** An account's buttons, each asking first; the admin's own row has no way to lock themself out. */
export function UserActions({
  user,
  isSelf,
  onDone,
}: {
  user: AdminUser;
  isSelf: boolean;
  onDone: (outcome: ActionOutcome) => void;
}) {
  const [disable, disabling] = useDisableUserMutation();
  const [enable, enabling] = useEnableUserMutation();
  const [grant, granting] = useGrantAdminMutation();
  const [revoke, revoking] = useRevokeAdminMutation();
  const busy = disabling.isLoading || enabling.isLoading || granting.isLoading || revoking.isLoading;
  const who = user.name ? `${user.name} (${user.email})` : user.email;

  async function run(question: string, action: (id: string) => { unwrap: () => Promise<unknown> }, success: string) {
    if (!window.confirm(question)) return;
    try {
      await action(user.id).unwrap();
      onDone({ tone: 'success', text: success });
    } catch (error) {
      onDone({ tone: 'error', text: refusalText(error, text.actionFailed) });
    }
  }

  return (
    <div className={styles.actions}>
      {user.role === 'admin' ? (
        isSelf ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(text.confirmRevoke(who), revoke, text.revoked)}
          >
            Cabut Admin
          </Button>
        )
      ) : (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(text.confirmGrant(who), grant, text.granted)}
        >
          Jadikan Admin
        </Button>
      )}
      {user.status === 'disabled' ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(text.confirmEnable(who), enable, text.enabled)}
        >
          Aktifkan
        </Button>
      ) : isSelf ? null : (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(text.confirmDisable(who), disable, text.disabled)}
        >
          Nonaktifkan
        </Button>
      )}
    </div>
  );
}

import { useState } from 'react';
import { adminUserMessages as text, type AdminInvitation } from '@undangin/contracts';
import { Button, TextAreaField } from '@undangin/ui';
import styles from '../../../components/admin-list.module.css';
import { refusalText } from '../../../components/refusal-text';
import { useDeactivateAdminInvitationMutation } from '../api/deactivate-invitation';
import { useReactivateAdminInvitationMutation } from '../api/reactivate-invitation';

export type ActionOutcome = { tone: 'success' | 'error'; text: string };

/** Deactivate with a reason its owner will read, or reactivate after a confirmation. */
export function InvitationActions({
  invitation,
  onDone,
}: {
  invitation: AdminInvitation;
  onDone: (outcome: ActionOutcome) => void;
}) {
  const [deactivate, deactivating] = useDeactivateAdminInvitationMutation();
  const [reactivate, reactivating] = useReactivateAdminInvitationMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = deactivating.isLoading || reactivating.isLoading;

  async function settle(call: () => Promise<unknown>, success: string) {
    try {
      await call();
      onDone({ tone: 'success', text: success });
      setAsking(false);
      setReason('');
    } catch (error) {
      onDone({ tone: 'error', text: refusalText(error, text.actionFailed) });
    }
  }

  if (invitation.admin_disabled_at) {
    return (
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            if (window.confirm(text.confirmReactivate(invitation.couple_name)))
              void settle(() => reactivate(invitation.id).unwrap(), text.reactivated);
          }}
        >
          Aktifkan
        </Button>
      </div>
    );
  }
  if (!asking) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Nonaktifkan
        </Button>
      </div>
    );
  }
  const fieldId = `alasan-${invitation.id}`;
  return (
    <form
      className={styles.reason}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (trimmed.length < 3) return setReasonError(text.reasonRequired);
        setReasonError(null);
        void settle(() => deactivate({ id: invitation.id, reason: trimmed }).unwrap(), text.deactivated);
      }}
    >
      <TextAreaField
        label="Alasan penonaktifan (dibaca pemilik undangan)"
        id={fieldId}
        rows={2}
        value={reason}
        maxLength={500}
        aria-invalid={reasonError ? true : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {reasonError ? (
        <span role="alert" className={styles.muted}>
          {reasonError}
        </span>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {busy ? 'Menyimpan...' : 'Nonaktifkan'}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          Batal
        </Button>
      </div>
    </form>
  );
}

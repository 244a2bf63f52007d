import { useState } from 'react';
import { messages, type Guest } from '@undangin/contracts';
import { Button } from '@undangin/ui';
import { useApproveGuestsMutation, useDeleteGuestsMutation } from '../../../api/guests';
import { useListSessionsQuery } from '../../../api/sessions';
import { SessionInviteDialog } from './SessionInviteDialog';
import { errorText } from '@undangin/platform/upload';

interface Props {
  invitationId: string;
  chosen: Guest[];
  /** After a bulk action: what to tell the host, and the guests approved (now listed) or deleted. */
  onDone(result: { text: string; approved?: string[]; deleted?: string[] }): void;
  onError(text: string): void;
}

/**
 * Bulk actions on the chosen guests: approve the answers from names not on the list ('Setujui', within the plan,
 * all or none), choose their sessions ('Atur Sesi', with several sessions) and delete ('Hapus').
 */
export function BulkActions({ invitationId, chosen, onDone, onError }: Props) {
  const [approve] = useApproveGuestsMutation();
  const [remove] = useDeleteGuestsMutation();
  const [busy, setBusy] = useState(false);
  // An invitation of several sessions: who is invited to which.
  const { data: sessions = [] } = useListSessionsQuery(invitationId);
  const [assigning, setAssigning] = useState(false);
  const [byGroup, setByGroup] = useState(false);
  const unlisted = chosen.filter((guest) => guest.unlisted).map((guest) => guest.id);
  const several = sessions.length > 1;
  const groupDialog = byGroup ? (
    <SessionInviteDialog
      invitationId={invitationId}
      sessions={sessions}
      chosen={[]}
      onClose={() => setByGroup(false)}
      onDone={(text) => {
        setByGroup(false);
        onDone({ text });
      }}
    />
  ) : null;
  const groupButton = several ? (
    <Button variant="secondary" onClick={() => setByGroup(true)}>
      Sesi per Grup
    </Button>
  ) : null;
  if (!chosen.length)
    return (
      <>
        {groupButton}
        {groupDialog}
      </>
    );

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  const approveChosen = () =>
    run(async () => {
      try {
        const { approved } = await approve({ invitationId, ids: unlisted }).unwrap();
        onDone({ text: messages.guests.approved(approved), approved: unlisted });
      } catch (err) {
        onError(errorText(err, messages.guests.approveFailed));
      }
    });
  const deleteChosen = () =>
    run(async () => {
      if (!window.confirm(messages.guests.deleteConfirm(chosen.length))) return;
      const ids = chosen.map((guest) => guest.id);
      try {
        const { deleted } = await remove({ invitationId, ids }).unwrap();
        onDone({ text: messages.guests.deleted(deleted), deleted: ids });
      } catch (err) {
        onError(errorText(err, messages.guests.deleteFailed));
      }
    });

  return (
    <>
      {unlisted.length ? (
        <Button
          variant="secondary"
          disabled={busy}
          title={messages.guests.unlistedHint}
          onClick={() => void approveChosen()}
        >
          Setujui ({unlisted.length})
        </Button>
      ) : null}
      {several ? (
        <Button variant="secondary" onClick={() => setAssigning(true)}>
          Atur Sesi ({chosen.length})
        </Button>
      ) : null}
      {groupButton}
      <Button variant="danger" loading={busy} onClick={() => void deleteChosen()}>
        Hapus ({chosen.length})
      </Button>
      {assigning ? (
        <SessionInviteDialog
          invitationId={invitationId}
          sessions={sessions}
          chosen={chosen}
          onClose={() => setAssigning(false)}
          onDone={(text) => {
            setAssigning(false);
            onDone({ text });
          }}
        />
      ) : null}
      {groupDialog}
    </>
  );
}

import { useState } from 'react';
import { sessionHours, type Guest, type Session } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, CheckboxField, Dialog, SelectField } from '@undangin/ui';
import { useGuestGroupsQuery, useInviteToSessionsMutation } from '../../../api/sessions';

/**
 * 'Atur Sesi': which sessions the chosen guests (or, without chosen guests, a whole group of the list such as
 * 'Keluarga') are invited to: every session, or some. Their personal links then show and answer only those.
 */
export function SessionInviteDialog({
  invitationId,
  sessions,
  chosen,
  onClose,
  onDone,
}: {
  invitationId: string;
  sessions: readonly Session[];
  /** Empty: the host picks a group instead. */
  chosen: readonly Guest[];
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [invite, { isLoading }] = useInviteToSessionsMutation();
  const byGroup = !chosen.length;
  const { data: groups = [] } = useGuestGroupsQuery(invitationId, { skip: !byGroup });
  const [group, setGroup] = useState('');
  // Starts from the first chosen guest's invitation.
  const start = chosen[0]?.sessions ?? null;
  const [all, setAll] = useState(start === null);
  const [picked, setPicked] = useState<Set<string>>(new Set(start ?? sessions.map((s) => s.id)));
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    try {
      const { message } = await invite({
        invitationId,
        body: {
          ...(byGroup ? { group } : { ids: chosen.map((g) => g.id) }),
          all,
          sessions: all ? [] : [...picked],
        },
      }).unwrap();
      onDone(message);
    } catch (err) {
      setError(errorText(err, 'Sesi tamu belum tersimpan. Silakan coba lagi.'));
    }
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog
      title={byGroup ? 'Atur Sesi per Grup' : `Atur Sesi (${chosen.length} tamu)`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={isLoading}
            disabled={(!all && !picked.size) || (byGroup && !group)}
            onClick={() => void save()}
          >
            Simpan Sesi Tamu
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {byGroup ? (
        <SelectField
          label="Grup"
          id="session-group"
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          options={[
            { value: '', label: groups.length ? 'Pilih grup' : 'Belum ada grup di daftar tamu' },
            ...groups.map((g) => ({ value: g.name, label: `${g.name} (${g.guests} tamu)` })),
          ]}
        />
      ) : null}
      <CheckboxField label="Semua sesi" checked={all} onChange={(e) => setAll(e.target.checked)} />
      {sessions.map((session) => (
        <CheckboxField
          key={session.id}
          disabled={all}
          label={`${session.name}${sessionHours(session) ? ` · ${sessionHours(session)}` : ''}`}
          checked={all || picked.has(session.id)}
          onChange={(e) => toggle(session.id, e.target.checked)}
        />
      ))}
    </Dialog>
  );
}

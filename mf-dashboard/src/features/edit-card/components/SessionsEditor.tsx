import { useState } from 'react';
import {
  formatLongDate,
  maxSessions,
  sessionHours,
  sessionMessages,
  sessionNameSuggestions,
  timeZones,
  type Session,
  type SessionBody,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import {
  Alert,
  Button,
  CheckboxField,
  Dialog,
  SelectField,
  TextAreaField,
  TextField,
  VisuallyHidden,
} from '@undangin/ui';
import {
  useAddSessionMutation,
  useListSessionsQuery,
  useOrderSessionsMutation,
  useRemoveSessionMutation,
  useUpdateSessionMutation,
} from '../../../api/sessions';
import styles from './edit-card.module.css';

type Draft = { id: string | null; body: SessionBody };
type Errors = Partial<Record<keyof SessionBody, string>>;

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const blank = (): SessionBody => ({
  name: '',
  event_date: today(),
  start_time: '',
  end_time: '',
  time_zone: 'WIB',
  venue_name: '',
  address: '',
  maps_link: '',
  dress_code: '',
  note: '',
  is_public: true,
});
const bodyOf = (session: Session): SessionBody => ({
  name: session.name,
  event_date: session.event_date,
  start_time: session.start_time ?? '',
  end_time: session.end_time ?? '',
  time_zone: session.time_zone,
  venue_name: session.venue_name ?? '',
  address: session.address ?? '',
  maps_link: session.maps_link ?? '',
  dress_code: session.dress_code ?? '',
  note: session.note ?? '',
  is_public: session.is_public,
});

/**
 * 'Acara per Sesi': the invitation's sessions (akad, resepsi, unduh mantu …) in the host's order, each with its own
 * date, hours in its zone and place. The first is the date and place of 'Informasi Dasar' (`onFirstChanged` brings a
 * change made here into that form). Removing a session guests answered asks first.
 */
export function SessionsEditor({
  invitationId,
  onFirstChanged,
}: {
  invitationId: string;
  onFirstChanged: (first: Session) => void;
}) {
  const { data: sessions = [] } = useListSessionsQuery(invitationId);
  const [add, { isLoading: adding }] = useAddSessionMutation();
  const [update, { isLoading: updating }] = useUpdateSessionMutation();
  const [order] = useOrderSessionsMutation();
  const [remove, { isLoading: removing }] = useRemoveSessionMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ session: Session; text: string } | null>(null);

  const firstOf = (list: readonly Session[]) => list[0] && onFirstChanged(list[0]);
  const save = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const saved = draft.id
        ? await update({ invitationId, sessionId: draft.id, body: draft.body }).unwrap()
        : await add({ invitationId, body: draft.body }).unwrap();
      if (saved.position === 0) onFirstChanged(saved);
      setDraft(null);
    } catch (err) {
      const details = (err as { data?: { details?: { field: string; message: string }[] } }).data?.details ?? [];
      setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
      if (!details.length) setErrors({ name: errorText(err, sessionMessages.notFound) });
    }
  };
  const move = async (index: number, step: -1 | 1) => {
    const ids = sessions.map((s) => s.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    try {
      firstOf(await order({ invitationId, ids }).unwrap());
    } catch (err) {
      setFailure(errorText(err, sessionMessages.orderMismatch));
    }
  };
  const drop = async (session: Session, confirm: boolean) => {
    setFailure(null);
    try {
      firstOf(await remove({ invitationId, sessionId: session.id, confirm }).unwrap());
      setAsking(null);
    } catch (err) {
      if ((err as { status?: unknown }).status === 409) setAsking({ session, text: errorText(err, '') });
      else setFailure(errorText(err, sessionMessages.lastSession));
    }
  };
  const field = (key: keyof SessionBody) => ({
    id: `session-${key}`,
    value: String(draft?.body[key] ?? ''),
    error: errors[key],
    errorRole: 'alert' as const,
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => (d ? { ...d, body: { ...d.body, [key]: e.target.value } } : d)),
  });

  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title">Acara per Sesi</h2>
      <p className={styles.hint}>
        Akad, resepsi, unduh mantu: setiap sesi punya tanggal, jam, zona waktu dan tempatnya sendiri. Sesi pertama
        adalah tanggal dan lokasi di Informasi Dasar.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ol className={styles.sessions} aria-label="Daftar sesi">
        {sessions.map((session, index) => (
          <li key={session.id} className={styles.sessionRow}>
            <div>
              <strong>{session.name}</strong>
              <span className={styles.hint}>
                {formatLongDate(session.event_date)}
                {sessionHours(session) ? ` · ${sessionHours(session)}` : ''}
                {session.venue_name ? ` · ${session.venue_name}` : ''}
                {session.is_public ? '' : ' · khusus tamu yang diundang'}
              </span>
            </div>
            <div className={styles.row}>
              <Button
                variant="secondary"
                onClick={() => (setErrors({}), setDraft({ id: session.id, body: bodyOf(session) }))}
              >
                Ubah<VisuallyHidden> {session.name}</VisuallyHidden>
              </Button>
              <Button variant="ghost" disabled={index === 0} onClick={() => void move(index, -1)}>
                Naikkan<VisuallyHidden> {session.name}</VisuallyHidden>
              </Button>
              <Button variant="ghost" disabled={index === sessions.length - 1} onClick={() => void move(index, 1)}>
                Turunkan<VisuallyHidden> {session.name}</VisuallyHidden>
              </Button>
              <Button
                variant="ghost"
                disabled={sessions.length <= 1 || removing}
                onClick={() => void drop(session, false)}
              >
                Hapus<VisuallyHidden> {session.name}</VisuallyHidden>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={sessions.length >= maxSessions}
        onClick={() => (setErrors({}), setDraft({ id: null, body: blank() }))}
      >
        Tambah Sesi
      </Button>
      {draft ? (
        <Dialog
          title={draft.id ? `Ubah ${draft.body.name || 'Sesi'}` : 'Tambah Sesi'}
          onClose={() => setDraft(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDraft(null)}>
                Batal
              </Button>
              <Button loading={adding || updating} onClick={() => void save()}>
                Simpan Sesi
              </Button>
            </>
          }
        >
          <TextField label="Nama sesi" list="session-names" placeholder="Akad Nikah" {...field('name')} />
          <datalist id="session-names">
            {sessionNameSuggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField label="Tanggal sesi" type="date" {...field('event_date')} />
          <div className={styles.pair}>
            <TextField label="Jam mulai" type="time" {...field('start_time')} />
            <TextField label="Jam selesai (opsional)" type="time" {...field('end_time')} />
          </div>
          <SelectField
            label="Zona waktu"
            options={timeZones.map((zone) => ({ value: zone, label: zone }))}
            {...field('time_zone')}
          />
          <TextField label="Nama tempat" {...field('venue_name')} />
          <TextAreaField label="Alamat" rows={2} {...field('address')} />
          <TextField label="Link Google Maps (opsional)" type="url" {...field('maps_link')} />
          <TextField label="Dress code (opsional)" {...field('dress_code')} />
          <TextAreaField label="Catatan (opsional)" rows={2} {...field('note')} />
          <CheckboxField
            label="Tampilkan untuk semua pengunjung (tanpa link pribadi)"
            checked={draft.body.is_public}
            onChange={(e) => setDraft({ ...draft, body: { ...draft.body, is_public: e.target.checked } })}
          />
        </Dialog>
      ) : null}
      {asking ? (
        <Dialog
          title={`Hapus ${asking.session.name}?`}
          onClose={() => setAsking(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(null)}>
                Batal
              </Button>
              <Button variant="danger" loading={removing} onClick={() => void drop(asking.session, true)}>
                Hapus Sesi
              </Button>
            </>
          }
        >
          <p>{asking.text}</p>
        </Dialog>
      ) : null}
    </section>
  );
}

import { whatsappStateLabels, type WhatsappState, messages, type Guest } from '@undangin/contracts';
import { Badge, type BadgeTone } from '@undangin/ui';
import styles from './guests.module.css';

const statusTone: Record<string, BadgeTone> = {
  'Check-in': 'success',
  Hadir: 'success',
  'Tidak hadir': 'danger',
  Dibuka: 'primary',
  Terkirim: 'primary',
};
const statusLabel = (g: Guest) =>
  g.checked_in_at
    ? 'Check-in'
    : g.status === 'confirmed'
      ? 'Hadir'
      : g.status === 'declined'
        ? 'Tidak hadir'
        : g.opened_at
          ? 'Dibuka'
          : g.sent_at
            ? 'Terkirim'
            : 'Belum dikirim';
/** One session's state as a short line: 'Akad Nikah: Hadir 2 org, check-in'. */
const sessionState = (name: string, state: Guest['session_states'][number]) =>
  `${name}: ${
    state.status === 'confirmed'
      ? `Hadir ${state.people ?? 1} org`
      : state.status === 'declined'
        ? 'Tidak hadir'
        : 'Belum menjawab'
  }${state.checked_in ? ', check-in' : ''}`;

const time = new Intl.DateTimeFormat('id-ID', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

interface GuestTableProps {
  guests: Guest[];
  hidden: boolean;
  selected: ReadonlyMap<string, Guest>;
  /** How many of this page's guests are chosen. */
  pageChosen: number;
  onToggle: (guests: Guest[], on: boolean) => void;
  onQr: (guest: Guest) => void;
  onEdit: (guest: Guest) => void;
  onDelete: (guest: Guest) => void;
  /** The invitation's session names by id, when it has several: a guest invited to some shows which. */
  sessionNames?: Readonly<Record<string, string>>;
}

/** One page of the list: a table on wide screens, a card per guest on phones (each cell names its column). */
export function GuestTable({
  guests,
  hidden,
  selected,
  pageChosen,
  onToggle,
  onQr,
  onEdit,
  onDelete,
  sessionNames,
}: GuestTableProps) {
  return (
    <table className={styles.table} aria-label="Tamu" hidden={hidden}>
      <thead>
        <tr>
          <th>
            <label className={styles.pick}>
              <input
                type="checkbox"
                aria-label="Pilih semua di halaman ini"
                checked={pageChosen === guests.length && guests.length > 0}
                onChange={(e) => onToggle(guests, e.target.checked)}
              />
            </label>
          </th>
          <th>Nama</th>
          <th>WhatsApp</th>
          <th>Grup</th>
          <th>Status</th>
          <th>Terkirim</th>
          <th>Aksi</th>
        </tr>
      </thead>
      <tbody>
        {guests.map((guest) => (
          <tr key={guest.id} data-testid="guest-row">
            <td>
              <label className={styles.pick}>
                <input
                  type="checkbox"
                  aria-label={`Pilih ${guest.name}`}
                  checked={selected.has(guest.id)}
                  onChange={(e) => onToggle([guest], e.target.checked)}
                />
              </label>
            </td>
            <td data-label="Nama">
              <strong>{guest.name}</strong>
              {guest.seats > 1 ? <span className={styles.muted}> · {guest.seats} kursi</span> : null}
              {sessionNames && guest.sessions ? (
                <span className={styles.muted} data-testid="guest-sessions">
                  {' '}
                  · Sesi: {guest.sessions.map((id) => sessionNames[id] ?? '-').join(', ')}
                </span>
              ) : null}
              {guest.unlisted ? (
                <Badge tone="warning" className={styles.unlisted} title={messages.guests.unlistedHint}>
                  {messages.guests.unlistedLabel}
                </Badge>
              ) : null}
            </td>
            <td data-label="WhatsApp">{guest.phone ?? '-'}</td>
            <td data-label="Grup">{guest.group_name ?? '-'}</td>
            <td data-label="Status">
              <Badge tone={statusTone[statusLabel(guest)] ?? 'neutral'}>{statusLabel(guest)}</Badge>
              {guest.status !== 'pending' ? <span className={styles.muted}> {guest.guest_count} org</span> : null}
              {sessionNames && guest.session_states.length ? (
                <ul className={styles.sessionStates} data-testid="guest-session-states">
                  {guest.session_states.map((state) => (
                    <li key={state.session_id}>{sessionState(sessionNames[state.session_id] ?? '-', state)}</li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td data-label="Terkirim">
              {guest.sent_at ? time.format(new Date(guest.sent_at)) : '-'}
              <WhatsappState guest={guest} />
            </td>
            <td data-label="Aksi" className={styles.actions}>
              <button type="button" onClick={() => onQr(guest)}>
                QR
              </button>
              <button type="button" onClick={() => onEdit(guest)}>
                Edit
              </button>
              <button type="button" onClick={() => onDelete(guest)}>
                Hapus
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest automatic message's state (Terkirim, Diterima, Dibaca, Gagal with WhatsApp's reason), and an opt-out. */
function WhatsappState({ guest }: { guest: Guest }) {
  const state = guest.whatsapp;
  return (
    <>
      {state ? (
        <span className={styles.badge} title={state.reason ?? undefined} data-testid="whatsapp-state">
          {' '}
          WA: {whatsappStateLabels[state.status as WhatsappState]}
          {state.status === 'failed' && state.reason ? ` (${state.reason})` : ''}
        </span>
      ) : null}
      {guest.opted_out ? <span className={styles.badge}> Berhenti berlangganan</span> : null}
    </>
  );
}

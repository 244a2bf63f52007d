import { useState } from 'react';
import { Link, Navigate, useParams } from '@undangin/router';
import { getHref, messages, type Guest, type GuestBody } from '@undangin/contracts';
import { useAppDispatch, useDocumentTitle } from '@undangin/platform';
import { Alert, Button, Notice, SelectField, Skeleton, TextField, useNotice } from '@undangin/ui';
import {
  guestDataChanged,
  useAddGuestMutation,
  useDeleteGuestMutation,
  useListGuestsQuery,
  useUpdateGuestMutation,
} from '../../../api/guests';
import { useGetInvitationQuery } from '../../../api/invitations';
import { errorText } from '@undangin/platform/upload';
import { saveGuestsCsv } from '../api/export-guests';
import { useGuestSelection } from '../hooks/use-guest-selection';
import { useListSessionsQuery } from '../../../api/sessions';
import { BulkActions } from './BulkActions';
import { GiftsPanel } from './GiftsPanel';
import { GuestbookPanel } from './GuestbookPanel';
import { GuestDialog } from './GuestDialog';
import { ImportPanel } from './ImportPanel';
import { printQrCards } from './print-qr';
import { QrDialog } from './QrDialog';
import { GuestsEmpty } from './GuestsEmpty';
import { GuestTable } from './GuestTable';
import { GuestTiles } from './GuestTiles';
import { SessionFiguresTable } from './SessionFiguresTable';
import { personalLink, SendPanel } from './SendPanel';
import { AutoSendPanel } from './AutoSendPanel';
import { filters } from './guest-filters';
import { RemindersPanel } from './RemindersPanel';
import styles from './guests.module.css';

/** /app/dashboard/guests/{id}: tiles, search and filters, the list (a table on wide screens, cards on phones), and the tools. */
export function GuestsPage() {
  const { invitationId = '' } = useParams();
  const { data: invitation, error: invitationError, refetch: refetchInvitation } = useGetInvitationQuery(invitationId);
  const { data: sessions = [] } = useListSessionsQuery(invitationId, { skip: !invitationId });
  useDocumentTitle(invitation ? `Tamu ${invitation.couple_name}` : 'Daftar Tamu');
  const dispatch = useAppDispatch();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<(typeof filters)[number][0]>('all');
  const [page, setPage] = useState(1);
  // An invitation of several sessions: the list, its filters and 'select all' within one session ('' = all).
  const [session, setSession] = useState('');
  const [panel, setPanel] = useState<'import' | 'send' | 'auto' | 'remind' | 'guestbook' | 'gifts' | null>(null);
  const [editing, setEditing] = useState<Guest | 'new' | null>(null);
  const [qr, setQr] = useState<Guest | null>(null);
  const [notice, setNotice] = useNotice();
  const {
    data,
    isLoading,
    isError: listFailed,
    refetch,
  } = useListGuestsQuery({ invitationId, page, q, filter, session }, { skip: Boolean(invitationError) });
  const [add] = useAddGuestMutation();
  const [update] = useUpdateGuestMutation();
  const [remove] = useDeleteGuestMutation();
  const { selected, selectingAll, chosen, pageChosen, toggle, clear, selectAllMatching, saved, bulkDone } =
    useGuestSelection(data?.items);

  // A foreign id answers 404, a malformed one 400, a revoked co-host's 403: no invitation of this host's here.
  const invitationStatus = (invitationError as { status?: unknown } | undefined)?.status;
  if (invitationStatus === 404 || invitationStatus === 400 || invitationStatus === 403)
    return <Notice title="Undangan Tidak Ditemukan" text={messages.builder.notFoundOrForbidden} />;
  // A receptionist co-host has the check-in desk, not the guest list.
  if (invitation?.role === 'receptionist') return <Navigate to={getHref('checkinDesk', { invitationId })} replace />;
  // Only a first load that failed replaces the page: a background refresh that fails (a phone back from WhatsApp)
  // keeps what is shown, the sending panel's progress included.
  if ((invitationError && !invitation) || (listFailed && !data)) {
    const retry = () => void (invitationError ? refetchInvitation() : refetch());
    return (
      <Notice title={messages.builder.loadFailed} role="alert" action={<Button onClick={retry}>Coba Lagi</Button>} />
    );
  }
  if (!invitation || isLoading || !data) return <Skeleton label="Memuat tamu..." lines={6} />;
  const stats = data.stats;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));

  async function selectAll() {
    if (!(await selectAllMatching({ invitationId, q, filter, session })))
      setNotice({ tone: 'error', text: 'Gagal memilih semua tamu. Silakan coba lagi.' });
  }

  async function save(body: GuestBody): Promise<string | null> {
    try {
      if (editing === 'new') await add({ invitationId, body }).unwrap();
      else if (editing) {
        saved(await update({ invitationId, guestId: editing.id, body }).unwrap());
      }
      setNotice({
        tone: 'success',
        text: editing === 'new' ? 'Tamu berhasil ditambahkan!' : 'Tamu berhasil disimpan.',
      });
      setEditing(null);
      return null;
    } catch (err) {
      return errorText(
        err,
        editing === 'new' ? 'Gagal menambahkan tamu. Silakan coba lagi.' : 'Gagal menyimpan tamu. Silakan coba lagi.',
      );
    }
  }
  // Nobody on the list yet (no search, no filter): its first steps instead of an empty table.
  const nobody = stats.total === 0 && !q && filter === 'all' && !session;

  function removeGuest(guest: Guest) {
    if (!window.confirm(`Hapus tamu "${guest.name}"?`)) return;
    void remove({ invitationId, guestId: guest.id })
      .unwrap()
      .then(
        () => toggle([guest], false),
        (err: unknown) =>
          setNotice({ tone: 'error', text: errorText(err, 'Gagal menghapus tamu. Silakan coba lagi.') }),
      );
  }

  async function exportCsv() {
    if (!(await saveGuestsCsv(dispatch, invitationId, invitation!.slug)))
      setNotice({ tone: 'error', text: 'Ekspor gagal. Silakan coba lagi.' });
  }

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1>Daftar Tamu</h1>
          <p className={styles.muted}>{invitation.couple_name}</p>
        </div>
        <div className={styles.row}>
          <Button onClick={() => setEditing('new')}>Tambah Tamu</Button>
          <Button variant="secondary" onClick={() => setPanel(panel === 'import' ? null : 'import')}>
            Impor
          </Button>
          <Button variant="secondary" onClick={() => void exportCsv()}>
            Ekspor CSV
          </Button>
          <Button variant="secondary" onClick={() => setPanel(panel === 'guestbook' ? null : 'guestbook')}>
            Buku Tamu
          </Button>
          <Button variant="secondary" onClick={() => setPanel(panel === 'gifts' ? null : 'gifts')}>
            Konfirmasi Hadiah
          </Button>
          <Button variant="secondary" onClick={() => setPanel(panel === 'auto' ? null : 'auto')}>
            Kirim Otomatis
          </Button>
          <Button variant="secondary" onClick={() => setPanel(panel === 'remind' ? null : 'remind')}>
            Pengingat
          </Button>
          <Link className={styles.linkButton} to={`/app/dashboard/guests/${invitationId}/checkin`}>
            Check-in
          </Link>
        </div>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <GuestTiles stats={stats} />
      {sessions.length > 1 ? <SessionFiguresTable invitationId={invitationId} /> : null}
      {panel === 'import' ? (
        <ImportPanel
          invitationId={invitationId}
          onDone={(n) => {
            setPanel(null);
            setNotice({ tone: 'success', text: `${n} tamu berhasil diimpor.` });
            dispatch(guestDataChanged());
          }}
        />
      ) : null}
      {panel === 'guestbook' ? <GuestbookPanel invitationId={invitationId} /> : null}
      {panel === 'gifts' ? <GiftsPanel invitationId={invitationId} coupleName={invitation.couple_name} /> : null}
      {panel === 'auto' ? <AutoSendPanel invitationId={invitationId} sessions={sessions} stats={stats} /> : null}
      {panel === 'remind' ? (
        <RemindersPanel
          invitationId={invitationId}
          slug={invitation.slug}
          customDomain={invitation.custom_domain}
          sessions={sessions}
        />
      ) : null}
      {panel === 'send' ? (
        <SendPanel
          invitationId={invitationId}
          slug={invitation.slug}
          customDomain={invitation.custom_domain}
          guests={chosen}
          template={invitation.wa_template ?? null}
          sessions={sessions}
        />
      ) : null}
      {nobody ? <GuestsEmpty onAdd={() => setEditing('new')} onImport={() => setPanel('import')} /> : null}
      <div className={styles.toolbar} hidden={nobody}>
        <TextField
          label="Cari tamu"
          className={styles.search}
          type="search"
          aria-label="Cari tamu"
          placeholder="Cari nama atau nomor..."
          value={q}
          onChange={(e) => (setQ(e.target.value), setPage(1))}
        />
        {sessions.length > 1 ? (
          <SelectField
            label="Sesi"
            id="guest-session"
            value={session}
            onChange={(e) => (setSession(e.target.value), setPage(1))}
            options={[{ value: '', label: 'Semua sesi' }, ...sessions.map((s) => ({ value: s.id, label: s.name }))]}
          />
        ) : null}
        <div role="group" aria-label="Filter tamu" className={styles.filters}>
          {filters.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => (setFilter(value), setPage(1))}
            >
              {label}
            </button>
          ))}
        </div>
        <Button variant="secondary" disabled={!chosen.length} onClick={() => setPanel('send')}>
          Kirim WhatsApp ({chosen.length})
        </Button>
        {data.total > pageChosen && selected.size < data.total ? (
          <Button variant="secondary" disabled={selectingAll} onClick={() => void selectAll()}>
            {selectingAll ? 'Memilih...' : `Pilih semua ${data.total} tamu`}
          </Button>
        ) : null}
        {chosen.length ? (
          <Button
            variant="secondary"
            onClick={() =>
              void printQrCards(invitation.couple_name, chosen).then(
                (opened) => opened || setNotice({ tone: 'error', text: 'Izinkan jendela baru untuk mencetak QR.' }),
              )
            }
          >
            Cetak QR ({chosen.length})
          </Button>
        ) : null}
        <BulkActions
          invitationId={invitationId}
          chosen={chosen}
          onError={(text) => setNotice({ tone: 'error', text })}
          onDone={({ text, approved = [], deleted = [] }) => {
            setNotice({ tone: 'success', text });
            bulkDone({ approved, deleted });
          }}
        />
        {chosen.length ? (
          <Button variant="secondary" onClick={clear}>
            Batalkan pilihan
          </Button>
        ) : null}
      </div>
      <GuestTable
        guests={data.items}
        hidden={nobody}
        selected={selected}
        pageChosen={pageChosen}
        onToggle={toggle}
        onQr={setQr}
        onEdit={setEditing}
        onDelete={removeGuest}
        sessionNames={sessions.length > 1 ? Object.fromEntries(sessions.map((s) => [s.id, s.name])) : undefined}
      />
      {!data.items.length && !nobody ? (
        <Notice
          title={data.total || q || filter !== 'all' || session ? 'Tidak ada tamu yang cocok' : 'Belum ada tamu'}
        />
      ) : null}
      <nav className={styles.pager} aria-label="Halaman" hidden={nobody}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Sebelumnya
        </Button>
        <span>
          Halaman {page} dari {pages} · {data.total} tamu
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Berikutnya
        </Button>
      </nav>
      {editing ? (
        <GuestDialog guest={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} />
      ) : null}
      {qr ? (
        <QrDialog
          guest={qr}
          eventName={invitation.couple_name}
          link={personalLink(invitation.slug, qr, invitation.custom_domain)}
          onClose={() => setQr(null)}
        />
      ) : null}
    </div>
  );
}

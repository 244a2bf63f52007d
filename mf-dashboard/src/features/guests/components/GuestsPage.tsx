import { useState } from 'react';
import { Link, useParams } from '@undangin/router';
import { messages, type Guest, type GuestBody } from '@undangin/contracts';
import { selectSession, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Alert, Button, Notice, Spinner } from '@undangin/ui';
import { useAddGuestMutation, useDeleteGuestMutation, useListGuestsQuery, useUpdateGuestMutation } from '../../../api/guests';
import { useGetInvitationQuery } from '../../../api/invitations';
import { errorText } from '../../../api/upload-media';
import { GuestbookPanel } from './GuestbookPanel';
import { GuestDialog } from './GuestDialog';
import { ImportPanel } from './ImportPanel';
import { QrDialog } from './QrDialog';
import { SendPanel } from './SendPanel';
import styles from './guests.module.css';

const filters = [
  ['all', 'Semua'],
  ['unsent', 'Belum dikirim'],
  ['unanswered', 'Belum menjawab'],
  ['confirmed', 'Hadir'],
  ['declined', 'Tidak hadir'],
  ['checked_in', 'Sudah check-in'],
] as const;
const statusLabel = (g: Guest) =>
  g.checked_in_at ? 'Check-in' : g.status === 'confirmed' ? 'Hadir' : g.status === 'declined' ? 'Tidak hadir' : g.opened_at ? 'Dibuka' : g.sent_at ? 'Terkirim' : 'Belum dikirim';
const time = new Intl.DateTimeFormat('id-ID', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** /app/dashboard/guests/{id}: tiles, search and filters, the list (a table on wide screens, cards on phones), and the tools. */
export function GuestsPage() {
  const { invitationId = '' } = useParams();
  const { data: invitation, error: invitationError } = useGetInvitationQuery(invitationId);
  useDocumentTitle(invitation ? `Tamu ${invitation.couple_name}` : 'Daftar Tamu');
  const token = useAppSelector(selectSession)?.access_token ?? '';
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<(typeof filters)[number][0]>('all');
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<'import' | 'send' | 'guestbook' | null>(null);
  const [editing, setEditing] = useState<Guest | 'new' | null>(null);
  const [qr, setQr] = useState<Guest | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { data, isLoading, refetch } = useListGuestsQuery({ invitationId, page, q, filter }, { skip: Boolean(invitationError) });
  const [add] = useAddGuestMutation();
  const [update] = useUpdateGuestMutation();
  const [remove] = useDeleteGuestMutation();

  if ((invitationError as { status?: unknown } | undefined)?.status === 404) return <Notice title="Undangan Tidak Ditemukan" text={messages.builder.notFoundOrForbidden} />;
  if (!invitation || isLoading || !data) return <Spinner label="Memuat tamu..." />;
  const stats = data.stats;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  const chosen = data.items.filter((g) => selected.has(g.id));

  async function save(body: GuestBody): Promise<string | null> {
    try {
      if (editing === 'new') await add({ invitationId, body }).unwrap();
      else if (editing) await update({ invitationId, guestId: editing.id, body }).unwrap();
      setNotice({ tone: 'success', text: editing === 'new' ? 'Tamu berhasil ditambahkan!' : 'Tamu berhasil disimpan.' });
      setEditing(null);
      return null;
    } catch (err) {
      return errorText(err, 'Gagal menambahkan tamu. Silakan coba lagi.');
    }
  }
  async function exportCsv() {
    const response = await fetch(`/api/dashboard/invitations/${invitationId}/guests/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return setNotice({ tone: 'error', text: 'Ekspor gagal. Silakan coba lagi.' });
    const url = URL.createObjectURL(await response.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: `tamu-${invitation!.slug}.csv` });
    a.click();
    URL.revokeObjectURL(url);
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
          <Link className={styles.linkButton} to={`/app/dashboard/guests/${invitationId}/checkin`}>
            Check-in
          </Link>
        </div>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <dl className={styles.tiles}>
        {[
          ['Total tamu', `${stats.total}${stats.limit === -1 ? '' : ` / ${stats.limit}`}`],
          ['Terkirim', stats.sent],
          ['Dibuka', stats.opened],
          ['Hadir', stats.confirmed],
          ['Tidak hadir', stats.declined],
          ['Menunggu', stats.pending],
          ['Check-in', `${stats.checked_in} (${stats.people_checked_in} orang)`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`tile-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {panel === 'import' ? (
        <ImportPanel
          invitationId={invitationId}
          onDone={(n) => {
            setPanel(null);
            setNotice({ tone: 'success', text: `${n} tamu berhasil diimpor.` });
            void refetch();
          }}
        />
      ) : null}
      {panel === 'guestbook' ? <GuestbookPanel invitationId={invitationId} /> : null}
      {panel === 'send' ? <SendPanel invitationId={invitationId} slug={invitation.slug} guests={chosen} template={invitation.wa_template ?? null} /> : null}
      <div className={styles.toolbar}>
        <input type="search" aria-label="Cari tamu" placeholder="Cari nama atau nomor..." value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        <div role="group" aria-label="Filter tamu" className={styles.filters}>
          {filters.map(([value, label]) => (
            <button key={value} type="button" aria-pressed={filter === value} onClick={() => (setFilter(value), setPage(1))}>
              {label}
            </button>
          ))}
        </div>
        <Button variant="secondary" disabled={!chosen.length} onClick={() => setPanel('send')}>
          Kirim WhatsApp ({chosen.length})
        </Button>
      </div>
      <table className={styles.table} aria-label="Tamu">
        <thead>
          <tr>
            <th>
              <input type="checkbox" aria-label="Pilih semua di halaman ini" checked={chosen.length === data.items.length && data.items.length > 0} onChange={(e) => setSelected(e.target.checked ? new Set(data.items.map((g) => g.id)) : new Set())} />
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
          {data.items.map((guest) => (
            <tr key={guest.id} data-testid="guest-row">
              <td>
                <input type="checkbox" aria-label={`Pilih ${guest.name}`} checked={selected.has(guest.id)} onChange={(e) => setSelected((s) => { const next = new Set(s); if (e.target.checked) next.add(guest.id); else next.delete(guest.id); return next; })} />
              </td>
              <td data-label="Nama">
                <strong>{guest.name}</strong>
                {guest.seats > 1 ? <span className={styles.muted}> · {guest.seats} kursi</span> : null}
              </td>
              <td data-label="WhatsApp">{guest.phone ?? '-'}</td>
              <td data-label="Grup">{guest.group_name ?? '-'}</td>
              <td data-label="Status">
                <span className={styles.badge} data-status={statusLabel(guest)}>
                  {statusLabel(guest)}
                </span>
                {guest.status !== 'pending' ? <span className={styles.muted}> {guest.guest_count} org</span> : null}
              </td>
              <td data-label="Terkirim">{guest.sent_at ? time.format(new Date(guest.sent_at)) : '-'}</td>
              <td data-label="Aksi" className={styles.actions}>
                <button type="button" onClick={() => setQr(guest)}>QR</button>
                <button type="button" onClick={() => setEditing(guest)}>Edit</button>
                <button
                  type="button"
                  onClick={() => {
                    if (window.confirm(`Hapus tamu "${guest.name}"?`)) void remove({ invitationId, guestId: guest.id });
                  }}
                >
                  Hapus
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!data.items.length ? <Notice title={data.total || q || filter !== 'all' ? 'Tidak ada tamu yang cocok' : 'Belum ada tamu'} /> : null}
      <nav className={styles.pager} aria-label="Halaman">
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
      {editing ? <GuestDialog guest={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} /> : null}
      {qr ? <QrDialog guest={qr} onClose={() => setQr(null)} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { adminUserMessages as text, formatDate, type AdminInvitation } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { useSearchParams } from '@undangin/router';
import { Badge } from '@undangin/ui';
import { Address } from '../../../components/Address';
import { AdminListPage, type ListColumn } from '../../../components/AdminListPage';
import styles from '../../../components/admin-list.module.css';
import { useSearchedPages } from '../../../components/SearchForm';
import { useListAdminInvitationsQuery } from '../api/list-invitations';
import { InvitationActions, type ActionOutcome } from './InvitationActions';

const perPage = 20;

const columns = (onDone: (outcome: ActionOutcome) => void): ListColumn<AdminInvitation>[] => [
  {
    header: 'Undangan',
    cell: (invitation) => (
      <>
        <strong>{invitation.couple_name}</strong>
        <div className={styles.muted}>/{invitation.slug}</div>
      </>
    ),
  },
  {
    header: 'Pemilik',
    cell: (invitation) => (
      <>
        {invitation.owner_name ?? '-'}
        <div className={styles.muted}>
          <Address email={invitation.owner_email} />
        </div>
      </>
    ),
  },
  { header: 'Tanggal acara', cell: (invitation) => formatDate(invitation.event_date) },
  {
    header: 'Status',
    cell: (invitation) => (
      <>
        {invitation.is_active ? <Badge tone="success">Aktif</Badge> : <Badge tone="danger">Nonaktif</Badge>}
        {invitation.admin_disabled_at ? (
          <div className={styles.muted}>{text.disabledByAdmin(invitation.admin_disabled_reason)}</div>
        ) : null}
      </>
    ),
  },
  { header: 'Dilihat', cell: (invitation) => invitation.views },
  { header: 'Tamu', cell: (invitation) => invitation.guests },
  { header: 'Aksi', cell: (invitation) => <InvitationActions invitation={invitation} onDone={onDone} /> },
];

/** /admin/invitations: every host's invitations, searched by couple, slug or owner; abusive ones deactivated here. */
export function InvitationsPage() {
  useDocumentTitle('Undangan');
  const [params] = useSearchParams();
  const { search, changeSearch, pages, query } = useSearchedPages(perPage, params.get('search') ?? '');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const list = useListAdminInvitationsQuery(query);

  return (
    <AdminListPage
      title="Undangan"
      lead="Semua undangan pengguna. Nonaktifkan undangan yang melanggar ketentuan; pemiliknya melihat alasannya."
      search={{
        label: 'Cari undangan',
        placeholder: 'Nama pasangan, slug, atau email pemilik',
        value: search,
        onChange: changeSearch,
      }}
      outcome={outcome}
      texts={text.lists.invitations}
      list={list}
      columns={columns(setOutcome)}
      rowData={(invitation) => ({ 'data-slug': invitation.slug })}
      pages={pages}
    />
  );
}

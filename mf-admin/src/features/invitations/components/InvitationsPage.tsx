import { useState } from 'react';
import { adminUserMessages as text, formatDate } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { useSearchParams } from '@undangin/router';
import { Alert, Badge, Button, Notice, Skeleton } from '@undangin/ui';
import { Address } from '../../../components/Address';
import styles from '../../../components/admin-list.module.css';
import { Pager } from '../../../components/Pager';
import { SearchForm, useSearchedPages } from '../../../components/SearchForm';
import { useListAdminInvitationsQuery } from '../api/list-invitations';
import { InvitationActions, type ActionOutcome } from './InvitationActions';

const perPage = 20;

/** /admin/invitations: every host's invitations, searched by couple, slug or owner; abusive ones deactivated here. */
export function InvitationsPage() {
  useDocumentTitle('Undangan');
  const [params] = useSearchParams();
  const { search, changeSearch, page, setPage, query } = useSearchedPages(perPage, params.get('search') ?? '');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { data, isLoading, isError, isFetching, refetch } = useListAdminInvitationsQuery(query);

  return (
    <div className={styles.page}>
      <h1>Undangan</h1>
      <p className={styles.lead}>
        Semua undangan pengguna. Nonaktifkan undangan yang melanggar ketentuan; pemiliknya melihat alasannya.
      </p>
      <SearchForm
        label="Cari undangan"
        placeholder="Nama pasangan, slug, atau email pemilik"
        value={search}
        onChange={changeSearch}
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {isLoading ? <Skeleton label="Memuat undangan..." lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title={text.invitationsLoadFailed}
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data && !data.items.length ? <Notice title={text.invitationsEmpty} /> : null}
      {data?.items.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={isFetching}>
            <thead>
              <tr>
                <th scope="col">Undangan</th>
                <th scope="col">Pemilik</th>
                <th scope="col">Tanggal acara</th>
                <th scope="col">Status</th>
                <th scope="col">Dilihat</th>
                <th scope="col">Tamu</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((invitation) => (
                <tr key={invitation.id} data-slug={invitation.slug}>
                  <td data-label="Undangan">
                    <strong>{invitation.couple_name}</strong>
                    <div className={styles.muted}>/{invitation.slug}</div>
                  </td>
                  <td data-label="Pemilik">
                    {invitation.owner_name ?? '-'}
                    <div className={styles.muted}>
                      <Address email={invitation.owner_email} />
                    </div>
                  </td>
                  <td data-label="Tanggal acara">{formatDate(invitation.event_date)}</td>
                  <td data-label="Status">
                    {invitation.is_active ? <Badge tone="success">Aktif</Badge> : <Badge tone="danger">Nonaktif</Badge>}
                    {invitation.admin_disabled_at ? (
                      <div className={styles.muted}>{text.disabledByAdmin(invitation.admin_disabled_reason)}</div>
                    ) : null}
                  </td>
                  <td data-label="Dilihat">{invitation.views}</td>
                  <td data-label="Tamu">{invitation.guests}</td>
                  <td data-label="Aksi">
                    <InvitationActions invitation={invitation} onDone={setOutcome} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager label="Halaman undangan" page={page} total={data.total} perPage={perPage} onPage={setPage} />
      ) : null}
    </div>
  );
}

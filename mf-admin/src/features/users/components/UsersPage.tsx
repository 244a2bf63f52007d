import { useState } from 'react';
import { adminUserMessages as text, formatDate, formatDateTime, getHref } from '@undangin/contracts';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Link } from '@undangin/router';
import { Alert, Badge, Button, buttonClass, Notice, Skeleton } from '@undangin/ui';
import { useListAdminUsersQuery } from '../api/list-users';
import { Pager } from '../../../components/Pager';
import { SearchForm, useSearchedPages } from '../../../components/SearchForm';
import { UserActions, type ActionOutcome } from './UserActions';
import styles from '../../../components/admin-list.module.css';

const perPage = 20;

/** /admin/users: every account, searched by name, e-mail or WhatsApp; roles and access changed here. */
export function UsersPage() {
  useDocumentTitle('Pengguna');
  const me = useAppSelector(selectUser);
  const { search, changeSearch, page, setPage, query } = useSearchedPages(perPage);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { data, isLoading, isError, isFetching, refetch } = useListAdminUsersQuery(query);

  return (
    <div className={styles.page}>
      <h1>Pengguna</h1>
      <p className={styles.lead}>Cari akun, atur hak admin, dan nonaktifkan akun yang menyalahgunakan layanan.</p>
      <SearchForm
        label="Cari pengguna"
        placeholder="Nama, email, atau nomor WhatsApp"
        value={search}
        onChange={changeSearch}
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {isLoading ? <Skeleton label="Memuat pengguna..." lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title={text.usersLoadFailed}
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data && !data.items.length ? <Notice title={text.usersEmpty} /> : null}
      {data?.items.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={isFetching}>
            <thead>
              <tr>
                <th scope="col">Nama</th>
                <th scope="col">Email</th>
                <th scope="col">WhatsApp</th>
                <th scope="col">Paket</th>
                <th scope="col">Peran</th>
                <th scope="col">Status</th>
                <th scope="col">Bergabung</th>
                <th scope="col">Login terakhir</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => (
                <tr key={user.id} data-user={user.email}>
                  <td>{user.name ?? '-'}</td>
                  <td className={styles.muted}>{user.email}</td>
                  <td>{user.whatsapp ?? '-'}</td>
                  <td>
                    <Badge>{user.plan_name}</Badge>
                  </td>
                  <td>
                    {user.role === 'admin' ? <Badge tone="primary">Admin</Badge> : 'Pengguna'}
                    {user.admin_by_setting ? (
                      <span className={styles.muted}> (lewat {user.admin_by_setting})</span>
                    ) : null}
                  </td>
                  <td>
                    {user.status === 'disabled' ? (
                      <Badge tone="danger">Nonaktif</Badge>
                    ) : (
                      <Badge tone="success">Aktif</Badge>
                    )}
                  </td>
                  <td>{formatDate(user.created_at)}</td>
                  <td>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Belum pernah'}</td>
                  <td>
                    <UserActions user={user} isSelf={user.id === me?.id} onDone={setOutcome} />
                    <Link
                      className={buttonClass('link')}
                      to={`${getHref('adminInvitations')}?search=${encodeURIComponent(user.email)}`}
                    >
                      Lihat undangan
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager label="Halaman pengguna" page={page} total={data.total} perPage={perPage} onPage={setPage} />
      ) : null}
    </div>
  );
}

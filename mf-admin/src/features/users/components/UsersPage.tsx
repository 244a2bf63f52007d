import { useState } from 'react';
import {
  adminSourceLabels,
  adminUserMessages as text,
  formatDate,
  formatDateTime,
  getHref,
  type AdminUserQuery,
} from '@undangin/contracts';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Link } from '@undangin/router';
import { Alert, Badge, Button, buttonClass, Notice, SelectField, Skeleton } from '@undangin/ui';
import { useListAdminUsersQuery, useListPlanChoicesQuery } from '../api/list-users';
import { Pager } from '../../../components/Pager';
import { SearchForm, useSearchedPages } from '../../../components/SearchForm';
import { UserActions, type ActionOutcome } from './UserActions';
import { Address } from '../../../components/Address';
import styles from '../../../components/admin-list.module.css';

const perPage = 20;

/** /admin/users: every account, searched by name, e-mail or WhatsApp; roles and access changed here. */
export function UsersPage() {
  useDocumentTitle('Pengguna');
  const me = useAppSelector(selectUser);
  const { search, changeSearch, page, setPage, query } = useSearchedPages(perPage);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [filters, setFilters] = useState<Pick<AdminUserQuery, 'role' | 'status' | 'plan'>>({});
  const plans = useListPlanChoicesQuery().data ?? [];
  const filter = (key: keyof typeof filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value || undefined }));
    setPage(1);
  };
  const { data, isLoading, isError, isFetching, refetch } = useListAdminUsersQuery({ ...query, ...filters });

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
      <div className={styles.filters} role="group" aria-label="Saring pengguna">
        <SelectField
          label="Peran"
          id="filter-role"
          value={filters.role ?? ''}
          onChange={filter('role')}
          options={[
            { value: '', label: 'Semua peran' },
            { value: 'admin', label: 'Admin' },
            { value: 'user', label: 'Pengguna' },
          ]}
        />
        <SelectField
          label="Status"
          id="filter-status"
          value={filters.status ?? ''}
          onChange={filter('status')}
          options={[
            { value: '', label: 'Semua status' },
            { value: 'active', label: 'Aktif' },
            { value: 'disabled', label: 'Nonaktif' },
          ]}
        />
        <SelectField
          label="Paket"
          id="filter-plan"
          value={filters.plan ?? ''}
          onChange={filter('plan')}
          options={[
            { value: '', label: 'Semua paket' },
            ...plans.map((plan) => ({ value: plan.id, label: plan.name })),
          ]}
        />
      </div>
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
                  <td data-label="Nama">{user.name ?? '-'}</td>
                  <td data-label="Email" className={styles.muted}>
                    <Address email={user.email} />
                  </td>
                  <td data-label="WhatsApp">{user.whatsapp ?? '-'}</td>
                  <td data-label="Paket">
                    <Badge>{user.plan_name}</Badge>
                  </td>
                  <td data-label="Peran">
                    {user.role !== 'admin' ? (
                      'Pengguna'
                    ) : (
                      <Badge tone="primary">
                        {user.admin_by_setting ? adminSourceLabels[user.admin_by_setting] : 'Admin'}
                      </Badge>
                    )}
                  </td>
                  <td data-label="Status">
                    {user.status === 'disabled' ? (
                      <Badge tone="danger">Nonaktif</Badge>
                    ) : (
                      <Badge tone="success">Aktif</Badge>
                    )}
                  </td>
                  <td data-label="Bergabung">{formatDate(user.created_at)}</td>
                  <td data-label="Login terakhir">
                    {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Belum pernah'}
                  </td>
                  <td data-label="Aksi">
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

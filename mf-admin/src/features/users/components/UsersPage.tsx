import { useState } from 'react';
import {
  adminSourceLabels,
  adminUserMessages as text,
  formatDate,
  formatDateTime,
  getHref,
  type AdminUser,
  type AdminUserQuery,
} from '@undangin/contracts';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Link } from '@undangin/router';
import { Badge, buttonClass, SelectField } from '@undangin/ui';
import { useListAdminUsersQuery, useListPlanChoicesQuery } from '../api/list-users';
import { AdminListPage, type ListColumn } from '../../../components/AdminListPage';
import { useSearchedPages } from '../../../components/SearchForm';
import { UserActions, type ActionOutcome } from './UserActions';
import { Address } from '../../../components/Address';
import styles from '../../../components/admin-list.module.css';

const perPage = 20;

const columns = (meId: string | undefined, onDone: (outcome: ActionOutcome) => void): ListColumn<AdminUser>[] => [
  { header: 'Nama', cell: (user) => user.name ?? '-' },
  { header: 'Email', className: styles.muted, cell: (user) => <Address email={user.email} /> },
  { header: 'WhatsApp', cell: (user) => user.whatsapp ?? '-' },
  { header: 'Paket', cell: (user) => <Badge>{user.plan_name}</Badge> },
  {
    header: 'Peran',
    cell: (user) =>
      user.role !== 'admin' ? (
        'Pengguna'
      ) : (
        <Badge tone="primary">{user.admin_by_setting ? adminSourceLabels[user.admin_by_setting] : 'Admin'}</Badge>
      ),
  },
  {
    header: 'Status',
    cell: (user) =>
      user.status === 'disabled' ? <Badge tone="danger">Nonaktif</Badge> : <Badge tone="success">Aktif</Badge>,
  },
  { header: 'Bergabung', cell: (user) => formatDate(user.created_at) },
  {
    header: 'Login terakhir',
    cell: (user) => (user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Belum pernah'),
  },
  {
    header: 'Aksi',
    cell: (user) => (
      <>
        <UserActions user={user} isSelf={user.id === meId} onDone={onDone} />
        <Link
          className={buttonClass('link')}
          to={`${getHref('adminInvitations')}?search=${encodeURIComponent(user.email)}`}
        >
          Lihat undangan
        </Link>
      </>
    ),
  },
];

/** /admin/users: every account, searched by name, e-mail or WhatsApp; roles and access changed here. */
export function UsersPage() {
  useDocumentTitle('Pengguna');
  const me = useAppSelector(selectUser);
  const { search, changeSearch, pages, query } = useSearchedPages(perPage);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [filters, setFilters] = useState<Pick<AdminUserQuery, 'role' | 'status' | 'plan'>>({});
  const plans = useListPlanChoicesQuery().data ?? [];
  const filter = (key: keyof typeof filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value || undefined }));
    pages.reset();
  };
  const list = useListAdminUsersQuery({ ...query, ...filters });

  return (
    <AdminListPage
      title="Pengguna"
      lead="Cari akun, atur hak admin, dan nonaktifkan akun yang menyalahgunakan layanan."
      search={{
        label: 'Cari pengguna',
        placeholder: 'Nama, email, atau nomor WhatsApp',
        value: search,
        onChange: changeSearch,
      }}
      filters={{
        label: 'Saring pengguna',
        fields: (
          <>
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
          </>
        ),
      }}
      outcome={outcome}
      texts={text.lists.users}
      list={list}
      columns={columns(me?.id, setOutcome)}
      rowData={(user) => ({ 'data-user': user.email })}
      pages={pages}
    />
  );
}

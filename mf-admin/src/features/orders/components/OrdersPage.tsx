import { useState } from 'react';
import {
  adminUserMessages as text,
  formatDateTime,
  formatRupiah,
  orderStatusLabels,
  orderStatuses,
  type AdminOrder,
  type AdminOrderQuery,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Badge, SelectField } from '@undangin/ui';
import { Address } from '../../../components/Address';
import { AdminListPage, type ListColumn } from '../../../components/AdminListPage';
import styles from '../../../components/admin-list.module.css';
import { useSearchedPages } from '../../../components/SearchForm';
import { useListAdminOrdersQuery } from '../api/list-orders';

const perPage = 20;
const tones = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
  partially_refunded: 'neutral',
} as const;

const columns: ListColumn<AdminOrder>[] = [
  {
    header: 'Pesanan',
    cell: (order) => (
      <>
        <strong>{order.id}</strong>
        <div className={styles.muted}>{formatDateTime(order.created_at)}</div>
      </>
    ),
  },
  {
    header: 'Pembeli',
    cell: (order) => (
      <>
        {order.buyer_name ?? '-'}
        <div className={styles.muted}>
          <Address email={order.buyer_email} />
        </div>
      </>
    ),
  },
  { header: 'Paket', cell: (order) => order.plan_name },
  {
    header: 'Jumlah',
    cell: (order) => (
      <>
        {formatRupiah(order.amount)}
        {order.refunded_amount ? (
          <div className={styles.muted}>Dikembalikan {formatRupiah(order.refunded_amount)}</div>
        ) : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (order) => (
      <>
        <Badge tone={tones[order.status]}>{orderStatusLabels[order.status]}</Badge>
        {order.paid_at ? <div className={styles.muted}>Dibayar {formatDateTime(order.paid_at)}</div> : null}
      </>
    ),
  },
];

/** /admin/orders: every order of the platform, found by its id or the buyer's e-mail, by status; read only. */
export function OrdersPage() {
  useDocumentTitle('Pesanan');
  const { search, changeSearch, pages, query } = useSearchedPages(perPage);
  const [status, setStatus] = useState<AdminOrderQuery['status']>();
  const list = useListAdminOrdersQuery({ ...query, ...(status ? { status } : {}) });

  return (
    <AdminListPage
      title="Pesanan"
      lead="Semua pesanan paket di platform, terbaru di atas. Pembayaran dan pengembalian dana dicatat oleh layanan pembayaran."
      search={{
        label: 'Cari pesanan',
        placeholder: 'Nomor pesanan atau email pembeli',
        value: search,
        onChange: changeSearch,
      }}
      filters={{
        label: 'Saring pesanan',
        fields: (
          <SelectField
            label="Status"
            id="filter-order-status"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as AdminOrderQuery['status']);
              pages.reset();
            }}
            options={[
              { value: '', label: 'Semua status' },
              ...orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] })),
            ]}
          />
        ),
      }}
      outcome={null}
      texts={text.lists.orders}
      list={list}
      columns={columns}
      rowData={(order) => ({ 'data-order': order.id })}
      pages={pages}
    />
  );
}

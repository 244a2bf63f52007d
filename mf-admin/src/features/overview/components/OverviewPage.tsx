import { auditActionLabels, formatDateTime, formatRupiah, getHref, type AdminOverview } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Link } from '@undangin/router';
import { Button, buttonClass, Card, Notice, Skeleton } from '@undangin/ui';
import { useGetOverviewQuery } from '../api/get-overview';
import { DaysChart } from './DaysChart';
import { JobQueues } from './JobQueues';
import styles from './overview.module.css';

const number = new Intl.NumberFormat('id-ID');
const serviceLabels: Record<string, string> = {
  auth: 'Autentikasi',
  marketing: 'Situs publik',
  invitation: 'Halaman undangan',
  dashboard: 'Dashboard pengguna',
  admin: 'Admin',
  billing: 'Pembayaran',
};
const statusLabels = { ok: 'Berjalan', unavailable: 'Bermasalah', unreachable: 'Tidak menjawab' } as const;
const quickActions = [
  { href: getHref('adminUsers'), label: 'Kelola Pengguna' },
  { href: getHref('adminPrintTemplates'), label: 'Template Cetak' },
  { href: getHref('adminMessages'), label: 'Pesan Masuk' },
  { href: getHref('adminSettings'), label: 'Pengaturan' },
];

function tiles(totals: AdminOverview['totals']) {
  return [
    { label: 'Pengguna', value: number.format(totals.users), hint: 'akun terdaftar' },
    { label: 'Undangan', value: number.format(totals.invitations), hint: 'undangan dibuat' },
    { label: 'Tamu', value: number.format(totals.guests), hint: 'tamu di semua undangan' },
    { label: 'RSVP', value: number.format(totals.rsvps_answered), hint: 'tamu sudah menjawab' },
    { label: 'Aktif Hari Ini', value: number.format(totals.active_today), hint: 'pengguna masuk hari ini' },
    { label: 'Pesanan Lunas', value: number.format(totals.paid_orders_month), hint: 'bulan ini' },
    { label: 'Pendapatan', value: formatRupiah(totals.revenue_month), hint: 'bulan ini' },
  ];
}

/**
 * /admin/dashboard: live totals, the last 30 days, each service's readiness, the latest admin writes, quick actions
 * and the job queue (its own section, which loads and fails on its own).
 */
export function OverviewPage() {
  useDocumentTitle('Dashboard Admin');
  const { data, isLoading, isError, refetch } = useGetOverviewQuery();

  return (
    <div className={styles.page}>
      <h1>Dashboard Admin</h1>
      <nav className={styles.actions} aria-label="Aksi cepat">
        {quickActions.map((action) => (
          <Link key={action.href} to={action.href} className={styles.action}>
            {action.label}
          </Link>
        ))}
      </nav>
      {isLoading ? <Skeleton label="Memuat ringkasan..." lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title="Gagal memuat ringkasan admin."
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data ? (
        <>
          <ul className={styles.tiles} aria-label="Ringkasan">
            {tiles(data.totals).map((tile) => (
              <li key={tile.label} className={styles.tile}>
                <span className={styles.tileLabel}>{tile.label}</span>
                <strong className={styles.tileValue}>{tile.value}</strong>
                <span className={styles.tileHint}>{tile.hint}</span>
              </li>
            ))}
          </ul>
          <Card titleId="admin-days" title="30 Hari Terakhir">
            <DaysChart days={data.days} />
          </Card>
          <div className={styles.columns}>
            <Card titleId="admin-status" title="Status Sistem">
              <ul className={styles.status}>
                {data.services.map((service) => (
                  <li key={service.service} data-service={service.service} data-status={service.status}>
                    <span>{serviceLabels[service.service] ?? service.service}</span>
                    <span className={styles[service.status]}>{statusLabels[service.status]}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card titleId="admin-recent" title="Aktivitas Admin Terbaru">
              {data.recent_audit.length ? (
                <ol className={styles.recent}>
                  {data.recent_audit.map((entry) => (
                    <li key={entry.id}>
                      <strong>{auditActionLabels[entry.action] ?? entry.action}</strong>
                      <span>
                        {entry.actor_email ?? 'Sistem'} ·{' '}
                        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className={styles.muted}>Belum ada aktivitas admin.</p>
              )}
              <Link className={buttonClass('link')} to={getHref('adminAudit')}>
                Lihat semua log audit
              </Link>
            </Card>
          </div>
        </>
      ) : null}
      <JobQueues />
    </div>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { formatViews } from '@undangin/contracts';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { useGetSummaryQuery } from '../../../api/analytics';
import { Spinner } from '@undangin/ui';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import styles from './account.module.css';

const tabs = [
  { id: 'profile', label: 'Profil' },
  { id: 'security', label: 'Keamanan' },
  { id: 'notifications', label: 'Notifikasi' },
  { id: 'preferences', label: 'Preferensi' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const monthYear = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** /app/dashboard/account: profile, security, notifications and preferences of the signed-in user. */
export function AccountPage() {
  useDocumentTitle('Pengaturan Akun');
  const user = useAppSelector(selectUser);
  const [tab, setTab] = useState<TabId>('profile');
  const { data: summary } = useGetSummaryQuery();
  if (!user) return <Spinner label="Memuat akun..." />;

  // Arrow keys move between tabs, as in every tab list.
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = (tabs.findIndex((t) => t.id === tab) + step + tabs.length) % tabs.length;
    setTab(tabs[index]!.id);
    document.getElementById(`account-tab-${tabs[index]!.id}`)?.focus();
  };

  return (
    <div className={styles.page}>
      <h1>Pengaturan Akun</h1>
      <section className={styles.summary} aria-label="Ringkasan akun">
        <span className={styles.initial} aria-hidden="true">
          {(user.name?.trim()[0] ?? 'U').toUpperCase()}
        </span>
        <div>
          <p className={styles.name}>{user.name ?? 'Pengguna'}</p>
          <p className={styles.muted}>{user.email}</p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Bergabung sejak</dt>
            <dd data-testid="member-since">{user.createdAt ? monthYear.format(new Date(user.createdAt)) : '-'}</dd>
          </div>
          <div>
            <dt>Login terakhir</dt>
            <dd>{user.lastSignInAt ? `${dateTime.format(new Date(user.lastSignInAt))} WIB` : '-'}</dd>
          </div>
          <div>
            <dt>Peran</dt>
            <dd>{user.role === 'admin' ? 'Admin' : 'Pengguna'}</dd>
          </div>
          <div>
            <dt>Undangan</dt>
            <dd data-testid="account-invitations">{summary?.invitations ?? '-'}</dd>
          </div>
          <div>
            <dt>Tamu</dt>
            <dd>{summary?.guests ?? '-'}</dd>
          </div>
          <div>
            <dt>Kunjungan</dt>
            <dd>{summary ? formatViews(summary.views) : '-'}</dd>
          </div>
        </dl>
      </section>

      <div role="tablist" aria-label="Pengaturan akun" className={styles.tabs} onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`account-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`account-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={tab === t.id ? styles.activeTab : undefined}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {tab === 'profile' ? <ProfileTab key={user.id} user={user} /> : null}
        {tab === 'security' ? <SecurityTab /> : null}
        {tab === 'notifications' ? (
          <p className={styles.panel}>
            Notifikasi penting (konfirmasi akun, reset password, pembayaran) dikirim ke email akun Anda. Pengaturan
            notifikasi lain akan hadir segera.
          </p>
        ) : null}
        {tab === 'preferences' ? (
          <p className={styles.panel}>
            Bahasa antarmuka: Indonesia. Waktu ditampilkan dalam WIB. Preferensi lain akan hadir segera.
          </p>
        ) : null}
      </div>
    </div>
  );
}

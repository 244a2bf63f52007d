import { formatDateTime, type SystemSettings } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, Card, Notice, Spinner } from '@undangin/ui';
import { useGetSiteSettingsQuery } from '../api/get-site-settings';
import { useGetSystemSettingsQuery } from '../api/get-system-settings';
import { LoginSecurityForm } from './LoginSecurityForm';
import { SiteForm } from './SiteForm';
import styles from './settings.module.css';

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const megabytes = (bytes: number) => `${number.format(bytes / 1024 / 1024)} MB`;

function SystemBoxes({ system }: { system: SystemSettings }) {
  return (
    <div className={styles.columns}>
      <Card titleId="settings-mail" title="Server Email">
        <dl className={styles.facts}>
          <dt>Host</dt>
          <dd>{system.mail.host ?? 'Kotak keluar lokal'}</dd>
          <dt>Alamat pengirim</dt>
          <dd>{system.mail.from}</dd>
        </dl>
        <p className={styles.muted}>
          {system.mail.configured ? 'Diatur lewat environment' : 'Kotak keluar lokal: SMTP_URL belum diatur.'}
        </p>
      </Card>
      <Card titleId="settings-database" title="Status Database">
        <dl className={styles.facts}>
          <dt>Ukuran</dt>
          <dd data-testid="database-size">{megabytes(system.database.size_bytes)}</dd>
          <dt>Koneksi aktif</dt>
          <dd data-testid="database-connections">{system.database.connections}</dd>
          <dt>Migrasi terakhir</dt>
          <dd data-testid="database-migration">
            {system.database.migration ?? '-'}
            {system.database.migrated_at ? (
              <span className={styles.muted}> ({formatDateTime(system.database.migrated_at)})</span>
            ) : null}
          </dd>
        </dl>
      </Card>
    </div>
  );
}

/** /admin/settings: the site's facts (saved and audited), the mail server and the database, read-only. */
export function SettingsPage() {
  useDocumentTitle('Pengaturan');
  const site = useGetSiteSettingsQuery();
  const system = useGetSystemSettingsQuery();

  return (
    <div className={styles.page}>
      <h1>Pengaturan</h1>
      {site.isLoading ? <Spinner label="Memuat pengaturan..." /> : null}
      {site.isError ? (
        <Notice
          role="alert"
          title="Gagal memuat pengaturan situs."
          action={<Button onClick={() => void site.refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {site.data ? <SiteForm site={site.data} /> : null}
      <LoginSecurityForm />
      {system.isLoading ? <Spinner label="Memuat status sistem..." /> : null}
      {system.isError ? (
        <Notice
          role="alert"
          title="Gagal memuat status sistem."
          action={<Button onClick={() => void system.refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {system.data ? <SystemBoxes system={system.data} /> : null}
    </div>
  );
}

import { formatBytes } from '@undangin/contracts';
import { Link } from '@undangin/router';
import { useGetMediaUsageQuery } from '../api/get-media-usage';
import styles from './media.module.css';

/** What the uploads take of the plan's storage, with the way to more when it runs short. */
export function StorageUsage() {
  const { data } = useGetMediaUsageQuery();
  if (!data) return null;
  const unlimited = data.quota_bytes === -1;
  const share = unlimited ? 0 : data.used_bytes / Math.max(data.quota_bytes, 1);
  return (
    <section className={styles.usage} aria-label="Penyimpanan">
      <p>
        Penyimpanan: <strong>{formatBytes(data.used_bytes)}</strong>
        {unlimited ? ' (tanpa batas)' : ` dari ${formatBytes(data.quota_bytes)}`} · Paket {data.plan_name}
      </p>
      {unlimited ? null : (
        <progress
          max={data.quota_bytes}
          value={Math.min(data.used_bytes, data.quota_bytes)}
          aria-label="Penyimpanan terpakai"
        />
      )}
      {share >= 0.9 ? (
        <p className={styles.muted}>
          Penyimpanan hampir penuh. Hapus file yang tidak dipakai atau <Link to="/app/subscription">upgrade paket</Link>
          .
        </p>
      ) : null}
    </section>
  );
}

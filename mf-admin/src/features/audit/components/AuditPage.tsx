import { useState } from 'react';
import { adminMessages, auditActionLabels, formatDateTime, type AuditEntry } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, Notice, SelectField, Skeleton, TextField } from '@undangin/ui';
import { Pager, useCursorPages } from '../../../components/Pager';
import { useListAuditQuery } from '../api/list-audit';
import styles from './audit.module.css';

const perPage = 25;
const entities = [
  { value: '', label: 'Semua data' },
  { value: 'print_template', label: 'Template cetak' },
  { value: 'promo', label: 'Promo' },
  { value: 'settings', label: 'Pengaturan' },
  { value: 'user', label: 'Pengguna' },
  { value: 'invitation', label: 'Undangan' },
];
const nameOf = (entry: AuditEntry) => {
  const record = (entry.after ?? entry.before) as { name?: unknown; title?: unknown } | null;
  if (typeof record?.name === 'string') return record.name;
  return typeof record?.title === 'string' ? record.title : (entry.entity_id ?? '');
};

/** /admin/audit: every admin write (who, what, which record, when), newest first, filtered by action, data and admin. */
export function AuditPage() {
  useDocumentTitle('Log Audit');
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const pages = useCursorPages();
  const { data, isLoading, isError, isFetching, refetch } = useListAuditQuery({
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
    per_page: perPage,
    ...(entity ? { entity } : {}),
    ...(action ? { action } : {}),
    ...(actor.trim() ? { actor: actor.trim() } : {}),
  });
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    pages.reset();
  };

  return (
    <div className={styles.page}>
      <h1>Log Audit</h1>
      <p className={styles.lead}>Setiap perubahan yang dilakukan admin: siapa, apa, data mana, dan kapan.</p>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Data"
          value={entity}
          onChange={(event) => filter(setEntity)(event.target.value)}
          options={entities}
        />
        <SelectField
          label="Tindakan"
          value={action}
          onChange={(event) => filter(setAction)(event.target.value)}
          options={[
            { value: '', label: 'Semua tindakan' },
            ...Object.entries(auditActionLabels).map(([value, label]) => ({ value, label })),
          ]}
        />
        <TextField
          label="Admin (email)"
          type="search"
          value={actor}
          onChange={(event) => filter(setActor)(event.target.value)}
          placeholder="admin@undangin.id"
        />
      </form>
      {isLoading ? <Skeleton label="Memuat log audit..." lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title={adminMessages.audit.loadFailed}
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data && !data.items.length ? <Notice title={adminMessages.audit.emptyTitle} /> : null}
      {data?.items.length ? (
        <ol className={styles.list} aria-label="Catatan audit" aria-busy={isFetching}>
          {data.items.map((entry) => (
            <li key={entry.id} className={styles.entry} data-action={entry.action}>
              <div>
                <strong>{auditActionLabels[entry.action] ?? entry.action}</strong>
                <span className={styles.subject}>{nameOf(entry)}</span>
              </div>
              <div className={styles.meta}>
                <span>{entry.actor_email ?? entry.actor_id ?? 'Sistem'}</span>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {data ? <Pager label="Halaman log audit" pages={pages} data={data} noun="catatan" /> : null}
    </div>
  );
}

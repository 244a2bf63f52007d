import { useMemo, useState } from 'react';
import { Link } from '@undangin/router';
import {
  adminUserMessages,
  coHostUiMessages,
  domainMessages,
  exportMessages,
  formatLongDate,
  getHref,
  invitationAddress,
  messages,
  type InvitationSummary,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Button, buttonClass, CheckboxField, Notice, Skeleton, TextField, useNotice } from '@undangin/ui';
import {
  useDeleteInvitationMutation,
  useListInvitationsQuery,
  useSetInvitationActiveMutation,
  useSetInvitationPortfolioMutation,
} from '../../../api/invitations';
import { errorText } from '@undangin/platform/upload';
import { SharedBadge } from '../../../components/SharedBadge';
import styles from './card-list.module.css';

type Filter = 'all' | 'active' | 'inactive' | 'recent';
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Semua' },
  { value: 'active', label: 'Aktif' },
  { value: 'inactive', label: 'Nonaktif' },
  { value: 'recent', label: 'Terbaru' },
];
const weekMs = 7 * 86_400_000;

function matches(invitation: InvitationSummary, query: string, filter: Filter): boolean {
  if (query && !invitation.couple_name.toLowerCase().includes(query)) return false;
  if (filter === 'active') return invitation.is_active;
  if (filter === 'inactive') return !invitation.is_active;
  if (filter === 'recent') return Date.now() - Date.parse(invitation.created_at) <= weekMs;
  return true;
}

/** /app/card-list ('Undangan Saya'): search, filters, and each invitation's actions. */
export function CardListPage() {
  useDocumentTitle('Undangan Saya');
  const { data: invitations, isLoading, isError, error, refetch } = useListInvitationsQuery();
  const [remove] = useDeleteInvitationMutation();
  const [setActive] = useSetInvitationActiveMutation();
  const [setPortfolio] = useSetInvitationPortfolioMutation();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [copied, setCopied] = useState<string | null>(null);
  const [notice, setNotice] = useNotice();
  const shown = useMemo(
    () => (invitations ?? []).filter((i) => matches(i, query.trim().toLowerCase(), filter)),
    [invitations, query, filter],
  );

  /** Its address to share: its custom domain when one serves it. */
  const invitationLink = (invitation: InvitationSummary) =>
    invitationAddress(window.location.origin, invitation.slug, invitation.custom_domain);

  async function share(invitation: InvitationSummary) {
    try {
      await navigator.clipboard.writeText(invitationLink(invitation));
      setCopied(invitation.id);
      setTimeout(() => setCopied((c) => (c === invitation.id ? null : c)), 2000);
    } catch {
      setNotice({ tone: 'error', text: invitationLink(invitation) });
    }
  }

  async function toggle(invitation: InvitationSummary, isActive: boolean) {
    try {
      await setActive({ id: invitation.id, is_active: isActive }).unwrap();
      setNotice({
        tone: 'success',
        text: !isActive
          ? `Undangan "${invitation.couple_name}" dinonaktifkan: tamu tidak dapat membukanya.`
          : invitation.published_at
            ? `Undangan "${invitation.couple_name}" aktif kembali.`
            : messages.builder.published(invitation.couple_name),
      });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, 'Gagal mengubah status undangan. Silakan coba lagi.') });
    }
  }

  async function showInPortfolio(invitation: InvitationSummary, shown: boolean) {
    try {
      await setPortfolio({ id: invitation.id, in_portfolio: shown }).unwrap();
      setNotice({
        tone: 'success',
        text: shown
          ? `Undangan "${invitation.couple_name}" tampil di Portofolio Undangin selama aktif.`
          : `Undangan "${invitation.couple_name}" tidak lagi tampil di Portofolio Undangin.`,
      });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, 'Gagal mengubah pengaturan portofolio. Silakan coba lagi.') });
    }
  }

  async function destroy(invitation: InvitationSummary) {
    if (!window.confirm(messages.builder.deleteConfirm(invitation.couple_name))) return;
    try {
      await remove(invitation.id).unwrap();
      setNotice({ tone: 'success', text: messages.builder.deleted });
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      setNotice({
        tone: 'error',
        text:
          typeof status === 'number'
            ? messages.builder.deleteFailed(errorText(err, String(status)))
            : messages.builder.deleteUnexpected,
      });
    }
  }

  if (isLoading) return <Skeleton label="Memuat undangan..." lines={6} />;
  if (isError) {
    const status = (error as { status?: unknown }).status;
    return (
      <Notice
        title="Undangan Saya"
        text={
          typeof status === 'number'
            ? messages.builder.listFailed(errorText(error, String(status)))
            : messages.builder.unexpectedLoad
        }
        action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>Undangan Saya</h1>
        <Link to={getHref('themes')} className={buttonClass()}>
          Buat Baru
        </Link>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {!invitations?.length ? (
        <Notice
          title={messages.builder.emptyTitle}
          text="Pilih tema dan buat undangan digital pertama Anda."
          action={
            <Link to={getHref('themes')} className={buttonClass()}>
              Buat Undangan Pertama
            </Link>
          }
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <TextField
              label="Cari undangan"
              className={styles.search}
              type="search"
              placeholder="Cari undangan..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <div role="group" aria-label="Filter undangan" className={styles.filters}>
              {filters.map((f) => (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={filter === f.value}
                  onClick={() => setFilter(f.value)}
                >
                  {f.label}
                </button>
              ))}
            </div>
          </div>
          {shown.length ? (
            <ul className={styles.list} aria-label="Daftar undangan">
              {shown.map((invitation) => (
                <li key={invitation.id} className={styles.item}>
                  <div className={styles.info}>
                    <strong>{invitation.couple_name}</strong>
                    <SharedBadge invitation={invitation} />
                    <span className={styles.muted}>
                      /{invitation.slug} · {formatLongDate(invitation.event_date)} · {invitation.guests} tamu,{' '}
                      {invitation.confirmed} hadir
                    </span>
                    {invitation.role === 'receptionist' ? null : (
                      <>
                        {invitation.published_at || invitation.is_active || invitation.disabled_by_admin ? (
                          <CheckboxField
                            className={styles.toggle}
                            label={invitation.is_active ? 'Aktif' : 'Nonaktif'}
                            checked={invitation.is_active}
                            disabled={invitation.disabled_by_admin}
                            onChange={(e) => void toggle(invitation, e.target.checked)}
                          />
                        ) : (
                          // A draft: nobody sees it until the host publishes it.
                          <span className={styles.draft}>
                            <span data-testid="draft-badge">{messages.builder.draftLabel}</span>
                            <button type="button" onClick={() => void toggle(invitation, true)}>
                              Terbitkan
                            </button>
                          </span>
                        )}
                        {invitation.published_at || invitation.is_active ? (
                          // Consent to show it on /portfolio (only while it is public); off unless the host says so.
                          <CheckboxField
                            className={styles.toggle}
                            label="Tampilkan di Portofolio Undangin"
                            checked={invitation.in_portfolio}
                            onChange={(e) => void showInPortfolio(invitation, e.target.checked)}
                          />
                        ) : null}
                      </>
                    )}
                    {invitation.disabled_by_admin ? (
                      <span className={styles.adminDisabled} role="note">
                        {adminUserMessages.disabledByAdmin(invitation.admin_disabled_reason ?? null)}.{' '}
                        {adminUserMessages.ownerContact}
                      </span>
                    ) : null}
                  </div>
                  {invitation.role === 'receptionist' ? (
                    // A receptionist co-host has the check-in desk alone.
                    <div className={styles.actions}>
                      <Link to={getHref('checkinDesk', { invitationId: invitation.id })}>
                        {coHostUiMessages.deskLink}
                      </Link>
                    </div>
                  ) : (
                    <div className={styles.actions}>
                      <a href={`/${invitation.slug}?preview`} target="_blank" rel="noreferrer">
                        Preview
                      </a>
                      <Link to={`/app/edit-card/${invitation.id}`}>Edit</Link>
                      <Link to={`/app/dashboard/guests/${invitation.id}`}>Tamu</Link>
                      <button
                        type="button"
                        onClick={() => void share(invitation)}
                        aria-label={`${copied === invitation.id ? 'Tersalin' : 'Bagikan'} link ${invitation.couple_name}`}
                      >
                        {copied === invitation.id ? 'Tersalin' : 'Bagikan'}
                      </button>
                      <Link
                        to={getHref('invitationExports', { id: invitation.id })}
                        aria-label={`${exportMessages.title} ${invitation.couple_name}`}
                      >
                        {exportMessages.title}
                      </Link>
                      {invitation.role === 'owner' ? (
                        <>
                          <Link
                            to={getHref('invitationDomain', { id: invitation.id })}
                            aria-label={`${domainMessages.title} ${invitation.couple_name}`}
                          >
                            {domainMessages.title}
                          </Link>
                          <button type="button" className={styles.danger} onClick={() => void destroy(invitation)}>
                            Hapus
                          </button>
                        </>
                      ) : null}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <Notice
              title="Tidak ada undangan yang cocok"
              action={
                <Button variant="secondary" onClick={() => (setQuery(''), setFilter('all'))}>
                  Reset Filter
                </Button>
              }
            />
          )}
        </>
      )}
    </div>
  );
}

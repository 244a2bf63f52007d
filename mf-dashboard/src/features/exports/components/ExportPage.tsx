import { useCallback, useState } from 'react';
import { Link, useParams } from '@undangin/router';
import {
  exportEntitlement,
  exportMessages,
  getHref,
  messages,
  type ExportKind,
  type RequiredPlan,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass, LoadFailed, Notice, Skeleton } from '@undangin/ui';
import { useGetInvitationQuery } from '../../../api/invitations';
import { useExports } from '../hooks/use-exports';
import { ExportCreate } from './ExportCreate';
import { ExportHistory } from './ExportHistory';
import type { ExportEntitlement } from './ExportLock';
import styles from './exports.module.css';

/**
 * /app/edit-card/{id}/export: the invitation as a print-ready PDF, the door list as a PDF and the invitation as a
 * video, made by the render service. The owner and editors start them (the owner's plan and daily allowance count),
 * follow their progress and download them while they are kept; a plan without the entitlement sees its lock.
 */
export function ExportPage() {
  useDocumentTitle(exportMessages.title);
  const { id = '' } = useParams();
  const invitation = useGetInvitationQuery(id);
  const host = Boolean(invitation.data) && invitation.data?.role !== 'receptionist';
  const list = useExports(id, !host);
  // The list says whether the plan has each entitlement; a later refusal (a plan that lapsed since) locks it too and
  // names the plan that has it.
  const [refused, setRefused] = useState<Partial<Record<ExportEntitlement, RequiredPlan>>>({});
  const onLocked = useCallback(
    (kind: ExportKind, plan: RequiredPlan) => setRefused((known) => ({ ...known, [exportEntitlement[kind]]: plan })),
    [],
  );

  const status = (invitation.error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 400 || status === 403)
    return <Notice title={exportMessages.title} text={messages.builder.notFoundOrForbidden} />;
  if (invitation.error)
    return (
      <LoadFailed
        text={messages.builder.loadFailed}
        retrying={invitation.isFetching}
        onRetry={() => void invitation.refetch()}
      />
    );
  if (!invitation.data) return <Skeleton label={exportMessages.loading} lines={4} />;
  if (!host) return <Notice title={exportMessages.title} text={exportMessages.hostsOnly} />;
  if (list.isError && !list.data)
    return (
      <LoadFailed text={exportMessages.loadFailed} retrying={list.isFetching} onRetry={() => void list.refetch()} />
    );
  if (!list.data) return <Skeleton label={exportMessages.loading} lines={4} />;

  const { allowance } = list.data;
  const locked: Record<ExportEntitlement, boolean> = {
    export_pdf: Boolean(refused.export_pdf ?? allowance.export_pdf.locked),
    export_video: Boolean(refused.export_video ?? allowance.export_video.locked),
  };
  return (
    <div className={styles.page}>
      <Link className={buttonClass('link')} to={getHref('cardList')}>
        {exportMessages.back}
      </Link>
      <header className={styles.head}>
        <h1>{exportMessages.title}</h1>
        <p className={styles.muted}>
          {invitation.data.couple_name} · /{invitation.data.slug}
        </p>
        <p className={styles.intro}>{exportMessages.intro}</p>
      </header>
      <ExportCreate invitationId={id} allowance={allowance} locked={locked} refused={refused} onLocked={onLocked} />
      <ExportHistory invitationId={id} list={list.data} locked={locked} onLocked={onLocked} />
    </div>
  );
}

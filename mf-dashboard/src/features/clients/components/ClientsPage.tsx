import { useDocumentTitle } from '@undangin/platform/core';
import { Card, EmptyState, LoadFailed, showToast, Skeleton } from '@undangin/ui';
import { useListInvitationsQuery } from '../../../api/invitations';
import { useAddClientMutation } from '../api/add-client';
import { useGetClientsQuery } from '../api/get-clients';
import { BrandSection } from './BrandSection';
import { ClientCard } from './ClientCard';
import { ClientForm } from './ClientForm';
import { clientsText } from './clients-text';
import { FeatureLock } from './FeatureLock';
import type { OwnInvitation } from './LinkInvitation';
import styles from './clients.module.css';

/**
 * /app/klien: a reseller's clients (the Reseller plan's 'Dashboard klien') and brand ('Branding sendiri'). A plan
 * without them sees the locks; clients kept from before stay listed, and may still be deleted and unlinked.
 */
export function ClientsPage() {
  useDocumentTitle(clientsText.title);
  const list = useGetClientsQuery(undefined, { refetchOnMountOrArgChange: true });
  const invitations = useListInvitationsQuery();
  const [add] = useAddClientMutation();
  const data = list.data;
  const locked = data?.locked ?? null;

  // Only the reseller's own invitations can be linked; each says which client has it now.
  const clientOf = new Map(data?.clients.flatMap((c) => c.invitations.map((i) => [i.id, c.name] as const)) ?? []);
  const own: OwnInvitation[] = (invitations.data ?? [])
    .filter((invitation) => invitation.role === 'owner')
    .map(({ id, couple_name, slug }) => ({ id, couple_name, slug, client: clientOf.get(id) ?? null }));

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{clientsText.title}</h1>
        <p className={styles.intro}>{clientsText.intro}</p>
      </header>
      {!data && list.isError ? (
        <LoadFailed text={clientsText.loadFailed} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Skeleton label={clientsText.loading} lines={4} />
      ) : (
        <>
          {locked ? (
            <FeatureLock plan={locked} />
          ) : (
            <Card title={clientsText.addTitle} titleId="client-add-title">
              <ClientForm
                label={clientsText.addForm}
                submitLabel={clientsText.save}
                clearOnSave
                onSave={async (body) => {
                  await add(body).unwrap();
                  showToast(clientsText.saved, 'success');
                }}
              />
            </Card>
          )}
          <section className={styles.list} aria-labelledby="client-list-title">
            <div className={styles.listHead}>
              <h2 id="client-list-title">{clientsText.listTitle}</h2>
              <p className={styles.muted}>{clientsText.count(data.clients.length, data.max)}</p>
            </div>
            {data.clients.length ? (
              data.clients.map((client) => (
                <ClientCard key={client.id} client={client} invitations={own} locked={Boolean(locked)} />
              ))
            ) : (
              <EmptyState title={clientsText.empty} text={locked ? undefined : clientsText.emptyHint} />
            )}
          </section>
        </>
      )}
      <BrandSection />
    </div>
  );
}

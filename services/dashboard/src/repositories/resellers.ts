import type { ResellerBrand, ResellerClient } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';
import { imageIdOf } from './media-files';

/** A reseller's clients and brand (the dashboard's tables), and the client an invitation is made for. */
type ClientRow = Omit<ResellerClient, 'created_at' | 'invitations'> & {
  created_at: string;
  invitations: ResellerClient['invitations'] | null;
};
const toClient = (row: ClientRow): ResellerClient => ({
  ...row,
  created_at: iso(row.created_at),
  invitations: row.invitations ?? [],
});
const clientSql = `select c.id, c.name, c.phone, c.email, c.note, c.created_at,
    (select jsonb_agg(jsonb_build_object('id', i.id, 'couple_name', ${column('invitations', 'couple_name', 'i')}, 'slug', i.slug)
             order by i.created_at)
       from invitations i where i.client_id = c.id and i.user_id = c.owner_id) as invitations
  from reseller_clients c`;

export async function listClients(em: EntityManager, ownerId: string): Promise<ResellerClient[]> {
  const rows = await em.execute<ClientRow[]>(`${clientSql} where c.owner_id = ? order by c.name, c.created_at`, [
    ownerId,
  ]);
  return rows.map(toClient);
}

export async function clientOf(em: EntityManager, ownerId: string, clientId: string): Promise<ResellerClient | null> {
  const [row] = await em.execute<ClientRow[]>(`${clientSql} where c.owner_id = ? and c.id = ?`, [ownerId, clientId]);
  return row ? toClient(row) : null;
}

/** Locks the owner's clients (adds are counted one after the other) and answers how many there are. */
export async function lockClients(tx: EntityManager, ownerId: string): Promise<number> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext('reseller_clients:' || ?))`, [ownerId]);
  const [row] = await tx.execute<Array<{ n: string }>>(
    `select count(*) as n from reseller_clients where owner_id = ?`,
    [ownerId],
  );
  return Number(row?.n ?? 0);
}

export interface ClientFields {
  name: string;
  phone: string | null;
  email: string | null;
  note: string | null;
}

export async function insertClient(tx: EntityManager, ownerId: string, client: ClientFields): Promise<string> {
  const [row] = await tx.execute<Array<{ id: string }>>(
    `insert into reseller_clients (owner_id, name, phone, email, note) values (?, ?, ?, ?, ?) returning id`,
    [ownerId, client.name, client.phone, client.email, client.note],
  );
  return row!.id;
}

export async function updateClient(
  em: EntityManager,
  ownerId: string,
  clientId: string,
  client: ClientFields,
): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    `update reseller_clients set name = ?, phone = ?, email = ?, note = ? where id = ? and owner_id = ? returning id`,
    [client.name, client.phone, client.email, client.note, clientId, ownerId],
  );
  return rows.length > 0;
}

/** Deletes the client; their invitations stay the reseller's (client_id set null). */
export async function deleteClient(em: EntityManager, ownerId: string, clientId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(`delete from reseller_clients where id = ? and owner_id = ? returning id`, [
    clientId,
    ownerId,
  ]);
  return rows.length > 0;
}

export async function setInvitationClient(
  em: EntityManager,
  invitationId: string,
  clientId: string | null,
): Promise<void> {
  await em.execute(`update invitations set client_id = ?, updated_at = now() where id = ?`, [clientId, invitationId]);
}

export async function brandOf(em: EntityManager, ownerId: string): Promise<ResellerBrand | null> {
  const [row] = await em.execute<ResellerBrand[]>(
    `select name, logo_url, link_url from reseller_brands where owner_id = ?`,
    [ownerId],
  );
  return row ?? null;
}

export async function saveBrand(em: EntityManager, ownerId: string, brand: ResellerBrand): Promise<void> {
  await em.execute(
    `insert into reseller_brands (owner_id, name, logo_url, link_url) values (?, ?, ?, ?)
     on conflict (owner_id) do update set name = excluded.name, logo_url = excluded.logo_url,
       link_url = excluded.link_url, updated_at = now()`,
    [ownerId, brand.name, brand.logo_url, brand.link_url],
  );
}

export async function deleteBrand(em: EntityManager, ownerId: string): Promise<void> {
  await em.execute(`delete from reseller_brands where owner_id = ?`, [ownerId]);
}

/** Whether `url` is one of the owner's uploaded images (a logo is never an outside address). */
export async function ownImage(em: EntityManager, ownerId: string, url: string): Promise<boolean> {
  return (await imageIdOf(em, url, [ownerId])) !== null;
}

import { column, type Columns, type EntityManager } from '@undangin/db';
import { chosen } from './guests';

/** The chosen guests of the host's invitation who have a WhatsApp number, in the order chosen. */
export async function sendableGuests(
  em: EntityManager,
  owner: { userId: string; invitationId: string },
  ids: string[],
): Promise<string[]> {
  const rows = await em.execute<Array<Columns<'guests', 'id'>>>(
    `select g.id from guests g join invitations i on i.id = g.invitation_id
     where i.id = ? and i.user_id = ? and ${chosen} and g.${column('guests', 'phone')} is not null`,
    [owner.invitationId, owner.userId, JSON.stringify(ids)],
  );
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}

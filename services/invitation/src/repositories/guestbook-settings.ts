import { publicInvitation, type EntityManager } from '@undangin/db';

// The invitation service's own table, readable by it alone (the wall's link is a secret).

export interface GuestbookSettingsRow {
  approve_first: boolean;
  wall_token: string | null;
}

const defaults: GuestbookSettingsRow = { approve_first: false, wall_token: null };

/** The guest book's settings of an invitation (the defaults until its hosts change one). */
export async function settingsOf(em: EntityManager, invitationId: string): Promise<GuestbookSettingsRow> {
  const [row] = await em.execute<GuestbookSettingsRow[]>(
    `select approve_first, wall_token from guestbook_settings where invitation_id = ?`,
    [invitationId],
  );
  return row ?? defaults;
}

/** Changes one setting, keeping the other. */
export async function saveSettings(
  em: EntityManager,
  invitationId: string,
  change: Partial<GuestbookSettingsRow>,
): Promise<GuestbookSettingsRow> {
  const [row] = await em.execute<GuestbookSettingsRow[]>(
    `insert into guestbook_settings (invitation_id, approve_first, wall_token) values (?, ?, ?)
     on conflict (invitation_id) do update set
       approve_first = case when ? then excluded.approve_first else guestbook_settings.approve_first end,
       wall_token = case when ? then excluded.wall_token else guestbook_settings.wall_token end,
       updated_at = now()
     returning approve_first, wall_token`,
    [
      invitationId,
      change.approve_first ?? false,
      change.wall_token ?? null,
      change.approve_first !== undefined,
      change.wall_token !== undefined,
    ],
  );
  return row!;
}

/** The invitation a wall's link shows, while the link stands and the invitation is public; null otherwise. */
export async function wallOf(
  em: EntityManager,
  token: string,
): Promise<{ invitation_id: string; slug: string } | null> {
  const [row] = await em.execute<Array<{ invitation_id: string; slug: string }>>(
    `select s.invitation_id, i.slug from guestbook_settings s join invitations i on i.id = s.invitation_id
     where s.wall_token = ? and ${publicInvitation('i')}`,
    [token],
  );
  return row ?? null;
}

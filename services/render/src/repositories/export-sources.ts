import {
  column,
  onGuestList,
  publicInvitationColumns,
  servingDomainSql,
  type EntityManager,
  type Row,
  type SelectedRow,
} from '@undangin/db';

// What an export is made of: the invitation as its host wrote it, its sessions, its guests and their sessions.

const sessionColumns = `s.id, s.name, to_char(s.${column('invitation_sessions', 'event_date')}, 'YYYY-MM-DD') as event_date,
  s.${column('invitation_sessions', 'start_time')}, s.${column('invitation_sessions', 'end_time')},
  s.${column('invitation_sessions', 'time_zone')}, s.${column('invitation_sessions', 'venue_name')},
  s.${column('invitation_sessions', 'address')}`;

export type SourceInvitation = SelectedRow<typeof publicInvitationColumns> & {
  event_date: string;
  base_theme: string | null;
  custom_domain: string | null;
};
export type SourceSession = Pick<
  Row<'invitation_sessions'>,
  'id' | 'name' | 'start_time' | 'end_time' | 'time_zone' | 'venue_name' | 'address'
> & { event_date: string };
export type SourceGuest = Pick<
  Row<'guests'>,
  'id' | 'name' | 'code' | 'group_name' | 'seats' | 'guest_count' | 'status'
> & {
  all_sessions: boolean;
  session_ids: string[];
};

export async function sourceInvitation(em: EntityManager, id: string): Promise<SourceInvitation | null> {
  const [row] = await em.execute<SourceInvitation[]>(
    `select ${publicInvitationColumns.sql('i')}, to_char(i.${column('invitations', 'event_date')}, 'YYYY-MM-DD') as event_date,
       t.${column('themes', 'base_theme')}, ${servingDomainSql('i')} as custom_domain
     from invitations i left join themes t on t.id = i.theme_id where i.id = ?`,
    [id],
  );
  return row ?? null;
}

export async function sourceSessions(em: EntityManager, invitationId: string): Promise<SourceSession[]> {
  return em.execute<SourceSession[]>(
    `select ${sessionColumns} from invitation_sessions s where s.invitation_id = ? order by s.position, s.created_at`,
    [invitationId],
  );
}

/** The guest list (walk-ins and answers waiting for approval are not on it), by name. */
export async function sourceGuests(em: EntityManager, invitationId: string): Promise<SourceGuest[]> {
  return em.execute<SourceGuest[]>(
    `select g.id, g.name, g.code, g.${column('guests', 'group_name')}, g.seats, g.${column('guests', 'guest_count')},
       g.status, g.${column('guests', 'all_sessions')},
       coalesce((select array_agg(gs.session_id::text) from guest_sessions gs where gs.guest_id = g.id), '{}') as session_ids
     from guests g where g.invitation_id = ? and ${onGuestList('g')}
     order by lower(g.name), g.created_at limit 20000`,
    [invitationId],
  );
}

import type { DueGuest, Reminder, ReminderAudience } from '@undangin/contracts';
import { onGuestList, type Columns, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

type ReminderRow = Columns<
  'whatsapp_reminders',
  'id' | 'audience' | 'session_id' | 'send_at' | 'time_zone' | 'status' | 'queued' | 'created_at'
>;
const reminderColumns = 'id, audience, session_id, send_at, time_zone, status, queued, created_at';

const toReminder = (row: ReminderRow): Reminder => ({
  ...row,
  send_at: iso(row.send_at),
  created_at: iso(row.created_at),
});

export async function insertReminder(
  em: EntityManager,
  row: {
    id: string;
    invitationId: string;
    audience: ReminderAudience;
    sessionId: string | null;
    sendAt: Date;
    timeZone: string;
  },
): Promise<void> {
  await em.execute(
    `insert into whatsapp_reminders (id, invitation_id, audience, session_id, send_at, time_zone) values (?, ?, ?, ?, ?, ?)`,
    [row.id, row.invitationId, row.audience, row.sessionId, row.sendAt, row.timeZone],
  );
}

export async function listReminders(em: EntityManager, invitationId: string): Promise<Reminder[]> {
  const rows = await em.execute<ReminderRow[]>(
    `select ${reminderColumns} from whatsapp_reminders where invitation_id = ? order by send_at desc limit 100`,
    [invitationId],
  );
  return rows.map(toReminder);
}

/** Takes a scheduled reminder for sending (once): answers it with its invitation and host, or null when done or cancelled. */
export async function takeReminder(
  em: EntityManager,
  id: string,
): Promise<(ReminderRow & Columns<'whatsapp_reminders', 'invitation_id'> & Columns<'invitations', 'user_id'>) | null> {
  const [row] = await em.execute<
    Array<ReminderRow & Columns<'whatsapp_reminders', 'invitation_id'> & Columns<'invitations', 'user_id'>>
  >(
    `update whatsapp_reminders r set status = 'done' from invitations i
     where r.id = ? and i.id = r.invitation_id and r.status = 'scheduled'
     returning r.id, r.audience, r.session_id, r.send_at, r.time_zone, r.status, r.queued, r.created_at, r.invitation_id,
       i.user_id`,
    [id],
  );
  return row ?? null;
}

export async function setReminderQueued(em: EntityManager, id: string, queued: number): Promise<void> {
  await em.execute(`update whatsapp_reminders set queued = ? where id = ?`, [queued, id]);
}

/** Cancels a scheduled reminder of the invitation; answers whether one was. */
export async function cancelReminder(em: EntityManager, invitationId: string, id: string): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update whatsapp_reminders set status = 'cancelled' where id = ? and invitation_id = ? and status = 'scheduled' returning id`,
    [id, invitationId],
  );
  return rows.length > 0;
}

export async function reminderExists(em: EntityManager, invitationId: string, id: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from whatsapp_reminders where id = ? and invitation_id = ?`, [
    id,
    invitationId,
  ]);
  return rows.length > 0;
}

const dueWhere = `g.invitation_id = ? and g.source <> 'walkin' and ${onGuestList('g')} and g.status = 'pending'
  and g.phone is not null
  and not exists (select 1 from whatsapp_opt_outs o join invitations i on i.user_id = o.user_id
    where i.id = g.invitation_id and o.phone = g.phone)
  and not exists (select 1 from whatsapp_messages m where m.guest_id = g.id and m.kind = 'reminder'
    and m.created_at > now() - interval '1 day')`;

/** 'Perlu diingatkan': who has not answered and was not reminded in the last day (the first 200, and how many). */
export async function dueGuests(em: EntityManager, invitationId: string): Promise<{ due: DueGuest[]; total: number }> {
  const due = await em.execute<Array<Omit<DueGuest, 'reminded_at'> & { reminded_at: Date | null }>>(
    `select g.id, g.name, g.code, g.phone,
       case when g.all_sessions then null else
         (select coalesce(array_agg(gs.session_id::text), '{}') from guest_sessions gs where gs.guest_id = g.id) end as sessions,
       (select max(m.created_at) from whatsapp_messages m where m.guest_id = g.id and m.kind = 'reminder') as reminded_at
     from guests g where ${dueWhere} order by g.name limit 200`,
    [invitationId],
  );
  const [count] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from guests g where ${dueWhere}`, [
    invitationId,
  ]);
  return { due: due.map((row) => ({ ...row, reminded_at: iso(row.reminded_at) })), total: count?.n ?? 0 };
}

/** A one-tap reminder the host sent from their own WhatsApp, recorded for the guest (at most one per day). */
export async function recordTapReminder(
  em: EntityManager,
  owner: { userId: string; invitationId: string },
  guestId: string,
  id: string,
): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `insert into whatsapp_messages (id, invitation_id, guest_id, kind, round, channel, phone, body, status, sent_at)
     select ?, g.invitation_id, g.id, 'reminder', 'tap-' || to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD'), 'tap',
       g.phone, '', 'sent', now()
     from guests g join invitations i on i.id = g.invitation_id
     where g.id = ? and i.id = ? and i.user_id = ? and g.phone ~ '^[0-9]{8,15}$'
     on conflict (guest_id, kind, round) do update set sent_at = now(), updated_at = now()
     returning id`,
    [id, guestId, owner.invitationId, owner.userId],
  );
  return rows.length > 0;
}

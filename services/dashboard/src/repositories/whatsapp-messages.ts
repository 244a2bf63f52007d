import type { SendAudience, WhatsappKind, WhatsappProgress, WhatsappState } from '@undangin/contracts';
import { onGuestList, servingDomainSql, type Columns, type EntityManager, type Timestamp } from '@undangin/db';

/** A guest the audience names, with what sending to them needs. */
export type AudienceGuest = Columns<'guests', 'id' | 'name' | 'phone' | 'code' | 'all_sessions' | 'sent_at'> & {
  sessions: string[] | null;
  opted_out: boolean;
  /** This kind and round was already queued or sent to them. */
  messaged: boolean;
};

const audienceSql: Record<SendAudience['kind'], string> = {
  all: '',
  unsent: 'and g.sent_at is null',
  group: 'and lower(btrim(g.group_name)) = lower(btrim(?))',
  session: `and (g.all_sessions or exists (select 1 from guest_sessions gs where gs.guest_id = g.id and gs.session_id = ?))`,
};

/** The guests on the invitation's list an audience names (walk-ins and unapproved answers never), in list order. */
/** A reminder's guests: those who have not answered, or who said yes (to the session, when one is named). */
export interface AnswerFilter {
  answer: 'unanswered' | 'confirmed';
  sessionId: string | null;
}

function answerSql(filter: AnswerFilter | undefined): { sql: string; params: string[] } {
  if (!filter) return { sql: '', params: [] };
  if (!filter.sessionId)
    return {
      sql: filter.answer === 'unanswered' ? "and g.status = 'pending'" : "and g.status = 'confirmed'",
      params: [],
    };
  const answered = `exists (select 1 from guest_session_answers a where a.guest_id = g.id and a.session_id = ?
    ${filter.answer === 'confirmed' ? "and a.status = 'confirmed'" : ''})`;
  return { sql: `and ${filter.answer === 'unanswered' ? 'not ' : ''}${answered}`, params: [filter.sessionId] };
}

export async function audienceGuests(
  em: EntityManager,
  invitationId: string,
  audience: SendAudience,
  message: { kind: WhatsappKind; round: string; answer?: AnswerFilter },
): Promise<AudienceGuest[]> {
  const param = audience.kind === 'group' ? [audience.group] : audience.kind === 'session' ? [audience.session_id] : [];
  const answer = answerSql(message.answer);
  return em.execute<AudienceGuest[]>(
    `select g.id, g.name, g.phone, g.code, g.all_sessions, g.sent_at,
       case when g.all_sessions then null else
         (select coalesce(array_agg(gs.session_id::text), '{}') from guest_sessions gs where gs.guest_id = g.id) end as sessions,
       exists (select 1 from whatsapp_opt_outs o where o.user_id = i.user_id and o.phone = g.phone) as opted_out,
       exists (select 1 from whatsapp_messages m where m.guest_id = g.id and m.kind = ? and m.round = ?) as messaged
     from guests g join invitations i on i.id = g.invitation_id
     where g.invitation_id = ? and g.source <> 'walkin' and ${onGuestList('g')} ${audienceSql[audience.kind]} ${answer.sql}
     order by g.created_at, g.id`,
    [message.kind, message.round, invitationId, ...param, ...answer.params],
  );
}

export interface NewMessage {
  id: string;
  invitationId: string;
  guestId: string;
  kind: WhatsappKind;
  round: string;
  phone: string;
  body: string;
}

/** Inserts the messages; one already there for the same guest, kind and round is left as it is. Answers the new ids. */
export async function insertMessages(em: EntityManager, rows: NewMessage[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await em.execute<Array<Columns<'whatsapp_messages', 'id'>>>(
    `insert into whatsapp_messages (id, invitation_id, guest_id, kind, round, phone, body)
     select * from jsonb_to_recordset(?::jsonb) as r(id uuid, invitation_id uuid, guest_id uuid, kind text, round text,
       phone text, body text)
     on conflict (guest_id, kind, round) do nothing returning id`,
    [
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          invitation_id: row.invitationId,
          guest_id: row.guestId,
          kind: row.kind,
          round: row.round,
          phone: row.phone,
          body: row.body,
        })),
      ),
    ],
  );
  return inserted.map((row) => row.id);
}

/** What the worker needs to send one message: the guest, the invitation, and whether its host was told to stop. */
export type ClaimedMessage = Columns<'whatsapp_messages', 'id' | 'invitation_id' | 'guest_id' | 'kind' | 'phone'> & {
  opted_out: boolean;
};

/**
 * Takes a message for sending: a queued one, or one whose sender died (claimed longer ago than `graceSeconds` with no
 * status since). Answers null when it is sent, failed, or being sent by a live worker: nobody is messaged twice.
 */
export async function claimMessage(
  em: EntityManager,
  id: string,
  graceSeconds: number,
): Promise<ClaimedMessage | null> {
  const [row] = await em.execute<ClaimedMessage[]>(
    `update whatsapp_messages m set status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
     from invitations i
     where m.id = ? and i.id = m.invitation_id
       and (m.status = 'queued' or (m.status = 'sending' and m.claimed_at < now() - make_interval(secs => ?)))
     returning m.id, m.invitation_id, m.guest_id, m.kind, m.phone,
       exists (select 1 from whatsapp_opt_outs o where o.user_id = i.user_id and o.phone = m.phone) as opted_out`,
    [id, graceSeconds],
  );
  return row ?? null;
}

/** Whether a message is still being sent by another worker (claimed within the grace period). */
export async function stateOf(em: EntityManager, id: string): Promise<WhatsappState | null> {
  const [row] = await em.execute<Array<Columns<'whatsapp_messages', 'status'>>>(
    `select status from whatsapp_messages where id = ?`,
    [id],
  );
  return row?.status ?? null;
}

/** WhatsApp accepted the message: its wamid, and the guest counts as sent. A status that came first is kept. */
export async function markAccepted(em: EntityManager, id: string, wamid: string): Promise<void> {
  await em.execute(
    `with m as (
       update whatsapp_messages set wamid = ?, updated_at = now(), sent_at = coalesce(sent_at, now()),
         status = case when status in ('queued', 'sending') then 'sent' else status end
       where id = ? returning guest_id)
     update guests g set sent_at = coalesce(g.sent_at, now()), updated_at = now() from m where g.id = m.guest_id`,
    [wamid, id],
  );
}

export async function markFailed(
  em: EntityManager,
  id: string,
  failure: { status: 'failed' | 'skipped'; code: number | null; reason: string },
): Promise<void> {
  await em.execute(
    `update whatsapp_messages set status = ?, error_code = ?, error_reason = ?, failed_at = now(), updated_at = now()
     where id = ? and status in ('queued', 'sending')`,
    [failure.status, failure.code, failure.reason, id],
  );
}

/** Puts a message back in the queue (WhatsApp asked us to slow down, or was not reachable). */
export async function requeue(em: EntityManager, id: string): Promise<void> {
  await em.execute(
    `update whatsapp_messages set status = 'queued', claimed_at = null, updated_at = now() where id = ? and status = 'sending'`,
    [id],
  );
}

/**
 * Messages left queued or half-sent longer than `seconds` with no live job for them (none waiting, none running for
 * less than `seconds`: a job still 'active' longer than that died with its worker): the sweep queues them again.
 */
export async function unfinishedMessages(em: EntityManager, seconds: number, limit = 500): Promise<string[]> {
  const rows = await em.execute<Array<Columns<'whatsapp_messages', 'id'>>>(
    `select m.id from whatsapp_messages m
     where m.status in ('queued', 'sending') and m.updated_at < now() - make_interval(secs => ?)
       and not exists (select 1 from pgboss.job j where j.name = 'whatsapp-send' and j.data ->> 'messageId' = m.id::text
         and (j.state in ('created', 'retry') or (j.state = 'active' and j.started_on > now() - make_interval(secs => ?))))
     order by m.updated_at limit ?`,
    [seconds, seconds, limit],
  );
  return rows.map((row) => row.id);
}

/** Failed messages of the invitation (all, or the chosen ones) back to the queue; answers their ids. */
export async function requeueFailed(em: EntityManager, invitationId: string, ids: string[] | null): Promise<string[]> {
  const rows = await em.execute<Array<Columns<'whatsapp_messages', 'id'>>>(
    `update whatsapp_messages set status = 'queued', error_code = null, error_reason = null, failed_at = null,
       claimed_at = null, updated_at = now()
     where invitation_id = ? and status = 'failed' ${ids ? 'and id in (select jsonb_array_elements_text(?::jsonb)::uuid)' : ''}
     returning id`,
    ids ? [invitationId, JSON.stringify(ids)] : [invitationId],
  );
  return rows.map((row) => row.id);
}

type FailureRow = Columns<'whatsapp_messages', 'id' | 'guest_id' | 'phone' | 'kind'> & {
  guest_name: string;
  reason: string;
  failed_at: Timestamp | null;
};

/** The invitation's automatic messages by state, and its failures with their reasons (newest first). */
export async function messageProgress(
  em: EntityManager,
  invitationId: string,
): Promise<Omit<WhatsappProgress, 'channel'>> {
  const counts = await em.execute<Array<{ status: WhatsappState; n: number }>>(
    `select status, count(*)::int as n from whatsapp_messages where invitation_id = ? and channel = 'api' group by status`,
    [invitationId],
  );
  const failures = await em.execute<FailureRow[]>(
    `select m.id, m.guest_id, g.name as guest_name, m.phone, m.kind, coalesce(m.error_reason, '') as reason, m.failed_at
     from whatsapp_messages m join guests g on g.id = m.guest_id
     where m.invitation_id = ? and m.status = 'failed' order by m.failed_at desc nulls last limit 200`,
    [invitationId],
  );
  const byState = Object.fromEntries(counts.map((row) => [row.status, row.n]));
  const all = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
  return {
    counts: Object.fromEntries(all.map((state) => [state, byState[state] ?? 0])) as WhatsappProgress['counts'],
    in_flight: (byState.queued ?? 0) + (byState.sending ?? 0),
    failures: failures.map((row) => ({
      ...row,
      failed_at: row.failed_at ? new Date(row.failed_at).toISOString() : null,
    })),
  };
}

/** What a message says is built from these: the guest, and the invitation's slug and header image. */
export type MessageGuest = Columns<'guests', 'name' | 'code' | 'all_sessions'> & { sessions: string[] | null };
export type MessageInvitation = Columns<'invitations', 'id' | 'slug' | 'couple_name' | 'background_image'> & {
  first_photo: string | null;
  /** Its serving custom domain: guests' links point there. */
  custom_domain: string | null;
};

export async function messageInvitation(em: EntityManager, invitationId: string): Promise<MessageInvitation | null> {
  const [row] = await em.execute<MessageInvitation[]>(
    `select id, slug, couple_name, background_image, gallery -> 0 ->> 'url' as first_photo,
       ${servingDomainSql('invitations')} as custom_domain from invitations where id = ?`,
    [invitationId],
  );
  return row ?? null;
}

export async function messageGuest(em: EntityManager, guestId: string): Promise<MessageGuest | null> {
  const [row] = await em.execute<MessageGuest[]>(
    `select g.name, g.code, g.all_sessions, case when g.all_sessions then null else
       (select coalesce(array_agg(gs.session_id::text), '{}') from guest_sessions gs where gs.guest_id = g.id) end as sessions
     from guests g where g.id = ?`,
    [guestId],
  );
  return row ?? null;
}

import type { AuditPage, AuditQuery } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { unauthenticated } from '@undangin/service-kit';
import { cursorTimeSql, escapeLike, keysetPage } from './keyset';
import type { FastifyRequest } from 'fastify';

/** Who did it: the signed-in admin of the request. */
export interface AuditActor {
  id: string;
  email: string | null;
}

/** The admin of a request that passed the admin guard. */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw unauthenticated();
  return { id: request.user.id, email: request.user.email };
}

export interface AuditRecord {
  /** What was done, e.g. 'print_template.create'. */
  action: string;
  /** The kind of record, e.g. 'print_template'. */
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

const written = selection('admin_audit_log', [
  'actor_id',
  'actor_email',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
]);
const listed = selection('admin_audit_log', ['id', ...written.names, 'created_at']);

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Records one admin write. Call it with the transaction's EntityManager of the write itself, so a write that fails
 * leaves no audit row, and an audit row that cannot be written undoes the write.
 */
export async function recordAudit(em: EntityManager, actor: AuditActor, record: AuditRecord): Promise<void> {
  await em.execute(
    `insert into admin_audit_log (${written.sql()}) values (${written.placeholders({ before: 'jsonb', after: 'jsonb' })})`,
    [actor.id, actor.email, record.action, record.entity, record.entityId, json(record.before), json(record.after)],
  );
}

type AuditRow = SelectedRow<typeof listed> & { cursor_time: string };

/**
 * The log, newest first, a page after the cursor, filtered by exact action and entity and by part of the actor's
 * e-mail (or their id). The log is partitioned by month: a page reads the newest months first and stops.
 */
export async function listAudit(em: EntityManager, query: AuditQuery): Promise<AuditPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.action) {
    conditions.push('action = ?');
    params.push(query.action);
  }
  if (query.entity) {
    conditions.push('entity = ?');
    params.push(query.entity);
  }
  const actor = query.actor?.trim();
  if (actor) {
    conditions.push(/^[0-9a-f-]{36}$/i.test(actor) ? `actor_id = ?::uuid` : `actor_email ilike ?`);
    params.push(/^[0-9a-f-]{36}$/i.test(actor) ? actor : `%${escapeLike(actor)}%`);
  }
  return keysetPage(em, {
    select: `select ${listed.sql()}, ${cursorTimeSql('created_at')} as cursor_time from admin_audit_log`,
    from: 'admin_audit_log',
    conditions,
    params,
    time: 'created_at',
    id: 'id',
    idType: 'bigint',
    perPage: query.per_page ?? 50,
    cursor: query.cursor,
    idOf: (row) => row.id,
    toItem: ({ cursor_time: _cursor, ...row }: AuditRow) => ({
      ...row,
      id: String(row.id),
      created_at: new Date(row.created_at).toISOString(),
    }),
  });
}

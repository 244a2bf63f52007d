import type { AuditPage, AuditQuery } from '@undangin/contracts';
import { selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { unauthenticated } from '@undangin/service-kit';
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

type AuditRow = SelectedRow<typeof listed> & { total: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The log, newest first, filtered by exact action and entity and by part of the actor's e-mail (or their id). */
export async function listAudit(em: EntityManager, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.action) {
    where.push('action = ?');
    params.push(query.action);
  }
  if (query.entity) {
    where.push('entity = ?');
    params.push(query.entity);
  }
  if (query.actor?.trim()) {
    where.push(`(actor_email ilike ? or actor_id::text = ?)`);
    params.push(`%${escapeLike(query.actor.trim())}%`, query.actor.trim());
  }
  const rows = await em.execute<AuditRow[]>(
    `select ${listed.sql()}, count(*) over () as total
       from admin_audit_log ${where.length ? `where ${where.join(' and ')}` : ''}
      order by created_at desc, id desc limit ? offset ?`,
    [...params, perPage, (page - 1) * perPage],
  );
  const total = rows[0] ? Number(rows[0].total) : await countAudit(em, where, params);
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      id: String(row.id),
      created_at: new Date(row.created_at).toISOString(),
    })),
    total,
    page,
    per_page: perPage,
  };
}

async function countAudit(em: EntityManager, where: string[], params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from admin_audit_log ${where.length ? `where ${where.join(' and ')}` : ''}`,
    params,
  );
  return Number(row?.n ?? 0);
}

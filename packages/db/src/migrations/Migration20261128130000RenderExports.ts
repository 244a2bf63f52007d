import { Migration } from '@mikro-orm/migrations';
import { jobGrantsSql, queueSql } from '@undangin/jobs/schema';
import { dbRoleOf, ownTableSql } from '../ownership';

const render = dbRoleOf('render');
/**
 * What the render worker reads: the invitation, its theme and sessions, its guests, its domain and its owner's plan
 * to make a file; the signing keys and ended sessions every service's token check reads.
 */
const renderReads = [
  'auth_signing_keys',
  'auth_revoked_sessions',
  'invitations',
  'themes',
  'invitation_sessions',
  'guests',
  'guest_sessions',
  'custom_domains',
  'subscriptions',
  'plans',
];
/** What the render worker writes of an export: its progress, its attempts and its result, never what was asked. */
const renderWrites = [
  'status',
  'progress',
  'error',
  'attempts',
  'result_key',
  'size_bytes',
  'heartbeat_at',
  'started_at',
  'finished_at',
  'expires_at',
];

/**
 * Exports made by the render worker (issue 38): its own role (a worker, not at the edge), the table of exports (the
 * dashboard's: it creates them for a host; the worker may only move their state), and its two queues. A deleted
 * invitation or account leaves its exports' rows without it (set null), so the sweep still finds their files and
 * deletes them at once.
 */
export class Migration20261128130000RenderExports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `do $$ begin if not exists (select 1 from pg_roles where rolname = '${render}') then create role ${render} nologin; end if; end $$`,
    );
    this.addSql(`grant ${render} to current_user`);
    this.addSql(`grant usage on schema public to ${render}`);
    this.addSql(`create table if not exists "render_exports" (
      "id" uuid primary key default gen_random_uuid(),
      "invitation_id" uuid null references "invitations" ("id") on delete set null,
      "owner_id" uuid null references "auth_users" ("id") on delete set null,
      "requested_by" uuid null references "auth_users" ("id") on delete set null,
      "kind" text not null check ("kind" in ('invitation_pdf', 'door_list', 'video')),
      "per_guest" boolean not null default false,
      "status" text not null default 'queued' check ("status" in ('queued', 'running', 'done', 'failed')),
      "progress" integer not null default 0 check ("progress" between 0 and 100),
      "error" text null check ("error" in ('no_content', 'media_unreadable', 'render_failed', 'timed_out', 'worker_lost', 'too_large')),
      "attempts" integer not null default 0 check ("attempts" >= 0),
      "file_name" text not null check (length("file_name") between 1 and 200),
      "result_key" text null,
      "size_bytes" bigint null,
      "heartbeat_at" timestamptz null,
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      "expires_at" timestamptz null,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      `create index if not exists "render_exports_invitation_idx" on "render_exports" ("invitation_id", "created_at" desc)`,
    );
    this.addSql(`create index if not exists "render_exports_owner_idx" on "render_exports" ("owner_id", "created_at")`);
    // The admin's list, newest first (keyset on created_at, id).
    this.addSql(
      `create index if not exists "render_exports_created_idx" on "render_exports" ("created_at" desc, "id" desc)`,
    );
    this.addSql(
      `create index if not exists "render_exports_running_idx" on "render_exports" ("heartbeat_at") where "status" = 'running'`,
    );
    this.addSql(
      `create index if not exists "render_exports_expiry_idx" on "render_exports" ("expires_at") where "result_key" is not null`,
    );
    ownTableSql('render_exports', 'dashboard').forEach((sql) => this.addSql(sql));
    this.addSql(
      `grant select on table ${[...renderReads, 'render_exports'].map((t) => `"${t}"`).join(', ')} to ${render}`,
    );
    this.addSql(
      `grant update (${renderWrites.map((c) => `"${c}"`).join(', ')}) on table "render_exports" to ${render}`,
    );
    jobGrantsSql([render]).forEach((sql) => this.addSql(sql));
    for (const queue of ['render-exports', 'render-sweep'] as const)
      this.addSql(`${queueSql(queue)} where not exists (select 1 from pgboss.queue where name = '${queue}')`);
  }

  override async down(): Promise<void> {
    this.addSql(`select pgboss.delete_queue('render-sweep')`);
    this.addSql(`select pgboss.delete_queue('render-exports')`);
    this.addSql(`drop table if exists "render_exports"`);
    this.addSql(`revoke all on all tables in schema public from ${render}`);
    this.addSql(`revoke all on all tables in schema pgboss from ${render}`);
    this.addSql(`revoke all on all functions in schema pgboss from ${render}`);
    this.addSql(`revoke usage on schema pgboss from ${render}`);
    this.addSql(`alter default privileges in schema pgboss revoke all on tables from ${render}`);
    this.addSql(`revoke usage on schema public from ${render}`);
  }
}

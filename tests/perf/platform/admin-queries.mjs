// The admin's lists and overview as the admin service runs them (its own repository functions, in-process), on the
// platform-sized database: each variant timed alone many times, and the plan of each of its statements kept.
import { listAudit } from '../../../services/admin/src/repositories/audit.ts';
import { listMessages, listSubscribers } from '../../../services/admin/src/repositories/inbox.ts';
import { listInvitations } from '../../../services/admin/src/repositories/invitations.ts';
import { listOrders } from '../../../services/admin/src/repositories/orders.ts';
import { overviewDays, overviewTotals } from '../../../services/admin/src/repositories/overview.ts';
import { listUsers } from '../../../services/admin/src/repositories/users.ts';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** What to search for, read from the data: a common name, one account's e-mail, one slug, one order, one admin. */
async function samplesOf(em) {
  const one = async (sql) => (await em.execute(sql))[0];
  const user = await one(`select u.email from auth_users u order by u.created_at limit 1 offset 777`);
  const invitation = await one(`select slug, couple_name from invitations order by created_at limit 1 offset 4321`);
  const order = await one(`select id from orders order by created_at limit 1 offset 999`);
  const actor = await one(`select actor_email from admin_audit_log where actor_email is not null limit 1`);
  const message = await one(`select email from contact_messages order by created_at limit 1 offset 100`);
  const commonName = (await one(`select split_part(lower(name), ' ', 1) as first from profiles
      where name is not null group by 1 order by count(*) desc limit 1`)) ?? { first: 'siti' };
  return {
    email: user?.email ?? 'tidak@ada.id',
    slugPart: (invitation?.slug ?? 'budi-dan-ani').slice(0, 12),
    couple: (invitation?.couple_name ?? 'Budi').split(' ')[0],
    orderPart: (order?.id ?? 'ORD').slice(-8),
    actor: actor?.actor_email ?? 'admin',
    messageEmail: message?.email ?? 'tidak@ada.id',
    commonName: commonName.first,
  };
}

/** The cursor of the page `pages` pages down a list (each page read as the admin would, one after the other). */
async function cursorAfter(list, query, pages) {
  let cursor;
  for (let i = 0; i < pages; i++) cursor = (await list({ ...query, ...(cursor ? { cursor } : {}) })).next_cursor;
  return cursor ?? undefined;
}

export async function adminQueryVariants(em) {
  const s = await samplesOf(em);
  const deepUsers = await cursorAfter((q) => listUsers(em, q), {}, 50);
  const deepAudit = await cursorAfter((q) => listAudit(em, q), {}, 200);
  return [
    ['users: first page', (e) => listUsers(e, {})],
    [`users: search '${s.commonName}' (common name)`, (e) => listUsers(e, { search: s.commonName })],
    ['users: search one e-mail', (e) => listUsers(e, { search: s.email })],
    ['users: page 51 (keyset)', (e) => listUsers(e, { cursor: deepUsers })],
    ['users: plan premium', (e) => listUsers(e, { plan: 'premium' })],
    ['invitations: first page', (e) => listInvitations(e, {})],
    [`invitations: search '${s.couple}'`, (e) => listInvitations(e, { search: s.couple })],
    ['invitations: search part of a slug', (e) => listInvitations(e, { search: s.slugPart })],
    ['invitations: search an owner e-mail', (e) => listInvitations(e, { search: s.email })],
    ['orders: first page', (e) => listOrders(e, {})],
    ['orders: search part of an order id', (e) => listOrders(e, { search: s.orderPart })],
    ['orders: paid', (e) => listOrders(e, { status: 'paid' })],
    ['orders: search a buyer e-mail', (e) => listOrders(e, { search: s.email })],
    ['audit: first page', (e) => listAudit(e, {})],
    ['audit: one actor', (e) => listAudit(e, { actor: s.actor })],
    ['audit: page 201 (keyset, older months)', (e) => listAudit(e, { cursor: deepAudit })],
    ['inbox: messages, first page', (e) => listMessages(e, {})],
    ['inbox: unread', (e) => listMessages(e, { status: 'unread' })],
    ['inbox: search a sender', (e) => listMessages(e, { search: s.messageEmail })],
    ['inbox: subscribers, first page', (e) => listSubscribers(e, {})],
    ['inbox: subscribers, search', (e) => listSubscribers(e, { search: s.messageEmail.split('@')[0] })],
    ['overview: totals', (e) => overviewTotals(e)],
    ['overview: 30 days', (e) => overviewDays(e)],
  ];
}

/** An EntityManager that notes every statement it runs (the repositories only call `execute`). */
function recording(em, statements) {
  return {
    execute: (sql, params = []) => {
      statements.push([sql, params]);
      return em.execute(sql, params);
    },
  };
}

/** One plan as a line: each node with its relation or index, the partitions it kept, and the time it took. */
function planLine(plan) {
  const parts = [];
  const walk = (node) => {
    const on = node['Index Name'] ?? node['Relation Name'];
    const removed = node['Subplans Removed'] ? ` (${node['Subplans Removed']} partitions pruned)` : '';
    parts.push(`${node['Node Type']}${on ? ` ${on}` : ''}${removed}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  const text = unique.join(' › ');
  return `${text.length > 220 ? `${text.slice(0, 217)}…` : text} — ${plan['Execution Time'].toFixed(2)} ms`;
}

/** Each variant: `runs` timings after `warmup`, p50 and p99 in ms, and its statements' plans (EXPLAIN ANALYZE). */
export async function measureAdminQueries(em, { runs = 200, warmup = 10, log = () => {} } = {}) {
  const rows = [];
  for (const [name, run] of await adminQueryVariants(em)) {
    for (let i = 0; i < warmup; i++) await run(em);
    const times = [];
    for (let i = 0; i < runs; i++) {
      const began = performance.now();
      await run(em);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const statements = [];
    await run(recording(em, statements));
    const plans = [];
    for (const [sql, params] of statements) {
      const [row] = await em.execute(`explain (analyze, buffers, format json) ${sql}`, params);
      plans.push(planLine(row['QUERY PLAN'][0]));
    }
    const row = {
      name,
      p50: Number(percentile(times, 50).toFixed(2)),
      p99: Number(percentile(times, 99).toFixed(2)),
      plans,
    };
    log(`${name}: p50 ${row.p50} ms, p99 ${row.p99} ms`);
    rows.push(row);
  }
  return rows;
}

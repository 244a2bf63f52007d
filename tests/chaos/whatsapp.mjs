// Chaos for Integrasi WhatsApp: the dashboard is killed (SIGKILL) in the middle of a 200-guest automatic send and
// started again by the supervisor; afterwards every guest has exactly one message on the sandbox's phones.
import { baseUrl, pidOn, readyOn, waitFor, withDatabase } from './stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const check = (what, ok, detail) => ({ what, ok: Boolean(ok), detail });
const guests = 200;

async function json(path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A Premium host (the demo account) with a new invitation of 200 guests, each with a number of their own. */
async function premiumSend() {
  const session = await json('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@contoh.id', password: 'demo12345' }),
  });
  const stamp = String(Date.now()).slice(-6);
  const phones = Array.from({ length: guests }, (_, i) => `62859${stamp}${String(i).padStart(3, '0')}`);
  const invitationId = await withDatabase(async (db) => {
    await db.query(
      `insert into subscriptions (user_id, plan_id, status) select $1, 'premium', 'active'
       where not exists (select 1 from subscriptions where user_id = $1 and plan_id = 'premium' and status = 'active')`,
      [session.user.id],
    );
    const { rows } = await db.query(
      `insert into invitations (user_id, slug, couple_name, category, event_date, theme_id, is_active)
       values ($1, $2, 'Chaos & Kirim', 'wedding', current_date + 30, 'ocean-breeze', true) returning id`,
      [session.user.id, `chaos-wa-${stamp}`],
    );
    await db.query(
      `insert into guests (invitation_id, name, phone) select $1, 'Tamu Chaos ' || n, p
       from unnest($2::text[]) with ordinality as t(p, n)`,
      [rows[0].id, phones],
    );
    return rows[0].id;
  });
  const sent = await json(`/api/dashboard/invitations/${invitationId}/whatsapp/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ audience: { kind: 'all' } }),
  });
  return { invitationId, phones, queued: sent.queued };
}

const states = (invitationId) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `select status, count(*)::int as n from whatsapp_messages where invitation_id = $1 group by status`,
      [invitationId],
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  });

const received = (phones) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `select contact, count(*)::int as n from whatsapp_sandbox_messages
       where direction = 'out' and contact = any($1::text[]) group by contact`,
      [phones],
    );
    return new Map(rows.map((row) => [row.contact, row.n]));
  });

export async function killMidSend({ port, lines }) {
  const { invitationId, phones, queued } = await premiumSend();
  // Kill it once a fifth of the messages are out, while the rest are queued or on their way.
  await waitFor(async () => (await states(invitationId)).sent >= guests / 5, 60_000, 'a fifth sent').catch(() => null);
  const before = await states(invitationId);
  const pid = pidOn(port);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const backMs = await waitFor(
    async () => pidOn(port) !== pid && (await readyOn(port)),
    30_000,
    'dashboard back',
  ).catch(() => null);
  const doneMs = await waitFor(
    async () => {
      const now = await states(invitationId);
      return (now.sent ?? 0) + (now.failed ?? 0) === guests;
    },
    120_000,
    'every message sent',
  ).catch(() => null);
  await sleep(2000);
  const counts = await received(phones);
  const twice = phones.filter((phone) => (counts.get(phone) ?? 0) > 1);
  const never = phones.filter((phone) => !counts.get(phone));
  const noted = lines.some(({ at, line }) => at >= killedAt && line.includes('dashboard berhenti (sinyal SIGKILL)'));
  return {
    name: `kill -9 dashboard in the middle of a ${guests}-guest WhatsApp send`,
    numbers: { queued, atKill: before, after: await states(invitationId), backMs, doneMs },
    checks: [
      check('the send queued every guest', queued === guests, `${queued}`),
      check('killed mid-send', (before.sent ?? 0) < guests, JSON.stringify(before)),
      check('the supervisor said so', noted),
      check('every message reached its end state after the restart', doneMs !== null, `${doneMs} ms`),
      check(
        'every guest has exactly one message',
        twice.length === 0 && never.length === 0,
        `${twice.length} twice, ${never.length} none`,
      ),
    ],
  };
}

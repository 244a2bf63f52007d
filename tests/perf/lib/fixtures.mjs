// What the bench measures against: hosts signed up through the API as people do, their invitations, and guest lists
// of a given size written straight into Postgres (10,000 guests through the API would take longer than the bench).
import pg from 'pg';

let counter = 0;

/** A new host: signed up through the gateway, answered with the bearer headers and the password. */
export async function newHost(base) {
  counter += 1;
  const email = `bench.${Date.now()}.${counter}@contoh.id`;
  const password = 'bench-rahasia-123';
  const response = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { name: `Bench ${counter}`, full_name: `Bench ${counter}` } }),
  });
  const session = await response.json();
  if (!session.access_token) throw new Error(`sign-up: ${response.status} ${JSON.stringify(session)}`);
  return {
    email,
    password,
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
  };
}

/** An invitation of `host`, created through the dashboard API. */
export async function newInvitation(base, host) {
  const slug = `bench-${Date.now().toString(36)}-${counter}`;
  const response = await fetch(`${base}/api/dashboard/invitations`, {
    method: 'POST',
    headers: host.headers,
    body: JSON.stringify({ slug, category: 'wedding', couple_name: 'Rina & Dimas' }),
  });
  const invitation = await response.json();
  if (!invitation.id) throw new Error(`invitation: ${response.status} ${JSON.stringify(invitation)}`);
  // A new invitation is a draft: published, so guests can open it.
  const published = await fetch(`${base}/api/dashboard/invitations/${invitation.id}/active`, {
    method: 'PATCH',
    headers: host.headers,
    body: JSON.stringify({ is_active: true }),
  });
  if (!published.ok) throw new Error(`publish: ${published.status}`);
  return { id: invitation.id, slug };
}

/**
 * `count` guests on the invitation, a third each pending, confirmed and declined, in two groups, each with a
 * personal code (the column's default), and a view for every second guest: what a real list of that size holds.
 */
export async function addGuests(databaseUrl, invitationId, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into guests (invitation_id, name, phone, group_name, status, guest_count, rsvp_date, created_at)
       select $1, 'Tamu ' || n, '62813' || lpad(n::text, 8, '0'), case when n % 3 = 0 then 'VIP' else 'Reguler' end,
         (array['pending', 'confirmed', 'declined'])[1 + n % 3], 1 + n % 2,
         case when n % 3 = 0 then null else now() - (n || ' seconds')::interval end,
         now() - (n || ' seconds')::interval
       from generate_series(1, $2::int) n`,
      [invitationId, count],
    );
    await db.query(
      `insert into invitation_views (invitation_id, visitor, day, created_at)
       select $1, 'pengunjung-' || n, current_date - (n % 30), now() - (n || ' minutes')::interval
       from generate_series(1, $2::int) n`,
      [invitationId, Math.ceil(count / 2)],
    );
    // As a list looks once autovacuum has been by, some time after an import (hint bits set, visibility map, planner
    // statistics): measured right after a bulk insert, the first answers would pay for that pass and race it.
    await db.query('vacuum analyze guests');
    await db.query('vacuum analyze invitation_views');
    const { rows } = await db.query(`select code from guests where invitation_id = $1 and status = 'pending'`, [
      invitationId,
    ]);
    return rows.map((row) => row.code);
  } finally {
    await db.end();
  }
}

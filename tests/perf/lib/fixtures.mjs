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

const guestNames = ['Budi Santoso', 'Siti Rahayu', 'Agus Wijaya', 'Dewi Lestari', 'Rudi Hartono', 'Putri Ayu'];

/**
 * `count` published invitations of as many hosts, written straight into Postgres in one transaction (2,000 sign-ups
 * through the API would take minutes): each host a confirmed account with a profile, each invitation a copy of the
 * demo invitation `from` (every column, so the page renders as the demo's does) with a slug, couple and theme of its
 * own, and `guestsEach` guests with their personal codes. Answers the run's tag (removeHosts) and, per invitation, its
 * slug and guests ({ name, code }), for personal links.
 */
export async function addPublishedInvitations(databaseUrl, { count, guestsEach = 3, from = 'budi-dan-ani' }) {
  const tag = `blast${Date.now().toString(36)}`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    // Ids derived from the tag and the number: the invitations and guests below find their host without a lookup.
    await db.query(
      `insert into auth_users (id, email, encrypted_password, email_confirmed_at, user_metadata)
       select md5($1 || '-host-' || n)::uuid, $1 || '.' || n || '@contoh.id', 'x', now(),
         jsonb_build_object('name', 'Tuan Rumah ' || n, 'full_name', 'Tuan Rumah ' || n)
       from generate_series(1, $2::int) n`,
      [tag, count],
    );
    await db.query(
      `insert into profiles (id, name, email)
       select md5($1 || '-host-' || n)::uuid, 'Tuan Rumah ' || n, $1 || '.' || n || '@contoh.id'
       from generate_series(1, $2::int) n`,
      [tag, count],
    );
    const own = ['id', 'user_id', 'slug', 'couple_name', 'theme_id', 'is_active', 'privacy', 'published_at'];
    const { rows } = await db.query(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'invitations' and is_generated = 'NEVER'
         and not (column_name = any($1))`,
      [[...own, 'created_at', 'updated_at', 'client_id']],
    );
    const copied = rows.map((row) => db.escapeIdentifier(row.column_name));
    const inserted = await db.query(
      `insert into invitations (${[...own, ...copied].join(', ')})
       select md5($1 || '-inv-' || n)::uuid, md5($1 || '-host-' || n)::uuid, $1 || '-' || n,
         'Rina & Dimas ' || n, t.ids[1 + n % cardinality(t.ids)], true, 'public', now(),
         ${copied.map((column) => `d.${column}`).join(', ')}
       from generate_series(1, $2::int) n
       cross join (select * from invitations where slug = $3) d
       cross join (select array_agg(id order by id) as ids from themes) t`,
      [tag, count, from],
    );
    if (inserted.rowCount !== count) throw new Error(`the demo invitation ${from} is missing`);
    await db.query(
      `insert into guests (invitation_id, name, phone)
       select md5($1 || '-inv-' || n)::uuid, ($3::text[])[1 + (n + g) % cardinality($3::text[])] || ' ' || g,
         '62812' || lpad((n * 10 + g)::text, 8, '0')
       from generate_series(1, $2::int) n cross join generate_series(1, $4::int) g`,
      [tag, count, guestNames, guestsEach],
    );
    await db.query('commit');
    await db.query('vacuum analyze invitations');
    await db.query('vacuum analyze guests');
    const guests = await db.query(
      `select i.slug, g.name, g.code from guests g join invitations i on i.id = g.invitation_id
       where i.slug like $1 || '-%' order by i.slug, g.name`,
      [tag],
    );
    const bySlug = new Map();
    for (const { slug, name, code } of guests.rows) {
      if (!bySlug.has(slug)) bySlug.set(slug, []);
      bySlug.get(slug).push({ name, code });
    }
    return { tag, invitations: [...bySlug].map(([slug, invited]) => ({ slug, guests: invited })) };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}

/** Removes the hosts addPublishedInvitations wrote under `tag`, with their invitations and guests. */
export async function removeHosts(databaseUrl, tag) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`delete from auth_users where email like $1 || '.%@contoh.id'`, [tag]);
  } finally {
    await db.end();
  }
}

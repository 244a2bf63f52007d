// Listing page 1 of an invitation with 10,000 guests, through the gateway, against a running stack (`npm start`).
// Goal (guests issue): under 300 ms. Creates its own host and invitation; DATABASE_URL reaches the stack's Postgres.
import pg from 'pg';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const db = new pg.Client({
  connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/undangin',
});
const json = (r) => r.json();
const email = `bench.${Date.now()}@contoh.id`;

const session = await fetch(`${base}/auth/v1/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench12345' }),
}).then(json);
const auth = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
const invitation = await fetch(`${base}/api/dashboard/invitations`, {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({ slug: `bench-${Date.now()}`, category: 'wedding' }),
}).then(json);
await db.connect();
await db.query(
  `insert into guests (invitation_id, name, phone, group_name, status, created_at)
   select $1, 'Tamu ' || n, '62813' || lpad(n::text, 8, '0'), case when n % 3 = 0 then 'VIP' else 'Reguler' end,
     (array['pending', 'confirmed', 'declined'])[1 + n % 3], now() - (n || ' seconds')::interval from generate_series(1, 10000) n`,
  [invitation.id],
);
await db.query('analyze guests');

const times = [];
for (let i = 0; i < 25; i += 1) {
  const started = performance.now();
  const page = await fetch(`${base}/api/dashboard/invitations/${invitation.id}/guests?page=1&per_page=50`, {
    headers: auth,
  }).then(json);
  times.push(performance.now() - started);
  if (page.total !== 10000) throw new Error(`expected 10000 guests, got ${page.total}`);
}
const search = performance.now();
await fetch(`${base}/api/dashboard/invitations/${invitation.id}/guests?q=tamu%209999`, { headers: auth }).then(json);
const searchMs = performance.now() - search;
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const p95 = times[Math.floor(times.length * 0.95)];
console.log(
  `guest list page 1 of 10,000: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, search ${searchMs.toFixed(0)} ms — goal < 300 ms ${p95 < 300 ? 'ok' : 'MISSED'}`,
);
await db.query('delete from invitations where id = $1', [invitation.id]);
await db.end();
process.exit(p95 < 300 ? 0 : 1);

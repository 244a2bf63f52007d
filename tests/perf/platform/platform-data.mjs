// The SQL that generate.mjs runs: every row made from generate_series, each value derived from the row's number through
// platform_gen.r (a seeded hash, no random()), so two runs at one factor on one day write the same platform but for the
// guests' codes (the column's random default). The helpers and the plan live in the schema platform_gen meanwhile.

// Names: 32 men's and 32 women's first names, 48 family and 40 middle names: a search for 'siti' or 'wijaya' hits one
// name in 64 or 48, as a common name does. Mobile prefixes after 628: Telkomsel, Indosat, XL, Tri, Smartfren, Axis.
const lists = Object.fromEntries(
  `first: Muhammad|Budi|Agus|Andi|Dimas|Rizky|Fajar|Hendra|Joko|Bayu|Arif|Dedi|Eko|Yoga|Reza|Ilham|Bagus|Teguh|Wahyu|Aditya|Fikri|Rudi|Hadi|Irfan|Gilang|Aldi|Yusuf|Hafiz|Bima|Rangga|Taufik|Galih|Siti|Ani|Dewi|Rina|Putri|Ayu|Lestari|Fitri|Indah|Wulan|Nur|Ratna|Sari|Maya|Dian|Intan|Nabila|Aisyah|Citra|Nadia|Rahma|Tika|Yuni|Eka|Mega|Anisa|Laras|Salsa|Kartika|Novi|Dinda|Melati
family: Wijaya|Santoso|Saputra|Hidayat|Pratama|Siregar|Nasution|Harahap|Kusuma|Wibowo|Setiawan|Gunawan|Halim|Tanjung|Simanjuntak|Sitompul|Nugroho|Susanto|Hartono|Permana|Purnomo|Rahman|Hakim|Sembiring|Ginting|Lubis|Situmorang|Panjaitan|Hutapea|Manurung|Pangaribuan|Sinaga|Putra|Firmansyah|Kurniawan|Hermawan|Suryadi|Utomo|Prasetyo|Maulana|Ramadhan|Syahputra|Wahyudi|Anggraini|Rahayu|Handayani|Wulandari|Susilo
middle: Dwi|Tri|Catur|Adi|Sri|Ayu|Nurul|Indra|Cahya|Rizki|Bagas|Ratu|Puspita|Mulia|Jaya|Surya|Kurnia|Permata|Bintang|Rahmat|Dharma|Wira|Kusumah|Arya|Bayu|Citra|Dewanti|Endah|Fitria|Gita|Hana|Ilma|Juwita|Kirana|Lintang|Mentari|Nirmala|Pertiwi|Sekar|Tirta
domains: gmail.com|gmail.com|gmail.com|yahoo.co.id|yahoo.com|outlook.com|ymail.com|icloud.com
operators: 11|12|13|21|22|23|51|52|53|14|15|16|55|56|57|58|17|18|19|59|77|78|81|82|83|87|88|95|96|97|98|99
groups: Keluarga|Keluarga Besar|Teman Kantor|Teman Kuliah|Teman SMA|Tetangga|VIP|Rekan Bisnis
venues: Gedung Serbaguna Kartika|Masjid Agung Al-Ikhlas|Hotel Santika|Balai Kartini|Graha Sarana Ganesha
cities: Jakarta Selatan|Bandung|Surabaya|Medan|Yogyakarta|Semarang|Makassar|Palembang|Bekasi|Denpasar
times: 08:00|09:00|10:00|11:00|13:00|19:00
themes: romantic-blush|golden-elegance|forest-dream|ocean-breeze
payments: bank_transfer|qris|gopay|shopeepay|credit_card|echannel
subjects: general|technical|billing|feature|partnership|other
wishes: Selamat menempuh hidup baru, semoga menjadi keluarga sakinah, mawaddah, warahmah.|Barakallahu lakuma wa baraka alaikuma wa jamaa bainakuma fii khair.|Selamat ya! Semoga langgeng sampai kakek nenek.|Mohon maaf belum bisa hadir, doa terbaik untuk kalian berdua.|Selamat berbahagia, semoga lancar sampai hari H.|Turut berbahagia, semoga menjadi keluarga yang penuh berkah.|Insya Allah hadir, sampai jumpa di acara!|Happy wedding! Semoga bahagia selalu.
messages: Halo, bagaimana cara mengganti tema undangan saya?|Pembayaran sudah terpotong tapi paket saya belum aktif, mohon dicek.|Apakah bisa mengirim undangan lewat WhatsApp ke 500 tamu sekaligus?|Saya tertarik bekerja sama sebagai reseller untuk wedding organizer kami.|Tamu saya tidak bisa membuka tautan undangan, mohon bantuannya.
actions: invitation.deactivate|invitation.reactivate|user.disable|user.enable|promo.update|settings.update|plan.update|job.retry|print_template.create|newsletter_subscriber.export|user.grant_admin`
    .split('\n')
    .map((line) => [line.split(': ')[0], line.split(': ')[1].split('|')]),
);
const admins = ['rina', 'dimas', 'sari', 'agus', 'maya', 'yoga'];
const quote = (s) => `'${s.replaceAll("'", "''")}'`;
const r = (x, salt) => `platform_gen.r(${x}, ${salt})`;
/** SQL: the element of `list` at the fraction `u` (0 ≤ u < 1) of its length. */
const pick = (list, u) => `(array[${list.map(quote).join(', ')}])[1 + floor((${u}) * ${list.length})::int]`;
/** SQL: a 13-digit Indonesian mobile number (628…), its last 8 digits from `digits`. */
const phone = (u, digits) => `'628' || ${pick(lists.operators, u)} || lpad(((${digits}) % 100000000)::text, 8, '0')`;
const email = (first, last, number, u) =>
  `lower(${first}) || '.' || lower(${last}) || ${number} || '@' || ${pick(lists.domains, u)}`;
const names = (list) => `array[${lists[list].map(quote)}]`;
// A row of invitation p's list (k): one number, hashed by platform_gen.r for each value.
const x = '(p.n::bigint * 16777216 + k)';

export const setupSql = [
  `drop schema if exists platform_gen cascade`,
  `create schema platform_gen`,
  // [0, 1) from a number and a salt (the seeded hash Postgres partitions with); one-expression immutable SQL functions
  // all, so the planner inlines them (no call per row).
  `create function platform_gen.r(x bigint, salt bigint) returns float8 language sql immutable parallel safe
     as $$ select (hashint8extended(x, salt) & 4503599627370495)::float8 / 4503599627370496 $$`,
  // An id of the kind and number, shaped as the v4 uuids gen_random_uuid() makes.
  `create function platform_gen.uid(kind text, x bigint) returns uuid language sql immutable parallel safe
     as $$ select overlay(overlay(md5(kind || x::text) placing '4' from 13) placing '8' from 17)::uuid $$`,
  // Guest k of a list with offset `o`: the first 3,072 one of 64 × 48 first-and-family names, the next 122,880 with a
  // middle name, each name once per list (its unique index), then a number after the name.
  `create function platform_gen.guest_name(k bigint, o bigint) returns text language sql immutable parallel safe as $$
     select case when k <= 3072
       then (${names('first')})[1 + ((k - 1) * 7919 + o) % 3072 % 64] || ' ' || (${names('family')})[1 + ((k - 1) * 7919 + o) % 3072 / 64]
       else (${names('first')})[1 + ((k - 3073) * 7919 + o) % 122880 % 64]
         || ' ' || (${names('middle')})[1 + ((k - 3073) * 7919 + o) % 122880 / 3072]
         || ' ' || (${names('family')})[1 + ((k - 3073) * 7919 + o) % 122880 / 64 % 48]
         || case when k > 125952 then ' ' || ((k - 3073) / 122880 + 1)::text else '' end end $$`,
];

/** SQL: `count` split over the rows by the numeric weight `w`, in the order of `by` (cumulative floors: exact total). */
const share = (w, count, by = 'n') =>
  `coalesce(floor(sum(${w}) over (order by ${by}) * ${count} / nullif(sum(${w}) over (), 0))
    - floor((sum(${w}) over (order by ${by}) - ${w}) * ${count} / nullif(sum(${w}) over (), 0)), 0)::int`;

/**
 * The plan. Hosts: most have one invitation or none, some a few, one in a hundred is a reseller with 50–200; sign-ups
 * grow towards now over 18 months. Invitations: 88 % published; lists of 10–200 guests (most short) and a handful of
 * huge ones; answers where the event came or is near; views and wishes from publishing on.
 */
export const planSql = (c) => [
  `create unlogged table platform_gen.hosts as
   select h, platform_gen.uid('host', h) as id, created_at, ${share('w', c.invitations, 'h')} as invitations
   from (select h, ${c.base} - interval '548 days' * power(${r('h', 1)}, 1.7) as created_at,
       (array[1, 2 + floor(3 * ${r('h', 3)}), 5 + floor(11 * ${r('h', 3)}), 16 + floor(25 * ${r('h', 3)}), 50 + floor(151 * ${r('h', 3)})])[
         1 + width_bucket(${r('h', 2)}, array[0.55, 0.8, 0.95, 0.99])]::numeric as w
     from generate_series(1, ${c.hosts}) h) weighted`,
  `create unlogged table platform_gen.inv as
   with i as (select n, o.id as user_id, platform_gen.uid('inv', n) as id,
       o.created_at + (${c.base} - o.created_at) * power(${r('n', 1)}, 2) as created_at,
       (case n ${c.huge.map(([n, size]) => `when ${n} then ${size}`).join(' ') || 'when 0 then 0'} end) as huge
     from (select *, sum(invitations) over (order by h) - invitations as before from platform_gen.hosts) o,
       generate_series(o.before + 1, o.before + o.invitations) n),
   j as (select i.*, case when ${r('n', 2)} < 0.88 or huge is not null
         then created_at + least(${c.base} - created_at, interval '3 days') * ${r('n', 3)} end as published_at,
       (created_at + interval '1 day' * (14 + floor(170 * ${r('n', 4)})))::date as event_date,
       ${pick(lists.times, r('n', 5))} as event_time,
       (array['wedding', 'birthday', 'anniversary', 'graduation', 'corporate', 'other'])[case when huge is null
         then 1 + width_bucket(${r('n', 6)}, array[0.86, 0.93, 0.96, 0.98, 0.99]) else 1 + 4 * (${r('n', 6)} > 0.5)::int end] as category
     from i), k as (select j.*, ((event_date + event_time::time) at time zone 'Asia/Jakarta') as event_at,
       (published_at at time zone 'Asia/Jakarta')::date as published_day,
       case when published_at is null or huge is not null then 0 else 10 + floor(190 * power(${r('n', 7)}, 3)) end::numeric as weight
     from j), g as (select k.*, coalesce(huge, ${share('weight', c.guests - c.hugeGuests)}) as guests,
       case when published_at is null then 0 else least(1, greatest(0, extract(epoch from ${c.base} - published_at)
         / greatest(1, extract(epoch from event_at - published_at)))) end as elapsed,
       least(${c.baseDay} - 1, event_date + 14) - published_day + 1 as view_days
     from k), a as (select g.*, least(guests, ${share(`round(guests * elapsed * (300 + 500 * ${r('n', 8)}))::numeric`, c.answers)}) as answered,
       case when view_days >= 1 then round((guests + 40) * (500 + 1000 * ${r('n', 9)})) else 0 end::numeric as view_weight
     from g) select a.*, ${share('view_weight', c.views)} as views,
     ${share(`case when view_days >= 1 then round((answered + 2) * 1000 * ${r('n', 10)}) else 0 end::numeric`, c.guestbook)} as wishes,
     event_at + interval '1 day' < ${c.base} and ${r('n', 11)} < 0.3 and guests > 0 as checkin,
     0.4 + 0.55 * ${r('n', 12)} as send_rate, floor(${r('n', 13)} * 125952)::bigint as name_offset,
     ${pick(lists.first.slice(0, 32), r('n', 14))} as groom, ${pick(lists.first.slice(32), r('n', 15))} as bride,
     ${pick(lists.family, r('n', 16))} as family from a order by id`,
  `analyze platform_gen.inv`,
];

/** Hosts (each signs in with `$1`, a password hash), the six admins who act in the audit log, and their profiles. */
export const hostsSql = (c) => [
  `insert into auth_users (id, email, encrypted_password, email_confirmed_at, last_sign_in_at, user_metadata, created_at,
     updated_at, disabled_at, disabled_reason)
   select id, ${email('f', 'l', 'h', r('h', 22))}, $1, case when ${r('h', 23)} < 0.96 then created_at + interval '9 minutes' * ${r('h', 24)} end,
     created_at + (${c.base} - created_at) * power(${r('h', 25)}, 0.3), jsonb_build_object('name', f || ' ' || l, 'full_name', f || ' ' || l),
     created_at, created_at, case when ${r('h', 26)} < 0.004 then created_at + (${c.base} - created_at) * ${r('h', 27)} end,
     case when ${r('h', 26)} < 0.004 then 'Penyalahgunaan layanan' end
   from (select h, id, created_at, ${pick(lists.first, r('h', 20))} as f, ${pick(lists.family, r('h', 21))} as l
     from platform_gen.hosts offset 0) s`,
  `insert into auth_users (id, email, encrypted_password, role, email_confirmed_at, user_metadata, created_at, updated_at)
   select platform_gen.uid('admin', a), name || '@undangin.id', $1, 'admin', ${c.base} - interval '600 days',
     jsonb_build_object('name', initcap(name)), ${c.base} - interval '600 days', ${c.base} - interval '600 days'
   from unnest(array[${admins.map(quote)}]) with ordinality x(name, a)`,
  `insert into profiles (id, name, email, whatsapp, updated_at)
   select u.id, u.user_metadata ->> 'name', u.email, case when ${r('h.h', 28)} < 0.7 then ${phone(r('h.h', 29), 'h.h')} end, u.created_at
   from auth_users u left join platform_gen.hosts h on h.id = u.id
   where h.id is not null or u.id in (select platform_gen.uid('admin', a) from generate_series(1, ${admins.length}) a)`,
];

const couple = `case category
  when 'wedding' then array[groom || ' & ' || bride, lower(groom) || '-dan-' || lower(bride)]
  when 'birthday' then array['Ulang Tahun ' || bride || ' ke-' || (1 + n % 40), 'ulang-tahun-' || lower(bride)]
  when 'anniversary' then array['Anniversary ' || groom || ' & ' || bride, 'anniversary-' || lower(groom) || '-' || lower(bride)]
  when 'graduation' then array['Wisuda ' || groom || ' ' || family, 'wisuda-' || lower(groom) || '-' || lower(family)]
  when 'corporate' then array['Gathering PT ' || family || ' Group', 'gathering-pt-' || lower(family)]
  else array['Syukuran Keluarga ' || family, 'syukuran-keluarga-' || lower(family)] end`;

/** Invitations (slugs as `budi-dan-ani-1234`), then each one's first session as invitations_first_session makes it. */
export const invitationsSql = (c) => [
  `insert into invitations (id, user_id, slug, couple_name, category, event_date, event_time, location, maps_link, quotes,
     theme_id, is_active, published_at, privacy, in_portfolio, admin_disabled_at, admin_disabled_reason, created_at, updated_at)
   select id, user_id, names[2] || '-' || n, names[1], category, event_date, event_time,
     ${pick(lists.venues, r('n', 17))} || ', ' || ${pick(lists.cities, r('n', 18))}, 'https://maps.app.goo.gl/' || left(md5('maps' || n), 17),
     case when category = 'wedding' then 'Dan di antara tanda-tanda kekuasaan-Nya ialah Dia menciptakan untukmu pasangan hidup dari jenismu sendiri. (QS. Ar-Rum: 21)' end,
     ${pick(lists.themes, r('n', 19))}, published_at is not null and not disabled, published_at,
     case when ${r('n', 20)} < 0.03 then 'guests' else 'public' end, published_at is not null and ${r('n', 21)} < 0.05,
     case when disabled then published_at + (${c.base} - published_at) * ${r('n', 22)} end,
     case when disabled then 'Konten melanggar ketentuan layanan' end, created_at, coalesce(published_at, created_at)
   from (select *, ${couple} as names, published_at is not null and ${r('n', 23)} < 0.01 as disabled from platform_gen.inv offset 0) s`,
  `insert into invitation_sessions (id, invitation_id, position, name, event_date, start_time, venue_name, maps_link,
     created_at, updated_at)
   select platform_gen.uid('session', p.n), i.id, 0, 'Acara', i.event_date,
     case when i.event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]' then left(i.event_time, 5) end,
     nullif(left(i.location, 300), ''), nullif(left(i.maps_link, 2048), ''), i.created_at, i.created_at
   from platform_gen.inv p join invitations i on i.id = p.id`,
];

/**
 * Guests of the invitations n $1…$2, in layers (`offset 0`: each value worked out once a row). The first `answered` of
 * a list answered (72 % yes), 5 % of them names not on the list (source rsvp, most approved); the host sent most
 * invitations and guests opened many; at a check-in event confirmed guests came and a few walked in.
 */
export const guestsSql = (c) => {
  const created = `case source when 'rsvp' then rsvp_date when 'walkin' then checked_in_at else created0 end`;
  const sent = `(source not in ('rsvp', 'walkin') and uc < case when answered then 0.9 else send_rate end)`;
  return `insert into guests (id, invitation_id, name, phone, group_name, seats, status, guest_count, message, rsvp_date,
     source, sent_at, opened_at, checked_in_at, checked_in_count, approved_at, created_at, updated_at)
   select id, invitation_id, name, phone, group_name, 1 + floor(uh * 3)::int, status, guest_count,
     case when answered and ul < 0.5 then ${pick(lists.wishes, 'ul * 2')} end, rsvp_date, source, sent_at, opened_at, checked_in_at,
     case when checked_in_at is not null then guest_count end,
     case when source = 'rsvp' and (ul < 0.8 or k > 10000) then rsvp_date + interval '6 hours' * ul end,
     ${created}, greatest(${created}, sent_at, opened_at, rsvp_date, checked_in_at)
   from (select o.*, case when sent then created0 + span * (0.1 * ud) end as sent_at,
       case when opened then created0 + span * (0.1 * ud + 0.05 * ue) end as opened_at,
       case when source = 'rsvp' then published_at + span * (0.8 * uf) when answered then created0 + span * (0.15 + 0.4 * uf) end as rsvp_date,
       case when source = 'walkin' or (checkin and status = 'confirmed' and ug < 0.8) then event_at + interval '3 hours' * ug end as checked_in_at,
       case when source = 'walkin' then 1 + floor(uh * 3)::int when status = 'confirmed' then 1 + floor(uh * uh * 3)::int else 1 end as guest_count
     from (select b.*, case when source = 'walkin' or not answered then 'pending' when ub < 0.72 then 'confirmed' else 'declined' end as status,
         ${sent} as sent, ${sent} and uo < case when answered then 0.85 else 0.45 end as opened
         from (select p.id as invitation_id, p.published_at, p.event_at, p.checkin, p.send_rate, k, k <= p.answered as answered,
             least(${c.base}, p.event_at) - p.published_at as span,
             p.published_at + (least(${c.base}, p.event_at) - p.published_at) * (0.25 * ${r(x, 16)}) as created0,
             platform_gen.uid('guest', ${x}) as id, platform_gen.guest_name(k, p.name_offset) as name,
             case when ${r(x, 11)} < 0.85 then ${phone(r(x, 12), `hashint8extended(${x}, 13) & 2147483647`)} end as phone,
             case when ${r(x, 14)} < 0.8 then ${pick(lists.groups, r(x, 15))} end as group_name,
             case when k <= p.answered and ${r(x, 1)} < 0.05 then 'rsvp' when p.checkin and k > p.answered and ${r(x, 1)} < 0.03 then 'walkin'
               when p.guests > 300 then 'import' else 'host' end as source,
             ${[...'bcodefghl'].map((u, i) => `${r(x, i + 2)} as u${u}`).join(', ')}
           from platform_gen.inv p cross join lateral generate_series(1, p.guests) k
           where p.n between $1 and $2 offset 0) b offset 0) o offset 0) v`;
};

/** Each answer per session and each check-in, from the guests, as the sessions migration moved them. */
export const sessionRowsSql = [
  `insert into guest_session_answers (guest_id, session_id, status, people, answered_at)
   select g.id, platform_gen.uid('session', p.n), g.status, case when g.status = 'declined' then 0
     else least(greatest(g.guest_count, 1), 99) end, coalesce(g.rsvp_date, g.updated_at)
   from guests g join platform_gen.inv p on p.id = g.invitation_id where g.status in ('confirmed', 'declined')`,
  `insert into session_checkins (guest_id, session_id, checked_in_at, people)
   select g.id, platform_gen.uid('session', p.n), g.checked_in_at, least(greatest(coalesce(g.checked_in_count, 1), 1), 99)
   from guests g join platform_gen.inv p on p.id = g.invitation_id where g.checked_in_at is not null`,
];

// Views of the invitations n $1…$2, a visitor (a browser's uuid) each, in bursts: a third in the three days after
// publishing (the host's WhatsApp blast), a third in the week before the event (if it has come).
export const viewsSql = `insert into invitation_views (invitation_id, visitor, day, created_at)
   select id, md5('v' || x)::uuid::text, day, (day + interval '1 second' * floor(86399 * ${r('x', 2)})) at time zone 'Asia/Jakarta'
   from (select p.id, x, p.published_day + least(p.view_days - 1, greatest(0, case when ${r('x', 1)} < 0.35 then floor(3 * ${r('x', 3)})
         when ${r('x', 1)} < 0.7 and p.event_date - 7 < p.published_day + p.view_days then p.event_date - p.published_day - floor(7 * ${r('x', 3)})
         else floor(p.view_days * ${r('x', 3)}) end))::int as day
     from platform_gen.inv p cross join lateral generate_series(1, p.views) k cross join lateral (select ${x} as x) x
     where p.n between $1 and $2 offset 0) v`;

/** Wishes on the guest books of the invitations n $1…$2, by guests on the list, from publishing to after the event. */
export const guestbookSql = (c) =>
  `insert into guestbook_entries (invitation_id, name, email, message, hidden, created_at)
   select p.id, case when p.guests > 0 then platform_gen.guest_name(1 + floor(${r(x, 1)} * p.guests)::bigint, p.name_offset)
       else ${pick(lists.first, r(x, 1))} end, case when ${r(x, 2)} < 0.1 then lower(p.bride) || (p.n % 97) || '@gmail.com' end,
     ${pick(lists.wishes, r(x, 3))}, ${r(x, 4)} < 0.02,
     p.published_at + (least(${c.base}, p.event_at + interval '3 days') - p.published_at) * sqrt(${r(x, 5)})
   from platform_gen.inv p cross join lateral generate_series(1, p.wishes) k where p.n between $1 and $2`;

const period = `case plan_id when 'pro' then interval '14 days' when 'premium' then interval '3 months' else interval '1 month' end`;
const transaction = `case outcome when 'paid' then 'settlement' when 'refunded' then 'refund' when 'pending' then null else outcome end`;
/** Orders (hosts with most invitations buy most, resellers their plan), then their events, payments and subscriptions. */
export const ordersSql = (c) => [
  `create unlogged table platform_gen.orders as
   select o.*, 'UNDANGIN-' || (extract(epoch from created_at) * 1000)::bigint || '-' || lpad(to_hex(j::bigint * 1000003 % 16777216), 6, '0') as id,
     case plan_id when 'pro' then 75000 when 'premium' then 149000 else 1200000 end as amount,
     case when outcome in ('paid', 'refunded') then created_at + interval '1 minute' * (3 + 600 * ${r('j', 5)}) end as paid_at,
     case when outcome not in ('pending', 'cancel') then ${pick(lists.payments, r('j', 6))} end as payment_type
   from (select j, y.id as user_id, case when y.invitations >= 20 then 'reseller' when ${r('j', 2)} < 0.55 then 'pro' else 'premium' end as plan_id,
       (array['paid', 'refunded', 'expire', 'cancel', 'pending'])[1 + width_bucket(${r('j', 3)}, array[0.62, 0.64, 0.9, 0.95])] as outcome,
       case when ${r('j', 3)} > 0.95 then ${c.base} - interval '20 hours' * ${r('j', 4)}
         else y.created_at + (${c.base} - interval '2 days' - y.created_at) * power(${r('j', 4)}, 0.6) end as created_at
     from (select j, 1 + floor((select count(*) from platform_gen.hosts where created_at < ${c.base} - interval '3 days')
         * 0.6 * power(${r('j', 1)}, 1.8))::int as rank from generate_series(1, ${c.orders}) j) j
       join (select *, row_number() over (order by invitations desc, h) as rank from platform_gen.hosts
         where created_at < ${c.base} - interval '3 days') y using (rank)) o`,
  `insert into orders (id, user_id, plan_id, amount, status, gateway_status, payment_type, snap_token, redirect_url, paid_at,
     period_start, period_end, receipt_sent_at, refunded_amount, refunded_at, payable_until, created_at, updated_at)
   select id, user_id, plan_id, amount, case when outcome in ('expire', 'cancel') then 'failed' else outcome end, ${transaction},
     payment_type, md5('snap' || j)::uuid, 'https://app.midtrans.com/snap/v4/redirection/' || md5('snap' || j)::uuid, paid_at,
     paid_at, paid_at + ${period}, paid_at + interval '1 minute', case when outcome = 'refunded' then amount else 0 end,
     case when outcome = 'refunded' then paid_at + interval '1 day' end, created_at + interval '1 day', created_at,
     coalesce(paid_at + case when outcome = 'refunded' then interval '1 day' else interval '1 minute' end, created_at + interval '1 day')
   from platform_gen.orders`,
  `insert into order_events (order_id, source, status, transaction_status, fraud_status, raw, created_at)
   select o.id, e.source, e.status, e.ts, e.fraud, case when e.source = 'notification' then jsonb_build_object('order_id', o.id,
       'transaction_status', e.ts, 'status_code', case e.ts when 'pending' then '201' when 'expire' then '407' else '200' end,
       'gross_amount', o.amount || '.00', 'currency', 'IDR', 'payment_type', o.payment_type, 'fraud_status', e.fraud,
       'transaction_id', platform_gen.uid('tx', o.j), 'signature_key', md5(o.id || e.ts) || md5(e.ts || o.id),
       'transaction_time', to_char(o.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS')) end, e.at
   from platform_gen.orders o cross join lateral (values ('checkout', 'pending', null, null, o.created_at, true),
       ('notification', 'pending', 'pending', null, o.created_at + interval '2 minutes', o.payment_type is not null),
       ('notification', 'paid', 'settlement', 'accept', o.paid_at, o.paid_at is not null),
       ('notification', 'refunded', 'refund', null, o.paid_at + interval '1 day', o.outcome = 'refunded'),
       ('notification', 'failed', 'expire', null, o.created_at + interval '1 day', o.outcome = 'expire'),
       ('host', 'failed', 'cancel', null, o.created_at + interval '5 minutes', o.outcome = 'cancel')) e(source, status, ts, fraud, at, happened)
   where e.happened order by e.at`,
  `insert into payments (transaction_id, order_id, payment_type, gross_amount, transaction_status, fraud_status,
     transaction_time, settlement_time, updated_at)
   select platform_gen.uid('tx', j), id, payment_type, amount, ${transaction}, case when paid_at is not null then 'accept' end,
     created_at + interval '2 minutes', paid_at, coalesce(paid_at, created_at + interval '1 day')
   from platform_gen.orders where payment_type is not null`,
  `insert into subscriptions (user_id, plan_id, status, current_period_end, order_id, created_at, updated_at)
   select user_id, plan_id, case when outcome = 'refunded' then 'cancelled' when latest and paid_at + ${period} > ${c.base} then 'active'
       when paid_at + ${period} <= ${c.base} then 'expired' else 'cancelled' end,
     case when outcome = 'refunded' then paid_at + interval '1 day' else paid_at + ${period} end, id, paid_at, paid_at
   from (select *, row_number() over (partition by user_id order by paid_at desc) = 1 as latest
     from platform_gen.orders where paid_at is not null) s`,
];

// What admins do: the share of each action in lists.actions, up to; the entity is the action's first word.
const shares = [0.3, 0.4, 0.62, 0.7, 0.76, 0.8, 0.84, 0.9, 0.94, 0.98];
const entityId = (c) => `case entity
  when 'invitation' then platform_gen.uid('inv', 1 + floor(v * ${c.invitations})::bigint)::text when 'promo' then 'new-user'
  when 'user' then platform_gen.uid('host', 1 + floor(v * ${c.hosts})::bigint)::text when 'settings' then 'site'
  when 'plan' then ${pick(['pro', 'premium', 'reseller'], 'v')} when 'newsletter_subscriber' then null
  else platform_gen.uid(entity, j)::text end`;
/** The admin's audit log (six admins), contact messages and newsletter subscribers, over 18 months, more lately. */
export const historySql = (c) => [
  `insert into admin_audit_log (actor_id, actor_email, action, entity, entity_id, before, after, created_at)
   select platform_gen.uid('admin', a), (array[${admins.map(quote)}])[a] || '@undangin.id', action, entity, ${entityId(c)},
     case entity when 'invitation' then jsonb_build_object('is_active', action = 'invitation.deactivate') end,
     case entity when 'invitation' then jsonb_build_object('is_active', action = 'invitation.reactivate')
       else jsonb_build_object('at', created_at) end, created_at
   from (select a, j, action, created_at, split_part(action, '.', 1) as entity, v
     from (select j, (array[${lists.actions.map(quote)}])[1 + width_bucket(${r('j', 3)}, array[${shares}])] as action,
         1 + floor(${r('j', 1)} * ${admins.length})::int as a, ${r('j', 4)} as v,
         ${c.base} - interval '548 days' * power(${r('j', 2)}, 1.3) as created_at from generate_series(1, ${c.audit}) j offset 0) s) x
   order by created_at`,
  `insert into contact_messages (name, email, subject, message, created_at, read_at, whatsapp)
   select f || ' ' || l, ${email('f', 'l', 'j', r('j', 3))}, ${pick(lists.subjects, r('j', 4))},
     ${pick(lists.messages, r('j', 5))}, created_at, case when created_at < ${c.base} - interval '14 days' or ${r('j', 6)} < 0.4
       then least(${c.base}, created_at + interval '1 day' * ${r('j', 7)}) end, case when ${r('j', 8)} < 0.4 then ${phone(r('j', 9), 'j * 7919')} end
   from (select j, ${pick(lists.first, r('j', 1))} as f, ${pick(lists.family, r('j', 2))} as l,
       ${c.base} - interval '548 days' * power(${r('j', 10)}, 1.5) as created_at from generate_series(1, ${c.messages}) j offset 0) s
   order by created_at`,
  `insert into newsletter_subscribers (email, source, created_at)
   select ${email(pick(lists.first, r('j', 1)), pick(lists.family, r('j', 2)), `'.' || j`, r('j', 3))}, 'blog',
     ${c.base} - interval '548 days' * power(${r('j', 4)}, 1.4) from generate_series(1, ${c.subscribers}) j`,
];

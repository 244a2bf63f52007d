import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '@undangin/db';
import { signAccessToken, type SigningKey } from '@undangin/service-kit';
import { withOwnerDb } from '@undangin/service-kit/testing';

export const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute<T[]>(text, params));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let pinHash: Promise<string> | null = null;

/** An account (with a live session) owning an invitation, a guest, a guest-book entry, a media file, a receptionist link and an order. */
export async function owner(key: SigningKey) {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const slug = `akses-${randomUUID().slice(0, 8)}`;
  await sql(`insert into auth_users (id, email, encrypted_password, email_confirmed_at) values (?, ?, 'x', now())`, [
    userId,
    `${userId}@contoh.id`,
  ]);
  await sql(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [sessionId, userId]);
  const [invitation] = await sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, event_date, event_time, location, theme_id, is_active)
     values (?, ?, 'Rina & Dimas', '2027-03-14', '19:00', 'Balai Kartini', 'ocean-breeze', true) returning id`,
    [userId, slug],
  );
  const id = invitation!.id;
  // Its first session, made with it.
  const [firstSession] = await sql<{ id: string }>(`select id from invitation_sessions where invitation_id = ?`, [id]);
  const [guest] = await sql<{ id: string; code: string }>(
    `insert into guests (invitation_id, name, phone, checked_in_at, checked_in_count) values (?, 'Budi', '6281234567890', now(), 1) returning id, code`,
    [id],
  );
  const [entry] = await sql<{ id: string }>(
    `insert into guestbook_entries (invitation_id, name, message) values (?, 'Sari', 'Selamat') returning id`,
    [id],
  );
  const [media] = await sql<{ id: string }>(
    `insert into media_files (user_id, kind, mime, size, url, original_name) values (?, 'image', 'image/webp', 10, ?, 'foto.webp') returning id`,
    [userId, `/uploads/akses-${randomUUID()}.webp`],
  );
  const token = randomBytes(18).toString('base64url');
  const session = randomBytes(24).toString('base64url');
  const [link] = await sql<{ id: string }>(
    `insert into checkin_links (invitation_id, token, pin_hash) values (?, ?, ?) returning id`,
    [id, token, await (pinHash ??= hashPassword('123456'))],
  );
  await sql(`insert into checkin_sessions (token_hash, link_id, expires_at) values (?, ?, now() + interval '1 day')`, [
    sha256(session),
    link!.id,
  ]);
  // An offline desk device of the owner's and one of the receptionist link's (issue 36).
  const device = async (owner: 'user_id' | 'link_id', value: string) =>
    (
      await sql<{ id: string }>(
        `insert into desk_devices (invitation_id, ${owner}, label, key) values (?, ?, 'Meja', ?) returning id`,
        [id, value, randomBytes(32)],
      )
    )[0]!.id;
  const userDeviceId = await device('user_id', userId);
  const linkDeviceId = await device('link_id', link!.id);
  // An order awaiting payment, which the local payment sandbox knows as pending.
  const orderId = `UNDANGIN-${Date.now()}-${randomBytes(4).toString('hex').slice(0, 6)}`;
  await sql(`insert into orders (id, user_id, plan_id, amount) values (?, ?, 'pro', 75000)`, [orderId, userId]);
  await sql(
    `insert into billing_sandbox_transactions (token, order_id, gross_amount, transaction_status) values (?, ?, 75000, 'pending')`,
    [randomUUID(), orderId],
  );
  const [printTemplate] = await sql<{ id: string }>(
    `insert into print_templates (name, category, thumbnail) values ('Akses', 'wedding', '/akses.webp') returning id`,
  );
  // An unused, ended promo ('uji-…': the catalogue tests leave such promos out).
  const promoId = `uji-akses-${randomUUID().slice(0, 8)}`;
  await sql(
    `insert into promos (id, title, subtitle, description, original_price, promo_price, discount, valid_until, color, badge, plan_id)
     values (?, 'Akses', '', '', 75000, 50000, 33, now() - interval '1 day', '#db2777', 'Uji', 'pro')`,
    [promoId],
  );
  // A plan off sale, so the catalogue other tests read stays as seeded.
  const planId = `uji-akses-${randomUUID().slice(0, 8)}`;
  await sql(
    `insert into plans (id, name, price, billing_interval, is_active) values (?, 'Akses', 1000, 'monthly', false)`,
    [planId],
  );
  const [message] = await sql<{ id: string }>(
    `insert into contact_messages (name, email, subject, message) values ('Sari', 'sari@contoh.id', 'general', 'Halo') returning id`,
  );
  const [factor] = await sql<{ id: string }>(
    `insert into auth_mfa_factors (id, user_id, factor_type, status, secret) values (?, ?, 'totp', 'unverified', 'JBSWY3DPEHPK3PXP') returning id`,
    [randomUUID(), userId],
  );
  const [reminder] = await sql<{ id: string }>(
    `insert into whatsapp_reminders (id, invitation_id, audience, send_at, time_zone)
     values (gen_random_uuid(), ?, 'unanswered', now() + interval '1 day', 'WIB') returning id`,
    [id],
  );
  // A failed export: retried by its owner (202), its link refused without a file (409).
  const [made] = await sql<{ id: string }>(
    `insert into render_exports (invitation_id, owner_id, kind, file_name, status, error)
     values (?, ?, 'invitation_pdf', 'undangan.pdf', 'failed', 'render_failed') returning id`,
    [id, userId],
  );
  // Its co-hosts: an editor and a receptionist, each with a live session.
  const coHost = async (role: 'editor' | 'receptionist') => {
    const [id, session] = [randomUUID(), randomUUID()];
    await sql(`insert into auth_users (id, email, encrypted_password, email_confirmed_at) values (?, ?, 'x', now())`, [
      id,
      `${id}@contoh.id`,
    ]);
    await sql(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [session, id]);
    await sql(`insert into invitation_members (invitation_id, user_id, role) values (?, ?, ?)`, [
      invitationId,
      id,
      role,
    ]);
    const token = await signAccessToken(key, {
      userId: id,
      email: `${id}@contoh.id`,
      role: 'user',
      sessionId: session,
    });
    return { id, bearer: `Bearer ${token}` };
  };
  const invitationId = id;
  const [editor, receptionist] = [await coHost('editor'), await coHost('receptionist')];
  // A mailed co-host invitation to the owner's own address (accepting it is refused: 400), and an open one.
  const inviteToken = randomBytes(32).toString('base64url');
  await sql(
    `insert into invitation_member_invites (id, invitation_id, email, role, token_hash, expires_at)
     values (gen_random_uuid(), ?, ?, 'editor', ?, now() + interval '1 day')`,
    [id, `${userId}@contoh.id`, sha256(inviteToken)],
  );
  const [invite] = await sql<{ id: string }>(
    `insert into invitation_member_invites (id, invitation_id, email, role, token_hash, expires_at)
     values (gen_random_uuid(), ?, ?, 'receptionist', ?, now() + interval '1 day') returning id`,
    [id, `rekan-${randomUUID()}@contoh.id`, sha256(randomUUID())],
  );
  // A partner's account with a payout, and a reseller's client (issue 39).
  const [partner] = await sql<{ id: string }>(
    `insert into partners (user_id, email, code, programme_id) values (?, ?, ?, 'affiliate') returning id`,
    [userId, `${userId}@contoh.id`, userId.replace(/-/g, '').slice(0, 12)],
  );
  const [payout] = await sql<{ id: string }>(
    `insert into partner_payouts (partner_id, amount, entries) values (?, 1000, 1) returning id`,
    [partner!.id],
  );
  const [client] = await sql<{ id: string }>(
    `insert into reseller_clients (owner_id, name) values (?, 'Keluarga Budi') returning id`,
    [userId],
  );
  // A guest's gift confirmation, and the guest book's wall link (issue 40).
  const [gift] = await sql<{ id: string }>(
    `insert into gift_confirmations (invitation_id, name, channel, amount) values (?, 'Pak Hadi', 'transfer', 100000)
     returning id`,
    [id],
  );
  const wallToken = randomBytes(24).toString('base64url');
  await sql(`insert into guestbook_settings (invitation_id, wall_token) values (?, ?)`, [id, wallToken]);
  const bearer = `Bearer ${await signAccessToken(key, { userId, email: `${userId}@contoh.id`, role: 'user', sessionId })}`;
  return {
    userId,
    sessionId,
    bearer,
    reception: session,
    editor: editor.bearer,
    receptionist: receptionist.bearer,
    params: {
      userId: editor.id,
      inviteId: invite!.id,
      inviteToken,
      id,
      slug,
      factorId: factor!.id,
      guestId: guest!.id,
      sessionId: firstSession!.id,
      code: guest!.code,
      entryId: entry!.id,
      linkId: link!.id,
      reminderId: reminder!.id,
      exportId: made!.id,
      token,
      themeId: 'ocean-breeze',
      key: 'check-in',
      mediaId: media!.id,
      planId,
      orderId,
      printTemplateId: printTemplate!.id,
      promoId,
      messageId: message!.id,
      userDeviceId,
      linkDeviceId,
      partnerId: partner!.id,
      payoutId: payout!.id,
      clientId: client!.id,
      giftId: gift!.id,
      wallToken,
    },
  };
}

/** Everything an invitation route could change of invitation `id`, as one value: equal before and after a refusal. */
export async function footprint(id: string): Promise<string> {
  const tables = [
    'guests',
    'invitation_sessions',
    'invitation_members',
    'invitation_member_invites',
    'invitation_passwords',
    'invitation_activity',
    'checkin_links',
    'desk_devices',
    'desk_ops',
    'guestbook_entries',
    'guestbook_settings',
    'gift_confirmations',
    'whatsapp_reminders',
    'whatsapp_messages',
  ];
  const parts = tables.map(
    (table) =>
      `(select coalesce(md5(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text)), '') from "${table}" t where t.invitation_id = ?)`,
  );
  const [row] = await sql<{ print: string }>(
    `select concat_ws('|', (select md5(to_jsonb(i)::text) from invitations i where i.id = ?), ${parts.join(', ')}) as print`,
    Array(tables.length + 1).fill(id),
  );
  return row!.print;
}

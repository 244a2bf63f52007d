import { coHostMessages, maxCoHosts, privacyMessages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

type Ctx = Awaited<ReturnType<typeof buildDashboardTestApp>>;
type Host = Awaited<ReturnType<Ctx['host']>>;

/** The link in the latest co-host invitation mailed to `email` (the local outbox). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await sql<{ text_body: string; subject: string }>(
    `select text_body, subject from auth_mail_outbox where recipient = ? order by id desc limit 1`,
    [email],
  );
  return /\/app\/rekan\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
}

describe('co-hosts of an invitation', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  const call = (host: Host, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api/dashboard${url}`,
      headers: host.headers,
      payload: payload as object,
    });

  async function ownerWithInvitation() {
    const owner = await ctx.host();
    const slug = `rekan-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const invitation = (await call(owner, 'POST', '/invitations', { slug, category: 'wedding' })).json();
    return { owner, invitation };
  }

  async function join(owner: Host, invitationId: string, role: 'editor' | 'receptionist') {
    const member = await ctx.host();
    const email = `${member.id}@contoh.id`;
    expect((await call(owner, 'POST', `/invitations/${invitationId}/cohosts`, { email, role })).statusCode).toBe(201);
    const accepted = await call(member, 'POST', `/cohost-invites/${await mailedToken(email)}/accept`);
    expect(accepted.json()).toEqual({ invitation_id: invitationId, role });
    return member;
  }

  it('lets an editor edit what the owner sees in the activity log, and nothing of the owner’s alone', async () => {
    const { owner, invitation } = await ownerWithInvitation();
    const editor = await ctx.host();
    const email = `${editor.id}@contoh.id`;
    await sql(
      `insert into profiles (id, name) values (?, 'Rina Editor') on conflict (id) do update set name = excluded.name`,
      [editor.id],
    );
    const invited = await call(owner, 'POST', `/invitations/${invitation.id}/cohosts`, { email, role: 'editor' });
    expect(invited.statusCode).toBe(201);
    const token = await mailedToken(email);
    const preview = await call(editor, 'GET', `/cohost-invites/${token}`);
    expect(preview.json()).toMatchObject({ role: 'editor', email });
    expect((await call(editor, 'POST', `/cohost-invites/${token}/accept`)).statusCode).toBe(200);

    // Shared with them, marked with the owner's name.
    const mine = (await call(editor, 'GET', '/invitations')).json() as Array<{
      id: string;
      role: string;
      owner_name: string;
    }>;
    expect(mine.find((i) => i.id === invitation.id)).toMatchObject({
      role: 'editor',
      owner_name: `${owner.id}@contoh.id`,
    });

    const detail = (await call(editor, 'GET', `/invitations/${invitation.id}`)).json();
    const story = { ...detail, theme_data: { story: 'Kami bertemu di Bandung.' } };
    const save = await call(editor, 'PUT', `/invitations/${invitation.id}`, {
      ...Object.fromEntries(
        ['slug', 'couple_name', 'category', 'event_date', 'theme_id', 'gallery', 'gift_accounts'].map((k) => [
          k,
          story[k],
        ]),
      ),
      couple_name: 'Rina & Dimas',
      event_time: '19:00',
      location: 'Bandung',
      maps_link: '',
      quotes: '',
      music_url: '',
      background_image: '',
      background_video: '',
      theme_data: story.theme_data,
      seo_title: '',
      seo_description: '',
      live_stream_url: '',
    });
    expect(save.statusCode).toBe(200);

    const log = (await call(owner, 'GET', `/invitations/${invitation.id}/activity`)).json() as {
      entries: Array<{ actor: string; summary: string }>;
    };
    expect(log.entries[0]).toMatchObject({ actor: 'Rina Editor' });
    expect(log.entries[0]!.summary).toMatch(/^mengubah isi undangan: .*cerita dan isi tema/);
    expect(log.entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining(['bergabung sebagai Editor', `mengundang ${email} sebagai Editor`, 'membuat undangan']),
    );

    // Deleting, billing and co-hosts stay the owner's: 403, nothing changed.
    const refused = await call(editor, 'DELETE', `/invitations/${invitation.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: coHostMessages.forbidden });
    expect((await call(editor, 'GET', `/invitations/${invitation.id}/cohosts`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/invitations/${invitation.id}`)).statusCode).toBe(200);

    // Revoked: the next request finds nothing.
    expect((await call(owner, 'DELETE', `/invitations/${invitation.id}/cohosts/${editor.id}`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await call(editor, 'PUT', `/invitations/${invitation.id}`, save.json())).statusCode).toBe(404);
  });

  it('lets a receptionist check guests in and see nothing private of them', async () => {
    const { owner, invitation } = await ownerWithInvitation();
    const guest = (
      await call(owner, 'POST', `/invitations/${invitation.id}/guests`, { name: 'Budi', phone: '081234567890' })
    ).json();
    const receptionist = await join(owner, invitation.id, 'receptionist');
    const list = (await call(receptionist, 'GET', `/invitations/${invitation.id}/guests?q=Budi`)).json();
    expect(list.items[0]).toMatchObject({ name: 'Budi', phone: null, code: '' });
    const checked = await call(receptionist, 'POST', `/invitations/${invitation.id}/checkin`, { guest_id: guest.id });
    expect(checked.json()).toMatchObject({ already: false, guest: { name: 'Budi' } });
    const edit = await call(receptionist, 'PATCH', `/invitations/${invitation.id}/active`, { is_active: false });
    expect(edit.json()).toMatchObject({ status: 403, message: coHostMessages.forbidden });
    expect(
      (await call(receptionist, 'PUT', `/invitations/${invitation.id}/privacy`, { privacy: 'guests', title: '' }))
        .statusCode,
    ).toBe(403);
    expect((await call(receptionist, 'GET', `/invitations/${invitation.id}/activity`)).statusCode).toBe(403);
    const log = (await call(owner, 'GET', `/invitations/${invitation.id}/activity`)).json();
    expect(log.entries[0].summary).toBe('mencatat kedatangan Budi (1 orang)');
  });

  it('refuses bad invitations with Indonesian errors and stores nothing', async () => {
    const { owner, invitation } = await ownerWithInvitation();
    const invites = () =>
      sql<{ n: number }>(`select count(*)::int as n from invitation_member_invites where invitation_id = ?`, [
        invitation.id,
      ]);
    const invite = (email: string) =>
      call(owner, 'POST', `/invitations/${invitation.id}/cohosts`, { email, role: 'editor' });

    expect((await invite(`${owner.id}@contoh.id`)).json()).toMatchObject({
      status: 400,
      message: coHostMessages.inviteSelf,
    });
    expect((await invite('bukan-email')).json()).toMatchObject({ status: 400, message: coHostMessages.invalidEmail });
    expect((await invites())[0]!.n).toBe(0);

    const member = await join(owner, invitation.id, 'editor');
    expect((await invite(`${member.id}@contoh.id`)).json()).toMatchObject({
      status: 409,
      message: coHostMessages.alreadyMember,
    });
    expect((await invite('sari@contoh.id')).statusCode).toBe(201);
    expect((await invite('SARI@contoh.id')).json()).toMatchObject({
      status: 409,
      message: coHostMessages.alreadyInvited,
    });
    for (let i = 2; i < maxCoHosts; i += 1) expect((await invite(`tamu${i}@contoh.id`)).statusCode).toBe(201);
    const before = (await invites())[0]!.n;
    expect((await invite('kesebelas@contoh.id')).json()).toMatchObject({
      status: 400,
      message: coHostMessages.tooMany,
    });
    expect((await invites())[0]!.n).toBe(before);

    // A used link, a lapsed one, and one opened from another account.
    const other = await ctx.host();
    const { owner: owner2, invitation: second } = await ownerWithInvitation();
    const email = `${other.id}@contoh.id`;
    await call(owner2, 'POST', `/invitations/${second.id}/cohosts`, { email, role: 'editor' });
    const token = await mailedToken(email);
    const stranger = await ctx.host();
    const wrong = await call(stranger, 'POST', `/cohost-invites/${token}/accept`);
    expect(wrong.json()).toMatchObject({ status: 403, code: 'invite_other_email' });
    expect((await call(other, 'POST', `/cohost-invites/${token}/accept`)).statusCode).toBe(200);
    expect((await call(other, 'POST', `/cohost-invites/${token}/accept`)).json()).toMatchObject({
      status: 410,
      message: coHostMessages.inviteInvalid,
    });
    const late = await ctx.host();
    await call(owner2, 'POST', `/invitations/${second.id}/cohosts`, {
      email: `${late.id}@contoh.id`,
      role: 'receptionist',
    });
    const lateToken = await mailedToken(`${late.id}@contoh.id`);
    await sql(`update invitation_member_invites set expires_at = now() - interval '1 minute' where lower(email) = ?`, [
      `${late.id}@contoh.id`,
    ]);
    expect((await call(late, 'POST', `/cohost-invites/${lateToken}/accept`)).json()).toMatchObject({
      status: 410,
      message: coHostMessages.inviteExpired,
    });
    expect((await call(late, 'GET', `/invitations/${second.id}`)).statusCode).toBe(404);
  });

  it('sets the privacy with a password kept as a hash, and logs it', async () => {
    const { owner, invitation } = await ownerWithInvitation();
    const put = (payload: object) => call(owner, 'PUT', `/invitations/${invitation.id}/privacy`, payload);
    expect((await put({ privacy: 'password', title: 'Pernikahan Kami' })).json()).toMatchObject({
      status: 400,
      message: privacyMessages.passwordRequired,
    });
    expect((await put({ privacy: 'password', title: '', password: 'abc' })).json()).toMatchObject({
      status: 400,
      message: privacyMessages.passwordShort,
    });
    const [unchanged] = await sql<{ privacy: string }>(`select privacy from invitations where id = ?`, [invitation.id]);
    expect(unchanged!.privacy).toBe('public');
    const saved = await put({ privacy: 'password', title: 'Pernikahan Kami', password: 'melati123' });
    expect(saved.json()).toEqual({ privacy: 'password', title: 'Pernikahan Kami', has_password: true });
    const [stored] = await sql<{ password_hash: string }>(
      `select password_hash from invitation_passwords where invitation_id = ?`,
      [invitation.id],
    );
    expect(stored!.password_hash).not.toContain('melati123');
    const log = (await call(owner, 'GET', `/invitations/${invitation.id}/activity`)).json();
    expect(log.entries[0].summary).toBe('mengganti kata sandi undangan (Dengan kata sandi)');
  });
});

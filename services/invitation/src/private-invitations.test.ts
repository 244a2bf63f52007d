import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { privacyMessages } from '@undangin/contracts';
import { hashPassword } from '@undangin/db';
import { buildTestService } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { unlockLimits } from './routes/unlock';
import { createInvitation, sql } from './test-fixtures';

/** Sets an invitation private as the dashboard does (the row's update tells every replica). */
async function makePrivate(id: string, privacy: 'guests' | 'password', password = 'melati123', key = 'k'.repeat(43)) {
  if (privacy === 'password')
    await sql(
      `insert into invitation_passwords (invitation_id, password_hash, access_key) values (?, ?, ?)
       on conflict (invitation_id) do update set password_hash = excluded.password_hash, access_key = excluded.access_key`,
      [id, await hashPassword(password), key],
    );
  await sql(`update invitations set privacy = ?, privacy_title = 'Pernikahan Kami', updated_at = now() where id = ?`, [
    privacy,
    id,
  ]);
}

const codeOf = async (invitationId: string) =>
  (await sql<{ code: string }>(`select code from guests where invitation_id = ? limit 1`, [invitationId]))[0]!.code;

describe('a private invitation', () => {
  let app: Awaited<ReturnType<typeof buildTestService>>;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="id"><head><title>Undangin</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    process.env.SHELL_INDEX_FILE = path.join(dir, 'index.html');
    app = await buildTestService('invitation', invitationRoutes);
  });
  afterAll(() => app.close());

  /** Polls until the replica's cache has heard of the change (NOTIFY public_slug_changed). */
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 50 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('shows its title alone to anyone without the password: page, API, preview tags, guest book, RSVP, calendar', async () => {
    const { id, slug } = await createInvitation(
      { gallery: [{ url: '/uploads/rahasia.webp', thumb_url: '/uploads/rahasia-480.webp' }] },
      ['Budi'],
    );
    // Read while public: this replica keeps it, and must drop it when the host makes it private.
    expect((await app.inject({ url: `/api/invitation/public/${slug}` })).statusCode).toBe(200);
    await makePrivate(id, 'password');
    await until(async () => (await app.inject({ url: `/api/invitation/public/${slug}` })).statusCode === 403);

    const api = await app.inject({ url: `/api/invitation/public/${slug}` });
    expect(api.statusCode).toBe(403);
    expect(api.headers['cache-control']).toBe('private, no-store');
    expect(api.json()).toEqual({
      status: 403,
      code: 'invitation_locked',
      message: privacyMessages.lockedPassword,
      locked: { slug, title: 'Pernikahan Kami', access: 'password' },
    });

    const page = await app.inject({ url: `/api/invitation/page/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta property="og:title" content="Pernikahan Kami" />');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    for (const secret of ['Rina', 'Dimas', 'Balai Kartini', '2027', 'Maret', 'rahasia.webp', 'og:image'])
      expect(page.body).not.toContain(secret);

    for (const url of [`/public/${slug}/guestbook`, `/public/${slug}/calendar.ics`])
      expect((await app.inject({ url: `/api/invitation${url}` })).statusCode).toBe(403);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/rsvp`,
      payload: { name: 'Orang Asing', status: 'confirmed', guest_count: 1 },
    });
    expect(answer.json()).toMatchObject({ status: 403, code: 'invitation_locked' });
    const [{ n }] = (await sql<{ n: number }>(`select count(*)::int as n from guests where invitation_id = ?`, [
      id,
    ])) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('opens with the password (a cookie for the page and its API), and a changed password locks it again', async () => {
    const { id, slug } = await createInvitation();
    await makePrivate(id, 'password', 'melati123', 'a'.repeat(43));
    const unlock = (password: string, ip = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/unlock`,
        payload: { password },
        remoteAddress: ip,
      });
    expect((await unlock('salah-sandi')).json()).toEqual({
      status: 401,
      code: 'wrong_password',
      message: privacyMessages.wrongPassword,
    });
    const right = await unlock('melati123');
    expect(right.statusCode).toBe(204);
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const opened = await app.inject({ url: `/api/invitation/public/${slug}`, headers: { cookie } });
    expect(opened.json()).toMatchObject({ kind: 'invitation', invitation: { couple_name: 'Rina & Dimas' } });
    const page = await app.inject({ url: `/api/invitation/page/${slug}`, headers: { cookie } });
    expect(page.body).toContain('Rina &amp; Dimas');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(
      (await app.inject({ url: `/api/invitation/public/${slug}/guestbook`, headers: { cookie } })).statusCode,
    ).toBe(200);

    // The host sets a new password: the old cookie opens nothing.
    await makePrivate(id, 'password', 'kenanga456', 'b'.repeat(43));
    expect((await app.inject({ url: `/api/invitation/public/${slug}`, headers: { cookie } })).statusCode).toBe(403);
  });

  it('counts tries per address and answers too many with the wait', async () => {
    const { id, slug } = await createInvitation();
    await makePrivate(id, 'password');
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const unlock = (password: string) =>
      app.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/unlock`,
        payload: { password },
        remoteAddress: ip,
      });
    for (let i = 0; i < unlockLimits.perAddress; i += 1) expect((await unlock('tebakan')).statusCode).toBe(401);
    const refused = await unlock('melati123');
    expect(refused.json()).toEqual({ status: 429, code: 'too_many_requests', message: privacyMessages.tooManyTries });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('opens with a personal link at every level, never with a password when personal links only', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    await makePrivate(id, 'guests');
    const code = await codeOf(id);
    const locked = await app.inject({ url: `/api/invitation/public/${slug}` });
    expect(locked.json()).toMatchObject({ locked: { access: 'guests' }, message: privacyMessages.lockedGuests });
    expect((await app.inject({ url: `/api/invitation/public/${slug}?g=${'0'.repeat(32)}` })).statusCode).toBe(403);
    const opened = await app.inject({ url: `/api/invitation/public/${slug}?g=${code}` });
    expect(opened.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/invitation/page/${slug}?g=${code}` })).body).toContain('Rina &amp; Dimas');
    expect((await app.inject({ url: `/api/invitation/public/${slug}/guestbook?g=${code}` })).statusCode).toBe(200);
    const unlock = await app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/unlock`,
      payload: { password: 'apa-saja' },
    });
    expect(unlock.json()).toMatchObject({ status: 403, code: 'invitation_locked' });
    const answer = await app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/rsvp`,
      payload: { name: 'Budi', status: 'confirmed', guest_count: 2, key: code },
    });
    expect(answer.json()).toMatchObject({ status: 'confirmed', guest_count: 2 });
  });
});

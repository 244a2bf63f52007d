import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

// What a guest's browser reads when an answer is refused or held back: the status, the stable code a client branches
// on, the Indonesian text, and when to try again.
describe('RSVP ceilings, as the answering browser sees them', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));

  const rsvp = (slug: string, payload: Record<string, unknown>, remoteAddress = '10.20.0.1') =>
    ctx.app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, remoteAddress, payload });
  const lookup = (slug: string, query: string, remoteAddress = '10.20.0.1') =>
    ctx.app.inject({ url: `/api/invitation/public/${slug}/guest?${query}`, remoteAddress });
  const codeOf = async (invitationId: string, name: string) =>
    (
      await sql<{ code: string }>(`select code from guests where invitation_id = ? and name = ?`, [invitationId, name])
    )[0]!.code;

  it('names each refusal by its code: an answer already given (409), a full waiting room (403), too many new names (429)', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    expect((await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 1 })).statusCode).toBe(200);
    const locked = await rsvp(slug, { name: 'Budi', status: 'declined', guest_count: 1 });
    expect([locked.statusCode, locked.json()]).toEqual([
      409,
      {
        status: 409,
        code: 'rsvp_locked',
        message: 'Tamu dengan nama ini sudah mengirim konfirmasi. Untuk mengubahnya, buka link undangan pribadi Anda.',
      },
    ]);

    // 200 answers from names not on the list, yesterday's, still waiting for the host.
    await sql(
      `insert into guests (invitation_id, name, source, status, rsvp_date, created_at)
       select ?, 'Menunggu ' || n, 'rsvp', 'confirmed', now() - interval '1 day', now() - interval '1 day' from generate_series(1, 200) n`,
      [id],
    );
    const full = await rsvp(slug, { name: 'Satu Lagi', status: 'confirmed', guest_count: 1 });
    expect([full.statusCode, full.json().code]).toEqual([403, 'guest_list_full']);
  });

  it('says when a new name may answer again: once the oldest of the last hour’s 30 new names is an hour old', async () => {
    const { id, slug } = await createInvitation();
    // 30 new names in the last hour, the oldest 10 minutes ago: the next one fits in about 50 minutes.
    await sql(
      `insert into guests (invitation_id, name, source, status, rsvp_date, created_at)
       select ?, 'Baru ' || n, 'rsvp', 'confirmed', now(), now() - interval '10 minutes' + (n || ' seconds')::interval
       from generate_series(0, 29) n`,
      [id],
    );
    const held = await rsvp(slug, { name: 'Nama Ketiga Puluh Satu', status: 'confirmed', guest_count: 1 });
    expect([held.statusCode, held.json().code]).toEqual([429, 'too_many_new_guests']);
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
  });

  it('takes 60 answers from one address per invitation in ten minutes; another address or invitation is not held', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    const other = await createInvitation({}, ['Sari']);
    const key = await codeOf(id, 'Budi');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push(
        (await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 1 + (i % 3), key })).statusCode,
      );
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect((await rsvp(slug, { name: 'Budi', status: 'declined', guest_count: 1, key }, '10.20.0.2')).statusCode).toBe(
      200,
    );
    expect(
      (
        await rsvp(other.slug, {
          name: 'Sari',
          status: 'confirmed',
          guest_count: 1,
          key: await codeOf(other.id, 'Sari'),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes 120 look-ups from one address per invitation in ten minutes', async () => {
    const { slug } = await createInvitation({}, ['Budi']);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await lookup(slug, 'name=Budi&key=x')).statusCode);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(statuses[120]).toBe(429);
    expect((await lookup(slug, 'name=Budi&key=x', '10.20.0.3')).statusCode).toBe(200);
  });

  it('reads a key or personal code pasted with spaces around it', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    const code = await codeOf(id, 'Budi');
    const answered = await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 2, key: ` ${code} ` });
    expect(answered.json()).toMatchObject({ name: 'Budi', status: 'confirmed', guest_count: 2 });
    // An answer key is 64 characters, the most a key may be: only a code has room for the spaces.
    for (const pasted of [` ${code} `, `${code}\t`]) {
      const found = await lookup(slug, `name=Budi&key=${encodeURIComponent(pasted)}`);
      expect([pasted, found.json()]).toEqual([
        pasted,
        { guest: expect.objectContaining({ name: 'Budi', guest_count: 2 }) },
      ]);
    }
  });

  it('takes a name of exactly 100 letters and refuses 101', async () => {
    const { slug } = await createInvitation();
    const hundred = 'Nama Panjang Sekali '.repeat(5).trim().padEnd(100, 'a');
    expect(hundred).toHaveLength(100);
    const taken = await rsvp(slug, { name: hundred, status: 'confirmed', guest_count: 1 }, '10.20.0.9');
    expect([taken.statusCode, taken.json().name]).toEqual([200, hundred]);
    const refused = await rsvp(slug, { name: `${hundred}b`, status: 'confirmed', guest_count: 1 }, '10.20.0.9');
    expect(refused.statusCode).toBe(400);
  });
});

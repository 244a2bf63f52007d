import { messages } from '@undangin/contracts';
import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

// What rsvp.test.ts and rsvp-access.test.ts leave out: caching, refusals by text, and which fields an answer writes.
describe('an RSVP answer, field by field', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));
  const rsvp = (slug: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload });
  const lookup = (slug: string, name: string, key: string) =>
    ctx.app.inject({
      url: `/api/invitation/public/${slug}/guest?name=${encodeURIComponent(name)}&key=${encodeURIComponent(key)}`,
    });
  const codeOf = async (invitationId: string, name: string) =>
    (
      await sql<{ code: string }>(`select code from guests where invitation_id = ? and name = ?`, [invitationId, name])
    )[0]!.code;

  it('is never cached: neither the answer nor the look-up of it', async () => {
    const { slug } = await createInvitation({}, ['Budi']);
    const answered = await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 1 });
    expect(answered.headers['cache-control']).toBe('no-store');
    const read = await lookup(slug, 'Budi', answered.json().key);
    expect(read.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an invitation that does not exist with the not-found text, to a look-up and to an answer', async () => {
    const read = await lookup('tidak-ada-sama-sekali', 'Budi', 'f'.repeat(32));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ status: 404, message: messages.invitation.notFoundText });
    const answered = await rsvp('tidak-ada-sama-sekali', { name: 'Budi', status: 'confirmed', guest_count: 1 });
    expect(answered.json()).toMatchObject({ status: 404, message: messages.invitation.notFoundText });
  });

  it('asks for a name when there is none to see, and refuses one over 100 letters as the list writes it', async () => {
    const { id, slug } = await createInvitation();
    const blank = await rsvp(slug, { name: ' \u200b\u00a0 ', status: 'confirmed', guest_count: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: messages.invitation.rsvpNameRequired,
      details: [{ field: 'name', message: messages.invitation.rsvpNameRequired }],
    });
    // 51 ligatures pass the body's limit and are 102 letters once normalised.
    const long = await rsvp(slug, { name: '\ufb00'.repeat(51), status: 'confirmed', guest_count: 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: messages.guests.nameTooLong,
      details: [{ field: 'name', message: messages.guests.nameTooLong }],
    });
    expect(await sql(`select name from guests where invitation_id = ?`, [id])).toEqual([]);
  });

  it('keeps wishes and diet as written, blank ones as nothing, and a new name with the number it gave', async () => {
    const { id, slug } = await createInvitation();
    const answered = await rsvp(slug, {
      name: '  Tamu   Baru ',
      phone: ' 0812-5555-6666 ',
      status: 'confirmed',
      guest_count: 2,
      dietary_requirements: '  vegetarian ',
      message: '   ',
    });
    expect(answered.json()).toMatchObject({ name: 'Tamu Baru', status: 'confirmed', guest_count: 2 });
    expect(
      await sql(
        `select name, phone, dietary_requirements, message, source, approved_at from guests where invitation_id = ?`,
        [id],
      ),
    ).toEqual([
      {
        name: 'Tamu Baru',
        phone: '6281255556666',
        dietary_requirements: 'vegetarian',
        message: null,
        source: 'rsvp',
        approved_at: null,
      },
    ]);
  });

  it("fills a listed guest's number from the personal link only when the list has none, and never by name", async () => {
    const { id, slug } = await createInvitation({}, ['Budi', 'Sari']);
    await sql(`update guests set phone = '6281100000000' where invitation_id = ? and name = 'Sari'`, [id]);
    const budi = await codeOf(id, 'Budi');
    const sari = await codeOf(id, 'Sari');
    await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 1, phone: '0812-7777-8888', key: ` ${budi} ` });
    await rsvp(slug, { name: 'Sari', status: 'confirmed', guest_count: 1, phone: '0812-9999-0000', key: sari });
    const byName = await rsvp(slug, { name: 'Orang Lain', status: 'declined', guest_count: 1 });
    await rsvp(slug, {
      name: 'Orang Lain',
      status: 'confirmed',
      guest_count: 1,
      phone: '0812-1234-5678',
      key: byName.json().key,
    });
    expect(await sql(`select name, phone, status from guests where invitation_id = ? order by name`, [id])).toEqual([
      { name: 'Budi', phone: '6281277778888', status: 'confirmed' },
      { name: 'Orang Lain', phone: null, status: 'confirmed' },
      { name: 'Sari', phone: '6281100000000', status: 'confirmed' },
    ]);
  });

  it('reads a personal code only as a code: one of another invitation, or not in its form, answers by name', async () => {
    const { id, slug } = await createInvitation({}, ['Budi']);
    const other = await createInvitation({}, ['Budi']);
    const foreign = await codeOf(other.id, 'Budi');
    const answered = await rsvp(slug, { name: 'Budi', status: 'declined', guest_count: 1, key: foreign });
    expect(answered.json()).toMatchObject({ name: 'Budi', status: 'declined' });
    const again = await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 1, key: foreign });
    expect(again.statusCode).toBe(409);
    const upper = (await codeOf(id, 'Budi')).toUpperCase();
    expect((await rsvp(slug, { name: 'Budi', status: 'confirmed', guest_count: 1, key: upper })).statusCode).toBe(409);
    expect((await lookup(other.slug, 'Budi', foreign)).json()).toMatchObject({ guest: { status: 'pending' } });
    expect((await lookup(slug, 'Budi', '')).json()).toEqual({ guest: null });
  });
});

import { giftMessages } from '@undangin/contracts';
import { bearer, buildTestService, publishedTestKey, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

describe('Konfirmasi Hadiah', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));
  const confirm = (slug: string, payload: Record<string, unknown>, { g = '', address = '198.51.100.7' } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/gifts${g ? `?g=${g}` : ''}`,
      remoteAddress: address,
      payload,
    });
  const stored = async (id: string) =>
    Number((await sql<{ n: string }>(`select count(*) n from gift_confirmations where invitation_id = ?`, [id]))[0]!.n);

  it('reaches the hosts alone, with the guest of the personal link; they mark whom they thanked', async () => {
    const key = await publishedTestKey();
    const { id, slug, userId } = await createInvitation({ couple_name: 'Sari & Bayu' }, ['Pak Hadi']);
    await sql(`update guests set phone = '6281234567001' where invitation_id = ?`, [id]);
    const [{ code }] = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id])) as [
      { code: string },
    ];
    const sent = await confirm(
      slug,
      { name: ' Pak Hadi ', channel: 'transfer', amount: 500_000, message: 'Selamat menempuh hidup baru' },
      { g: code },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(Object.keys(sent.json()).sort()).toEqual(['created_at', 'id']);
    expect((await confirm(slug, { name: 'Tamu Umum', channel: 'qris' })).statusCode).toBe(201);
    // No amount, said as null (a gift in kind): kept with none, never read as 0.
    expect((await confirm(slug, { name: 'Bu Kado', channel: 'kado', amount: null })).statusCode).toBe(201);

    // Nothing of it is public: neither the page's data nor its guest book.
    const page = await ctx.app.inject({ url: `/api/invitation/public/${slug}` });
    const book = await ctx.app.inject({ url: `/api/invitation/public/${slug}/guestbook` });
    for (const body of [page.body, book.body]) expect(body).not.toContain('500000');
    expect(book.body).not.toContain('Selamat menempuh hidup baru');

    const owner = await bearer(key, 'user', userId);
    const list = await ctx.app.inject({ url: `/api/invitation/invitations/${id}/gifts`, headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const [kado, general, hadi] = list.json();
    expect(kado).toMatchObject({ name: 'Bu Kado', channel: 'kado', amount: null });
    expect(general).toMatchObject({ name: 'Tamu Umum', channel: 'qris', amount: null, message: null, guest_id: null });
    expect(hadi).toMatchObject({
      name: 'Pak Hadi',
      channel: 'transfer',
      amount: 500_000,
      message: 'Selamat menempuh hidup baru',
      guest_phone: '6281234567001',
      thanked_at: null,
    });

    const thank = (giftId: string, thanked: boolean, headers = owner) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/invitation/invitations/${id}/gifts/${giftId}`,
        headers,
        payload: { thanked },
      });
    const thanked = await thank(hadi.id, true);
    expect(thanked.statusCode).toBe(200);
    expect(Date.parse(thanked.json().thanked_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await thank(hadi.id, false)).json().thanked_at).toBeNull();

    // Another account sees none of it and changes none of it.
    const stranger = await bearer(key, 'user');
    expect(
      (await ctx.app.inject({ url: `/api/invitation/invitations/${id}/gifts`, headers: stranger })).statusCode,
    ).toBe(404);
    expect((await thank(hadi.id, true, stranger)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/invitation/invitations/${id}/gifts` })).statusCode).toBe(401);
    // A confirmation of another invitation is not found through this one.
    const other = await createInvitation();
    const foreign = (await confirm(other.slug, { name: 'Lain', channel: 'kado' })).json();
    expect((await thank(foreign.id, true)).statusCode).toBe(404);
  });

  it('refuses a wrong amount, a long message, a missing name or channel in Indonesian, storing nothing', async () => {
    const { id, slug } = await createInvitation();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A', channel: 'transfer', amount: -50_000 }, 'amount', giftMessages.amountInvalid],
      [{ name: 'A', channel: 'transfer', amount: 0 }, 'amount', giftMessages.amountInvalid],
      [{ name: 'A', channel: 'transfer', amount: 1_000_000_000_000 }, 'amount', giftMessages.amountInvalid],
      [{ name: 'A', channel: 'transfer', amount: 150_000.5 }, 'amount', giftMessages.amountInvalid],
      [{ name: 'A', channel: 'transfer', amount: '250000' }, 'amount', giftMessages.amountInvalid],
      [{ name: 'A', channel: 'transfer', amount: false }, 'amount', giftMessages.amountInvalid],
      [{ name: 'A', channel: 'ewallet', message: 'x'.repeat(5000) }, 'message', giftMessages.messageTooLong],
      [{ name: '   ', channel: 'ewallet' }, 'name', giftMessages.nameRequired],
      [{ name: 'A', channel: 'pulsa' }, 'channel', giftMessages.channelInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await confirm(slug, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message, details: [{ field, message }] });
    }
    expect(giftMessages.amountInvalid).toBe('Nominal harus angka rupiah dari Rp 1 sampai Rp 100.000.000.');
    expect(await stored(id)).toBe(0);
    expect((await confirm('tidak-ada-undangan-ini', { name: 'A', channel: 'kado' })).statusCode).toBe(404);
  });

  it('answers a flood from one address 429 and keeps nothing more; another address still confirms', async () => {
    const { id, slug } = await createInvitation();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await confirm(slug, { name: `Tamu ${i}`, channel: 'kado' }, { address: '198.51.100.90' })).statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await stored(id)).toBe(10);
    expect((await confirm(slug, { name: 'Tetangga', channel: 'kado' }, { address: '198.51.100.91' })).statusCode).toBe(
      201,
    );
  });

  it('opens a private invitation’s confirmation to its guests only', async () => {
    const { id, slug } = await createInvitation({}, ['Bu Rahma']);
    await sql(`update invitations set privacy = 'guests' where id = ?`, [id]);
    const [{ code }] = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id])) as [
      { code: string },
    ];
    expect((await confirm(slug, { name: 'Orang Lain', channel: 'kado' })).statusCode).toBe(403);
    expect((await confirm(slug, { name: 'Bu Rahma', channel: 'kado' }, { g: code })).statusCode).toBe(201);
    expect(await stored(id)).toBe(1);
  });
});

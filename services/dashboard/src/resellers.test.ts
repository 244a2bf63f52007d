import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

type Host = Awaited<ReturnType<typeof hostWithInvitation>>;

/**
 * A reseller's clients (client_accounts) and brand (white_label), issue 39: the account's own, gated by the plan,
 * refused with Indonesian messages by field, and nothing stored from bad input.
 */
describe('reseller clients and brand', () => {
  const ctx = serviceTestContext(() => buildDashboardTestApp(undefined, { workers: false }));
  const call = (
    host: Pick<Host, 'headers'>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api/dashboard${url}`, headers: host.headers, ...(payload ? { payload } : {}) });
  const clientsOf = async (host: Host) => (await call(host, 'GET', '/clients')).json();
  const rows = async (host: Host) =>
    Number(
      (await sql<{ n: string }>(`select count(*) as n from reseller_clients where owner_id = ?`, [host.id]))[0]!.n,
    );

  it('locks clients and brand on a plan without them, naming the Reseller plan', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    expect(await clientsOf(host)).toMatchObject({
      clients: [],
      locked: { plan_id: 'reseller', plan_name: 'Reseller' },
    });
    const add = await call(host, 'POST', '/clients', { name: 'Rina & Dimas' });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({
      code: 'plan_required',
      message: 'Dashboard klien tersedia mulai paket Reseller. Upgrade paket untuk memakainya.',
    });
    expect((await call(host, 'GET', '/brand')).json()).toMatchObject({ brand: null, locked: { plan_id: 'reseller' } });
    expect((await call(host, 'PUT', '/brand', { name: 'Sekar Wedding' })).statusCode).toBe(403);
    expect(await rows(host)).toBe(0);
  });

  it('keeps clients: normalised, refused by field, linked to invitations, the account’s own', async () => {
    const host = await hostWithInvitation(ctx, 'reseller');
    const created = await call(host, 'POST', '/clients', {
      name: '  Rina & Dimas ',
      phone: '0812-3456-7890',
      email: ' RINA@Contoh.ID ',
      note: 'Resepsi Juni',
    });
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({
      name: 'Rina & Dimas',
      phone: '6281234567890',
      email: 'rina@contoh.id',
      invitations: [],
    });

    for (const [body, field, message] of [
      [{ name: '   ' }, 'name', 'Isi nama klien.'],
      [{ name: 'A', phone: '12ab' }, 'phone', 'Nomor WhatsApp klien tidak valid. Contoh: 0812-3456-7890.'],
      [{ name: 'A', email: 'bukan-email' }, 'email', 'Alamat e-mail klien tidak valid.'],
    ] as const) {
      const refused = await call(host, 'POST', '/clients', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message, details: [{ field, message }] });
    }
    expect((await call(host, 'POST', '/clients', { name: 'A', role: 'admin' })).statusCode).toBe(400);
    expect((await call(host, 'POST', '/clients', { name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect(await rows(host)).toBe(1);

    const linked = await call(host, 'PUT', `/invitations/${host.invitation.id}/client`, { client_id: client.id });
    expect(linked.json()).toEqual({ client_id: client.id });
    expect((await clientsOf(host)).clients[0].invitations).toEqual([
      { id: host.invitation.id, couple_name: host.invitation.couple_name, slug: host.invitation.slug },
    ]);
    const edited = await call(host, 'PUT', `/clients/${client.id}`, { name: 'Rina Dimas', phone: null, email: null });
    expect(edited.json()).toMatchObject({ name: 'Rina Dimas', phone: null, email: null, note: null });

    // Another account sees none of it and can touch none of it.
    const other = await hostWithInvitation(ctx, 'reseller');
    expect((await clientsOf(other)).clients).toEqual([]);
    expect((await call(other, 'PUT', `/clients/${client.id}`, { name: 'Diambil' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/clients/${client.id}`)).statusCode).toBe(404);
    const foreign = await call(other, 'PUT', `/invitations/${other.invitation.id}/client`, { client_id: client.id });
    expect(foreign.json()).toMatchObject({ message: 'Klien tidak ditemukan.' });
    expect(
      (await call(other, 'PUT', `/invitations/${host.invitation.id}/client`, { client_id: null })).statusCode,
    ).toBe(404);

    // Deleting the client keeps the invitation, the reseller's, unlinked.
    expect((await call(host, 'DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
    expect(await sql(`select client_id from invitations where id = ?`, [host.invitation.id])).toEqual([
      { client_id: null },
    ]);
  });

  it('lets only the owner link a client: an editor co-host is refused', async () => {
    const host = await hostWithInvitation(ctx, 'reseller');
    const client = (await call(host, 'POST', '/clients', { name: 'Keluarga Budi' })).json();
    const editor = await ctx.host();
    await sql(`insert into invitation_members (invitation_id, user_id, role) values (?, ?, 'editor')`, [
      host.invitation.id,
      editor.id,
    ]);
    const refused = await call(editor, 'PUT', `/invitations/${host.invitation.id}/client`, { client_id: client.id });
    expect(refused.statusCode).toBe(403);
  });

  it('saves a brand whose logo is one of the account’s uploads and whose link is https', async () => {
    const host = await hostWithInvitation(ctx, 'reseller');
    const logo = `/uploads/${host.id}/logo.webp`;
    await sql(
      `insert into media_files (id, user_id, kind, mime, size, url, original_name, storage_keys)
       values (gen_random_uuid(), ?, 'image', 'image/webp', 100, ?, 'logo.webp', '{}')`,
      [host.id, logo],
    );
    for (const [body, message] of [
      [
        { name: 'Sekar', logo_url: 'https://cdn.lain.id/logo.png' },
        'Pilih logo dari Media Library Anda (gambar yang sudah Anda unggah).',
      ],
      [{ name: 'Sekar', link_url: 'http://sekar.id' }, 'Tautan merek harus alamat web lengkap yang diawali https://'],
      [
        { name: 'Sekar', link_url: 'javascript:alert(1)' },
        'Tautan merek harus alamat web lengkap yang diawali https://',
      ],
      [{ name: '  ' }, 'Isi nama merek Anda.'],
      // 300 characters typed, far more once the URL parser escapes the accents: refused, not a 500.
      [
        { name: 'Sekar', link_url: `https://sekar.id/${'é'.repeat(280)}` },
        'Tautan merek harus alamat web lengkap yang diawali https://',
      ],
    ] as const) {
      const refused = await call(host, 'PUT', '/brand', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
    expect((await call(host, 'GET', '/brand')).json()).toEqual({ brand: null, locked: null });
    const saved = await call(host, 'PUT', '/brand', {
      name: ' Sekar Wedding ',
      logo_url: logo,
      link_url: 'https://sekar.id',
    });
    expect(saved.json()).toEqual({ name: 'Sekar Wedding', logo_url: logo, link_url: 'https://sekar.id/' });
    expect((await call(host, 'GET', '/brand')).json()).toEqual({ brand: saved.json(), locked: null });
    expect((await call(host, 'DELETE', '/brand')).statusCode).toBe(204);
    expect((await call(host, 'GET', '/brand')).json()).toEqual({ brand: null, locked: null });
  });
});

import type { ContactMessage } from '@undangin/contracts';
import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { auditOf } from './test/seed';

const run = `${Date.now()}-${process.pid}`;

async function contactMessage(name: string, whatsapp: string | null = null): Promise<string> {
  return withOwnerDb(async (orm) => {
    const [row] = await orm.em
      .fork()
      .execute<{ id: string }[]>(
        `insert into contact_messages (name, email, subject, message, whatsapp) values (?, ?, 'general', ?, ?) returning id`,
        [name, `pengirim.${run}@contoh.id`, 'Apakah bisa pakai musik sendiri?', whatsapp],
      );
    return row!.id;
  });
}

describe('admin inbox', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  it('lists a new contact message unread and newest first; marking it read and unread is audited and filters follow', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const id = await contactMessage(`Pengirim ${run}`);
    const unread = (await ctx.app.inject({ url: '/api/admin/messages?status=unread&per_page=100', headers })).json();
    const listed = unread.items.find((m: ContactMessage) => m.id === id);
    expect(listed).toMatchObject({ name: `Pengirim ${run}`, subject: 'general', whatsapp: null, read_at: null });
    expect(unread.unread).toBeGreaterThanOrEqual(1);
    const all = (await ctx.app.inject({ url: '/api/admin/messages', headers })).json();
    const times = all.items.map((m: ContactMessage) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));

    const read = await ctx.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/read`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).toEqual(expect.any(String));
    const readList = (await ctx.app.inject({ url: '/api/admin/messages?status=read&per_page=100', headers })).json();
    expect(readList.items.map((m: ContactMessage) => m.id)).toContain(id);
    const stillUnread = (
      await ctx.app.inject({ url: '/api/admin/messages?status=unread&per_page=100', headers })
    ).json();
    expect(stillUnread.items.map((m: ContactMessage) => m.id)).not.toContain(id);

    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/unread`, headers });
    expect(again.json().read_at).toBeNull();

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['contact_message.read', 'contact_message.unread']);
    expect(audit[0]!.before).toMatchObject({ read_at: null });
    expect(audit[0]!.after.read_at).toEqual(expect.any(String));
    expect(audit[1]!.after).toMatchObject({ read_at: null });
  });

  it('lists the WhatsApp number a sender gave (62…), for the reply by WhatsApp', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const id = await contactMessage(`Pengirim WA ${run}`, '6281234567890');
    const page = (await ctx.app.inject({ url: '/api/admin/messages?status=unread&per_page=100', headers })).json();
    expect(page.items.find((m: ContactMessage) => m.id === id)).toMatchObject({
      name: `Pengirim WA ${run}`,
      whatsapp: '6281234567890',
    });
    const read = await ctx.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/read`, headers });
    expect(read.json()).toMatchObject({ id, whatsapp: '6281234567890' });
  });

  it('answers 404 in Indonesian for a message that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${crypto.randomUUID()}/read`,
      headers: await bearer(ctx.key, 'admin'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Pesan tidak ditemukan.');
  });

  it('counts and lists newsletter subscribers', async () => {
    const email = `pelanggan.${run}@contoh.id`;
    await withOwnerDb((orm) =>
      orm.em.fork().execute(`insert into newsletter_subscribers (email, source) values (?, 'blog')`, [email]),
    );
    const page = (
      await ctx.app.inject({ url: '/api/admin/subscribers?per_page=100', headers: await bearer(ctx.key, 'admin') })
    ).json();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.map((s: { email: string }) => s.email)).toContain(email);
  });

  it('exports subscribers as a CSV download whose cells cannot run as spreadsheet formulas, and audits the export', async () => {
    const hostile = `=HYPERLINK("http://jahat.example")${run}@contoh.id`;
    await withOwnerDb((orm) =>
      orm.em
        .fork()
        .execute(`insert into newsletter_subscribers (email, source) values (?, '+blog'), (?, '@x')`, [
          hostile,
          `-${run}@contoh.id`,
        ]),
    );
    const response = await ctx.app.inject({
      url: '/api/admin/subscribers.csv',
      headers: await bearer(ctx.key, 'admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pelanggan-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email,Sumber,Berlangganan (WIB)');
    // The subscription time in Jakarta time, to the minute.
    const [when] = (await withOwnerDb((orm) =>
      orm.em
        .fork()
        .execute<{ at: string }[]>(
          `select to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as at from newsletter_subscribers where email = ?`,
          [`-${run}@contoh.id`],
        ),
    ))!;
    expect(lines).toContainEqual(`'-${run}@contoh.id,'@x,${when!.at}`);
    expect(lines).toContainEqual(
      expect.stringContaining(`"'=HYPERLINK(""http://jahat.example"")${run}@contoh.id",'+blog,`),
    );
    expect(lines).toContainEqual(expect.stringContaining(`'-${run}@contoh.id,'@x,`));
    for (const line of lines.slice(1).filter(Boolean)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
    const exported = await withOwnerDb((orm) =>
      orm.em
        .fork()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from admin_audit_log where action = 'subscribers.export' and created_at > now() - interval '1 minute'`,
        ),
    );
    expect(exported[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/messages', '/api/admin/subscribers', '/api/admin/subscribers.csv']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: await bearer(ctx.key, 'user') })).statusCode).toBe(403);
    }
  });
});

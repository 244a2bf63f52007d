import { messages } from '@undangin/contracts';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

type Host = Awaited<ReturnType<typeof hostWithInvitation>>;

/** The QRIS of Amplop Digital (issue 40): one of the hosts' uploaded images, saved with the editor. */
describe('the QRIS in Amplop Digital', () => {
  const ctx = serviceTestContext(() => buildDashboardTestApp(undefined, { workers: false }));
  const upload = async (userId: string, name: string) => {
    const url = `/uploads/${userId}/${name}`;
    const [row] = await sql<{ id: string }>(
      `insert into media_files (id, user_id, kind, mime, size, url, original_name, storage_keys)
       values (gen_random_uuid(), ?, 'image', 'image/png', 100, ?, ?, '{}') returning id`,
      [userId, url, name],
    );
    return { url, id: row!.id };
  };
  const save = (host: Host, changes: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/invitations/${host.invitation.id}`,
      headers: host.headers,
      payload: {
        slug: host.invitation.slug,
        couple_name: 'Rina & Dimas',
        category: 'wedding',
        event_date: '2027-03-14',
        event_time: '19:00',
        location: 'Balai Kartini',
        maps_link: '',
        quotes: '',
        gallery: [],
        music_url: '',
        background_image: '',
        background_video: '',
        theme_id: 'ocean-breeze',
        theme_data: null,
        seo_title: '',
        seo_description: '',
        gift_accounts: [],
        live_stream_url: '',
        ...changes,
      },
    });

  it('keeps an upload of the host, refuses any other image, and drops it with the file', async () => {
    const host = await hostWithInvitation(ctx, null);
    const other = await hostWithInvitation(ctx, null);
    const qris = await upload(host.id, 'qris.png');
    const theirs = await upload(other.id, 'qris-lain.png');

    const saved = await save(host, { gift_qris_url: qris.url });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().gift_qris_url).toBe(qris.url);
    // An editor of an older release sends no QRIS: it stays.
    expect((await save(host, { couple_name: 'Rina & Dimas Pratama' })).json().gift_qris_url).toBe(qris.url);

    for (const url of ['https://contoh.id/qris.png', theirs.url, `/uploads/${host.id}/tidak-ada.png`]) {
      const refused = await save(host, { gift_qris_url: url, couple_name: 'Berubah' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: messages.builder.qrisNotOwn,
        details: [{ field: 'gift_qris_url', message: messages.builder.qrisNotOwn }],
      });
    }
    // Nothing of a refused save was stored.
    const [row] = await sql<{ couple_name: string; gift_qris_media_id: string }>(
      `select couple_name, gift_qris_media_id from invitations where id = ?`,
      [host.invitation.id],
    );
    expect(row).toEqual({ couple_name: 'Rina & Dimas Pratama', gift_qris_media_id: qris.id });

    // The activity log names the change.
    expect((await save(host, { gift_qris_url: '' })).json().gift_qris_url).toBeNull();
    const [logged] = await sql<{ details: { fields: string[] } }>(
      `select details from invitation_activity where invitation_id = ? and action = 'content.updated'
       order by created_at desc limit 1`,
      [host.invitation.id],
    );
    expect(logged!.details.fields).toContain('gift_qris_url');

    // A deleted file leaves no QRIS behind.
    await save(host, { gift_qris_url: qris.url });
    await sql(`delete from media_files where id = ?`, [qris.id]);
    const detail = await ctx.app.inject({
      url: `/api/dashboard/invitations/${host.invitation.id}`,
      headers: host.headers,
    });
    expect(detail.json().gift_qris_url).toBeNull();
  });
});

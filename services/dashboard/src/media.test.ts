import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';

/** A file that starts like ISO-BMFF: an ftyp box with a major brand and compatible brands, then some data. */
const isoFile = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(2048)]);
};

describe('uploads and the media library', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  const upload = (headers: Record<string, string>, purpose: string, filename: string, content: Buffer) => {
    const body = multipartBody(filename, content);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/media?purpose=${purpose}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('turns a photo into resized WebP files on disk, judged by content not by name', async () => {
    const { headers } = await ctx.host();
    const png = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c2456b' } })
      .png()
      .toBuffer();
    const response = await upload(headers, 'image', 'foto-prewed.txt', png);
    expect(response.statusCode).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      width: 1600,
      height: 1200,
      original_name: 'foto-prewed.txt',
    });
    const large = path.join(ctx.uploads, media.url.replace('/uploads/', ''));
    const thumb = path.join(ctx.uploads, media.thumb_url.replace('/uploads/', ''));
    expect(existsSync(large) && existsSync(thumb)).toBe(true);
    expect((await sharp(readFileSync(thumb)).metadata()).width).toBe(480);
  });

  it('refuses a text file named .jpg, a non-audio music file and a 60 MB video with the spec texts', async () => {
    const { headers } = await ctx.host();
    const fake = await upload(headers, 'image', 'foto.jpg', Buffer.from('ini bukan gambar, hanya teks biasa'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Hanya file gambar yang diperbolehkan (JPG, PNG, WebP)');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const notAudio = await upload(headers, 'audio', 'lagu.mp3', png);
    expect(notAudio.json().message).toBe('Hanya file audio yang diperbolehkan (MP3, WAV, OGG)');
    const mp4Head = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    const huge = await upload(headers, 'video', 'video.mp4', Buffer.concat([mp4Head, Buffer.alloc(60 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Ukuran file maksimal 50MB');
    const bigAudio = await upload(
      headers,
      'audio',
      'lagu.mp3',
      Buffer.concat([Buffer.from('ID3'), Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(bigAudio.json().message).toBe('Ukuran file maksimal 10MB');
    expect((await ctx.app.inject({ url: '/api/dashboard/media', headers })).json()).toEqual([]);
  });

  it('takes only MP4 brands as video: an AVIF or HEIC photo and a QuickTime movie named .mp4 are refused with the spec text', async () => {
    const { headers } = await ctx.host();
    const refused = [
      isoFile('avif', 'avif', 'mif1', 'miaf'),
      isoFile('heic', 'mif1', 'heic'),
      isoFile('mif1', 'heic'),
      isoFile('qt  ', 'qt  '),
      isoFile('isom', 'mif1', 'avif'),
    ];
    for (const content of refused) {
      const response = await upload(headers, 'video', 'latar.mp4', content);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Hanya file video yang diperbolehkan (MP4, WebM)');
    }
    const m4aAsVideo = await upload(headers, 'video', 'latar.mp4', isoFile('M4A ', 'M4A ', 'mp42', 'isom'));
    expect(m4aAsVideo.statusCode).toBe(415);
    expect((await ctx.app.inject({ url: '/api/dashboard/media', headers })).json()).toEqual([]);

    for (const content of [
      isoFile('isom', 'isom', 'iso2', 'avc1', 'mp41'),
      isoFile('mp42', 'mp42', 'mp41'),
      isoFile('M4V ', 'M4V ', 'M4A ', 'mp42', 'isom'),
    ]) {
      const response = await upload(headers, 'video', 'latar.mp4', content);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ kind: 'video', mime: 'video/mp4', url: expect.stringMatching(/\.mp4$/) });
    }
    const m4a = await upload(headers, 'audio', 'lagu.m4a', isoFile('M4A ', 'M4A ', 'mp42', 'isom'));
    expect(m4a.statusCode).toBe(201);
    expect(m4a.json()).toMatchObject({ kind: 'audio', mime: 'audio/mp4' });
  });

  it('lists where each file is used and refuses to delete one an invitation still uses', async () => {
    const { headers } = await ctx.host();
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2048)]);
    const music = (await upload(headers, 'audio', 'lagu.mp3', mp3)).json();
    expect(music).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    const invitation = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers,
        payload: { slug: `musik-${Date.now().toString(36)}`, category: 'wedding' },
      })
    ).json();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/invitations/${invitation.id}`,
      headers,
      payload: {
        slug: invitation.slug,
        couple_name: 'Sari & Tono',
        category: 'wedding',
        event_date: '2027-01-01',
        event_time: '09:00',
        location: 'Bandung',
        maps_link: '',
        quotes: '',
        gallery: [],
        music_url: music.url,
        background_image: '',
        background_video: '',
        theme_id: 'romantic-blush',
        theme_data: null,
        seo_title: '',
        seo_description: '',
        gift_accounts: [],
        live_stream_url: '',
      },
    });
    const listed = (await ctx.app.inject({ url: '/api/dashboard/media', headers })).json();
    expect(listed[0].used_by).toEqual([{ id: invitation.id, couple_name: 'Sari & Tono' }]);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/media/${music.id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'File ini masih dipakai oleh undangan "Sari & Tono". Hapus dari undangan terlebih dahulu.',
    );
    await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/invitations/${invitation.id}`, headers });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/media/${music.id}`, headers })).statusCode,
    ).toBe(204);
    expect(existsSync(path.join(ctx.uploads, music.url.replace('/uploads/', '')))).toBe(false);
    const other = await ctx.host();
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/media/${listed[0].id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });
});

import { giftMessages } from '@undangin/contracts';
import { bearer, buildTestService, publishedTestKey } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation } from './test-fixtures';

type App = Awaited<ReturnType<typeof buildTestService>>;
interface WallEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** Reads a wall's server-sent events as a browser's EventSource would, keeping each with when it arrived. */
async function openWall(app: App, token: string) {
  const { port } = app.server.address() as { port: number };
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/invitation/walls/${token}/events`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  const events: WallEvent[] = [];
  let ended = false;
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const next = async (event: string, match: (data: Record<string, unknown>) => boolean = () => true) => {
    const started = Date.now();
    for (;;) {
      const found = events.find((e) => e.event === event && match(e.data));
      if (found) return found;
      if (Date.now() - started > 5_000) throw new Error(`no ${event} within 5 s: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    response,
    events,
    next,
    ended: () => ended,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('the wishes wall across two replicas', () => {
  const replicas: App[] = [];
  let key: Awaited<ReturnType<typeof publishedTestKey>>;
  beforeAll(async () => {
    // One signing key, published before the replicas start (they read the key set once).
    key = await publishedTestKey();
    for (let i = 0; i < 2; i++) {
      const app = await buildTestService('invitation', invitationRoutes);
      await app.listen({ port: 0, host: '127.0.0.1' });
      replicas.push(app);
    }
  }, 60_000);
  afterAll(() => Promise.all(replicas.map((app) => app.close())));

  it('shows a wish posted to another replica within 2 s, removes it when hidden, and ends when revoked', async () => {
    const [one, two] = replicas as [App, App];
    const { id, slug, userId } = await createInvitation({ couple_name: 'Laras & Yoga' });
    const owner = await bearer(key, 'user', userId);
    const wish = (name: string) =>
      one.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/guestbook`,
        payload: { name, message: `Doa dari ${name}` },
      });
    await wish('Tamu Pertama');
    // No link yet: nothing to open.
    const settings = await one.inject({ url: `/api/invitation/invitations/${id}/guestbook/settings`, headers: owner });
    expect(settings.json()).toEqual({ approve_first: false, wall_token: null });
    const made = await one.inject({
      method: 'POST',
      url: `/api/invitation/invitations/${id}/guestbook/wall`,
      headers: owner,
    });
    const token = made.json().wall_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const view = await two.inject({ url: `/api/invitation/walls/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['referrer-policy']).toBe('no-referrer');
    expect(view.json()).toMatchObject({
      couple_name: 'Laras & Yoga',
      theme: { id: 'ocean-breeze' },
      entries: [{ name: 'Tamu Pertama', message: 'Doa dari Tamu Pertama' }],
    });

    // The stream is for an EventSource (which asks for one).
    expect((await two.inject({ url: `/api/invitation/walls/${token}/events` })).statusCode).toBe(406);
    const wall = await openWall(two, token);
    try {
      expect(wall.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const snapshot = await wall.next('snapshot');
      expect(snapshot.data.entries).toEqual([expect.objectContaining({ name: 'Tamu Pertama' })]);

      const postedAt = Date.now();
      const posted = (await wish('Tante Wulan')).json();
      const shown = await wall.next('entry', (data) => data.id === posted.id);
      expect(shown.data).toMatchObject({ name: 'Tante Wulan', message: 'Doa dari Tante Wulan' });
      expect(shown.at - postedAt).toBeLessThan(2_000);

      const hiddenAt = Date.now();
      const hidden = await one.inject({
        method: 'PATCH',
        url: `/api/invitation/invitations/${id}/guestbook/${posted.id}`,
        headers: owner,
        payload: { hidden: true },
      });
      expect(hidden.json()).toMatchObject({ hidden: true, approved: true });
      const removed = await wall.next('remove', (data) => data.id === posted.id);
      expect(removed.at - hiddenAt).toBeLessThan(2_000);

      await one.inject({ method: 'DELETE', url: `/api/invitation/invitations/${id}/guestbook/wall`, headers: owner });
      await wall.next('revoked');
      for (const started = Date.now(); !wall.ended() && Date.now() - started < 2_000;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(wall.ended()).toBe(true);
    } finally {
      await wall.close();
    }
    for (const path of [`/api/invitation/walls/${token}`, `/api/invitation/walls/${token}/events`]) {
      const gone = await two.inject({ url: path });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(giftMessages.wallNotFound);
    }
  }, 30_000);

  it('approve-first: a wish waits, unseen, until its hosts approve it; then the wall shows it', async () => {
    const [one, two] = replicas as [App, App];
    const { id, slug, userId } = await createInvitation();
    const owner = await bearer(key, 'user', userId);
    const set = await one.inject({
      method: 'PUT',
      url: `/api/invitation/invitations/${id}/guestbook/settings`,
      headers: owner,
      payload: { approve_first: true },
    });
    expect(set.json()).toEqual({ approve_first: true, wall_token: null });
    const token = (
      await one.inject({ method: 'POST', url: `/api/invitation/invitations/${id}/guestbook/wall`, headers: owner })
    ).json().wall_token as string;
    const wall = await openWall(one, token);
    try {
      await wall.next('snapshot');
      const posted = await two.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/guestbook`,
        payload: { name: 'Om Bram', message: 'Bahagia selalu' },
      });
      expect(posted.statusCode).toBe(201);
      expect(posted.json()).toMatchObject({ name: 'Om Bram', pending: true });
      const entryId = posted.json().id as string;
      const book = await two.inject({ url: `/api/invitation/public/${slug}/guestbook` });
      expect(book.json()).toEqual([]);
      const listed = await one.inject({ url: `/api/invitation/invitations/${id}/guestbook`, headers: owner });
      expect(listed.json()).toEqual([expect.objectContaining({ id: entryId, approved: false, hidden: false })]);

      const approvedAt = Date.now();
      await two.inject({
        method: 'PATCH',
        url: `/api/invitation/invitations/${id}/guestbook/${entryId}`,
        headers: owner,
        payload: { approved: true },
      });
      const shown = await wall.next('entry', (data) => data.id === entryId);
      expect(shown.at - approvedAt).toBeLessThan(2_000);
      expect(wall.events.filter((e) => e.event === 'entry')).toHaveLength(1);
      expect((await two.inject({ url: `/api/invitation/public/${slug}/guestbook` })).json()).toEqual([
        expect.objectContaining({ id: entryId }),
      ]);

      // A new link ends walls opened with the old one.
      await one.inject({ method: 'POST', url: `/api/invitation/invitations/${id}/guestbook/wall`, headers: owner });
      await wall.next('revoked');
    } finally {
      await wall.close();
    }
    // Another account may neither read nor change the settings.
    const stranger = await bearer(key, 'user');
    for (const [method, path] of [
      ['GET', 'settings'],
      ['POST', 'wall'],
      ['DELETE', 'wall'],
    ] as const)
      expect(
        (await one.inject({ method, url: `/api/invitation/invitations/${id}/guestbook/${path}`, headers: stranger }))
          .statusCode,
      ).toBe(404);
  }, 30_000);
});

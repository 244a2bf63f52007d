import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeHostile } from './support/suite';
import { hostWithInvitation } from './support/services';

// The HTML route fills the shell's built index.html; tests give it a minimal one (the shell is not built for them).
const shellIndex = process.env.SHELL_INDEX_FILE;
beforeAll(async () => {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'hostile-shell-')), 'index.html');
  await writeFile(
    file,
    '<!doctype html><html lang="id"><head><title>Undangin</title></head><body><div id="root"></div></body></html>',
  );
  process.env.SHELL_INDEX_FILE = file;
});
afterAll(() => {
  if (shellIndex === undefined) delete process.env.SHELL_INDEX_FILE;
  else process.env.SHELL_INDEX_FILE = shellIndex;
});

describeHostile('invitation', {
  expectRoutes: [
    'GET /api/invitation/public/:slug',
    'POST /api/invitation/public/:slug/rsvp',
    'GET /api/invitation/public/:slug/guest',
    'POST /api/invitation/public/:slug/guestbook',
    'POST /api/invitation/public/:slug/views',
    'GET /api/invitation/page/:slug',
    'PATCH /api/invitation/invitations/:id/guestbook/:entryId',
  ],
  pages: ['/api/invitation/page/:slug', '/api/invitation/page/*'],
  fixtures: async ({ db }) => {
    const host = await hostWithInvitation(db);
    return { params: host.params, fields: { status: 'confirmed', guest_count: 2 }, signedIn: host.headers };
  },
});

import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
// @ts-expect-error -- s3rver ships no types: a local S3-compatible server, the bucket these tests publish to
import S3rver from 's3rver';
// @ts-expect-error -- a plain ESM script, run by node and by this test
import { bucketOrigin, parseBucketUrl, s3ClientFromEnv } from './origin-bucket.mjs';
// @ts-expect-error -- a plain ESM script, run by node and by this test
import {
  liveShellManifest,
  publishRemote,
  publishShell,
  readRemotesMap,
  rollbackRemote,
  rollbackShell,
  switchRemote,
  switchShell,
} from './static-origin.mjs';

type Origin = {
  readText(key: string): Promise<string | null>;
  readBytes(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  writeFile(key: string, body: unknown, meta: object): Promise<void>;
};

const root = path.resolve(__dirname, '../..');
const bucket = 'undangin-static';
const shellManifest = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@undangin/platform', version: '1.0.0' },
  ],
};

let server: { close(): Promise<void> };
let endpoint: string;
let env: NodeJS.ProcessEnv;
let serverDir: string;

beforeAll(async () => {
  serverDir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: serverDir });
  const { port } = (await s3rver.run()) as { port: number };
  server = s3rver;
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own key pair; AWS SDK v3 warns that it will want Node 22 from 2027 on (this repository runs Node 20).
  env = {
    ...process.env,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  await s3ClientFromEnv(env).send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  await server?.close();
  await rm(serverDir, { recursive: true, force: true });
});

/** A bucket origin (under its own prefix) that records the keys it writes, in order. */
function recordingOrigin(prefix: string) {
  const origin: Origin = bucketOrigin(`s3://${bucket}/${prefix}`, { client: s3ClientFromEnv(env) });
  const written: string[] = [];
  return {
    written,
    origin: {
      ...origin,
      writeFile: async (key: string, body: unknown, meta: object) => {
        await origin.writeFile(key, body, meta);
        written.push(key);
      },
    },
  };
}

/** What a CDN or a browser gets from the bucket: a plain GET of the object's path-style URL. */
async function get(prefix: string, key: string) {
  const response = await fetch(`${endpoint}/${bucket}/${prefix}/${key}`);
  return {
    status: response.status,
    body: await response.text(),
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type'),
  };
}

async function remoteBuild(pages: string[], { major = 1, react = '19.3.1' } = {}) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'remote-dist-'));
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', requiredVersion: react }] }),
  );
  await writeFile(
    path.join(dist, 'routes.json'),
    JSON.stringify({ major, pages: pages.map((p) => ({ id: p, path: `/app/${p}`, access: 'user', chrome: 'bare' })) }),
  );
  await mkdir(path.join(dist, 'assets', 'fonts'), { recursive: true });
  await writeFile(path.join(dist, 'assets', `${pages.join('-')}.js`), `/* ${pages.join(',')} */`);
  await writeFile(path.join(dist, 'assets', `${pages.join('-')}.js.map`), '{}');
  await writeFile(path.join(dist, 'assets', 'style.css'), 'body{}');
  await writeFile(path.join(dist, 'assets', 'fonts', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(path.join(dist, '.build-stamp'), 'not published');
  return dist;
}

// An icon's bytes that are no UTF-8: a copy made as text would change them.
const deskIcon = (marker: string) => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x80, marker.charCodeAt(0)]);
const bytesOf = async (prefix: string, key: string) =>
  Buffer.from(await (await fetch(`${endpoint}/${bucket}/${prefix}/${key}`)).arrayBuffer());

async function shellBuild(marker: string) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-dist-'));
  await writeFile(path.join(dist, 'index.html'), `<script defer src="/__SHELL__/main.${marker}.js"></script>`);
  await writeFile(path.join(dist, `main.${marker}.js`), marker);
  await writeFile(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'hero.webp'), Buffer.from('RIFF'));
  await writeFile(path.join(dist, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\n# ${marker}\n`);
  await writeFile(path.join(dist, 'desk-sw.js'), `// ${marker}\n`);
  await writeFile(path.join(dist, 'desk.webmanifest'), JSON.stringify({ name: marker, start_url: '/resepsionis/' }));
  for (const size of [192, 512]) await writeFile(path.join(dist, `desk-icon-${size}.png`), deskIcon(marker));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(shellManifest));
  return dist;
}

describe('releasing to an S3-compatible bucket (s3rver)', () => {
  it("uploads a remote's version folder whole before switching its one line of remotes.json, with CDN headers, and rolls back", async () => {
    const { origin, written } = recordingOrigin('site');
    const first = await publishRemote({
      origin,
      name: 'dashboard',
      dist: await remoteBuild(['dashboard']),
      major: 1,
      shellManifest,
    });
    await switchRemote({ origin, name: 'dashboard', version: first.version });
    const folder = `remotes/dashboard/${first.version}/`;
    // The whole folder, its manifest last (what marks it complete), then the switch; nothing else at the root.
    expect(written.slice(0, 6).every((key) => key.startsWith(folder))).toBe(true);
    expect(written.slice(0, 6).sort()).toEqual(
      [
        'assets/dashboard.js',
        'assets/dashboard.js.map',
        'assets/fonts/inter.woff2',
        'assets/style.css',
        'mf-manifest.json',
        'routes.json',
      ].map((f) => folder + f),
    );
    expect(written[5]).toBe(`${folder}mf-manifest.json`);
    expect(written.slice(6)).toEqual(['remotes.json', 'remotes.history.json']);

    expect(await get('site', `${folder}assets/dashboard.js`)).toEqual({
      status: 200,
      body: '/* dashboard */',
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(await get('site', `${folder}assets/style.css`)).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'text/css; charset=utf-8',
    });
    expect(await get('site', `${folder}assets/fonts/inter.woff2`)).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'font/woff2',
    });
    expect(await get('site', `${folder}assets/dashboard.js.map`)).toMatchObject({
      contentType: 'application/json; charset=utf-8',
    });
    for (const file of ['mf-manifest.json', 'routes.json'])
      expect(await get('site', folder + file)).toMatchObject({
        status: 200,
        cacheControl: 'no-cache',
        contentType: 'application/json; charset=utf-8',
      });
    expect((await get('site', `${folder}.build-stamp`)).status).toBe(404);

    const second = await publishRemote({
      origin,
      name: 'dashboard',
      dist: await remoteBuild(['dashboard', 'media']),
      major: 1,
      shellManifest,
    });
    expect(second.version).not.toBe(first.version);
    // Published, not yet live.
    expect(JSON.parse((await get('site', 'remotes.json')).body).dashboard.version).toBe(first.version);
    expect(await switchRemote({ origin, name: 'dashboard', version: second.version })).toMatchObject({
      previous: first.version,
    });
    const live = await get('site', 'remotes.json');
    expect(live).toMatchObject({
      status: 200,
      cacheControl: 'no-cache',
      contentType: 'application/json; charset=utf-8',
    });
    expect(JSON.parse(live.body)).toEqual({
      dashboard: {
        version: second.version,
        entry: `/remotes/dashboard/${second.version}/mf-manifest.json`,
        routes: expect.objectContaining({ major: 1 }),
      },
    });
    expect(JSON.parse(live.body).dashboard.routes.pages.map((p: { id: string }) => p.id)).toEqual([
      'dashboard',
      'media',
    ]);
    expect(await get('site', 'remotes.history.json')).toMatchObject({ cacheControl: 'no-cache' });

    expect(await rollbackRemote({ origin, name: 'dashboard' })).toMatchObject({
      version: first.version,
      previous: second.version,
    });
    expect(
      JSON.parse((await get('site', 'remotes.json')).body).dashboard.routes.pages.map((p: { id: string }) => p.id),
    ).toEqual(['dashboard']);
    expect(await readRemotesMap(origin)).toMatchObject({ dashboard: { version: first.version } });
    await expect(rollbackRemote({ origin, name: 'dashboard' })).rejects.toThrow(
      'dashboard: tidak ada versi sebelumnya',
    );

    // A version is immutable: publishing other files under an existing version uploads nothing.
    const before = written.length;
    await publishRemote({
      origin,
      name: 'dashboard',
      dist: await remoteBuild(['lain']),
      version: first.version,
      major: 1,
      shellManifest,
    });
    expect(written.length).toBe(before);
    expect((await get('site', `${folder}routes.json`)).body).toContain('"id":"dashboard"');
  });

  it('refuses what cannot go live, before writing anything', async () => {
    const { origin, written } = recordingOrigin('refused');
    await expect(switchRemote({ origin, name: 'admin', version: 'tidak-ada' })).rejects.toThrow(
      'admin@tidak-ada belum dipublikasikan',
    );
    await expect(
      publishRemote({
        origin,
        name: 'dashboard',
        dist: await remoteBuild(['dashboard'], { major: 2 }),
        major: 1,
        shellManifest,
      }),
    ).rejects.toThrow('kontrak rute v2, shell memakai v1');
    await expect(
      publishRemote({
        origin,
        name: 'dashboard',
        dist: await remoteBuild(['dashboard'], { react: '20.0.0' }),
        major: 1,
        shellManifest,
      }),
    ).rejects.toThrow('react: butuh 20.0.0, shell menyediakan 19.3.1');
    await expect(switchShell({ origin, version: 'tidak-ada' })).rejects.toThrow('shell@tidak-ada belum dipublikasikan');
    expect(written).toEqual([]);
    expect(await readRemotesMap(origin)).toEqual({});
  });

  it('publishes the shell into /shell/<version>/ and switches /index.html, its root files along; rolls back', async () => {
    const { origin, written } = recordingOrigin('site-shell');
    const first = await publishShell({ origin, dist: await shellBuild('aaaaaaaaaa') });
    expect(written.indexOf(`shell/${first.version}/index.html`)).toBe(written.indexOf('index.html') - 1);
    const second = await publishShell({ origin, dist: await shellBuild('bbbbbbbbbb') });
    expect(second).toMatchObject({ previous: first.version });
    const page = await get('site-shell', 'index.html');
    expect(page).toEqual({
      status: 200,
      body: `<script defer src="/shell/${second.version}/main.bbbbbbbbbb.js"></script>`,
      cacheControl: 'no-cache',
      contentType: 'text/html; charset=utf-8',
    });
    expect(await get('site-shell', 'robots.txt')).toMatchObject({
      body: expect.stringContaining('bbbbbbbbbb'),
      cacheControl: 'no-cache',
      contentType: 'text/plain; charset=utf-8',
    });
    // The check-in desk's files at the root too, never cached, the icons byte for byte.
    expect(await get('site-shell', 'desk-sw.js')).toMatchObject({
      body: '// bbbbbbbbbb\n',
      cacheControl: 'no-cache',
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(await get('site-shell', 'desk.webmanifest')).toMatchObject({
      cacheControl: 'no-cache',
      contentType: 'application/manifest+json',
    });
    expect(JSON.parse((await get('site-shell', 'desk.webmanifest')).body)).toMatchObject({
      start_url: '/resepsionis/',
    });
    for (const size of [192, 512]) {
      expect(await get('site-shell', `desk-icon-${size}.png`)).toMatchObject({
        cacheControl: 'no-cache',
        contentType: 'image/png',
      });
      expect(await bytesOf('site-shell', `desk-icon-${size}.png`)).toEqual(deskIcon('b'));
    }
    expect(await get('site-shell', 'shell.json')).toMatchObject({ cacheControl: 'no-cache' });
    const folder = `shell/${second.version}/`;
    expect(await get('site-shell', `${folder}main.bbbbbbbbbb.js`)).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(await get('site-shell', `${folder}logo.svg`)).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'image/svg+xml',
    });
    expect(await get('site-shell', `${folder}hero.webp`)).toMatchObject({ contentType: 'image/webp' });
    expect(await get('site-shell', `${folder}icon.png`)).toMatchObject({ contentType: 'image/png' });
    expect(await get('site-shell', `${folder}mf-manifest.json`)).toMatchObject({ cacheControl: 'no-cache' });
    expect(await liveShellManifest(origin)).toEqual(shellManifest);

    // The live shell is what a remote's singletons are checked against.
    const tooNew = await remoteBuild(['dashboard'], { react: '20.0.0' });
    await expect(
      publishRemote({
        origin,
        name: 'dashboard',
        dist: tooNew,
        major: 1,
        shellManifest: await liveShellManifest(origin),
      }),
    ).rejects.toThrow('react: butuh 20.0.0');

    expect(await rollbackShell({ origin })).toMatchObject({ version: first.version });
    expect((await get('site-shell', 'index.html')).body).toContain(`/shell/${first.version}/main.aaaaaaaaaa.js`);
    expect((await get('site-shell', 'robots.txt')).body).toContain('aaaaaaaaaa');
    expect((await get('site-shell', 'desk-sw.js')).body).toBe('// aaaaaaaaaa\n');
    expect(await bytesOf('site-shell', 'desk-icon-512.png')).toEqual(deskIcon('a'));
  });

  it('the CLIs publish to s3://<bucket>/<prefix> with the S3_* variables, switch, and roll back', async () => {
    const cli = async (script: string, args: string[]) =>
      (
        await promisify(execFile)(process.execPath, [`infra/publish/${script}`, ...args], {
          cwd: root,
          env,
          encoding: 'utf8',
        })
      ).stdout.trim();
    const to = `s3://${bucket}/cli/`;
    const shell = await shellBuild('cccccccccc');
    expect(await cli('publish-shell.mjs', ['--dist', shell, '--to', to, '--version', 's1'])).toBe('shell: - → s1');
    expect(
      await cli('publish-remote.mjs', ['admin', '--dist', await remoteBuild(['admin']), '--to', to, '--version', 'r1']),
    ).toBe('admin: - → r1');
    expect(
      await cli('publish-remote.mjs', [
        'admin',
        '--dist',
        await remoteBuild(['admin', 'audit']),
        '--to',
        to,
        '--version',
        'r2',
      ]),
    ).toBe('admin: r1 → r2');
    expect(JSON.parse((await get('cli', 'remotes.json')).body).admin.version).toBe('r2');
    expect(await cli('publish-remote.mjs', ['admin', '--rollback', '--to', to])).toBe('admin: r2 → r1');
    expect(JSON.parse((await get('cli', 'remotes.json')).body).admin.version).toBe('r1');
    expect((await get('cli', 'index.html')).body).toContain('/shell/s1/main.cccccccccc.js');
  });

  it('reads s3:// addresses', () => {
    expect(parseBucketUrl('s3://undangin-static')).toEqual({ bucket: 'undangin-static', prefix: '' });
    expect(parseBucketUrl('s3://undangin-static/prod/web/')).toEqual({
      bucket: 'undangin-static',
      prefix: 'prod/web/',
    });
    expect(() => parseBucketUrl('s3:/undangin-static')).toThrow('bukan alamat bucket');
  });
});

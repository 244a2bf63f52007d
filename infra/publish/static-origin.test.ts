import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ESM script, run by node and by this test
import {
  liveShellManifest,
  publishRemote,
  publishShell,
  rollbackRemote,
  rollbackShell,
  shellRootFiles,
  singletonConflicts,
  switchRemote,
} from './static-origin.mjs';

const shellManifest = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@undangin/platform', version: '1.0.0' },
  ],
};

async function build(pages: string[], { major = 1, react = '19.3.1' } = {}) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'remote-dist-'));
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', requiredVersion: react },
        { name: 'react/jsx-runtime', requiredVersion: `^${react}` },
      ],
    }),
  );
  await writeFile(
    path.join(dist, 'routes.json'),
    JSON.stringify({ major, pages: pages.map((p) => ({ id: p, path: `/app/${p}`, access: 'user', chrome: 'bare' })) }),
  );
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', `${pages.join('-')}.js`), `/* ${pages.join(',')} */`);
  return dist;
}

describe('releasing a remote to the static origin', () => {
  let staticDir: string;
  beforeEach(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'static-origin-'));
  });
  const map = async () => JSON.parse(await readFile(path.join(staticDir, 'remotes.json'), 'utf8'));

  it('publishes a build into its own version folder, switches its line of remotes.json, and rolls back', async () => {
    const first = publishRemote({
      staticDir,
      name: 'dashboard',
      dist: await build(['dashboard']),
      major: 1,
      shellManifest,
    });
    switchRemote({ staticDir, name: 'dashboard', version: first.version });
    const second = publishRemote({
      staticDir,
      name: 'dashboard',
      dist: await build(['dashboard', 'media']),
      major: 1,
      shellManifest,
    });
    expect(second.version).not.toBe(first.version);
    expect(fs.existsSync(path.join(staticDir, 'remotes', 'dashboard', first.version, 'assets', 'dashboard.js'))).toBe(
      true,
    );
    expect((await map()).dashboard.version).toBe(first.version);

    expect(switchRemote({ staticDir, name: 'dashboard', version: second.version })).toMatchObject({
      previous: first.version,
    });
    expect(await map()).toEqual({
      dashboard: {
        version: second.version,
        entry: `/remotes/dashboard/${second.version}/mf-manifest.json`,
        routes: expect.objectContaining({ major: 1 }),
      },
    });
    expect((await map()).dashboard.routes.pages.map((p: { id: string }) => p.id)).toEqual(['dashboard', 'media']);

    expect(rollbackRemote({ staticDir, name: 'dashboard' })).toMatchObject({ version: first.version });
    expect((await map()).dashboard.routes.pages.map((p: { id: string }) => p.id)).toEqual(['dashboard']);
    // Both builds stay published: a release never deletes what a browser may still be loading.
    expect(fs.existsSync(path.join(staticDir, 'remotes', 'dashboard', second.version, 'mf-manifest.json'))).toBe(true);
  });

  it('refuses a build of another route contract major, and one whose singletons the live shell cannot provide', async () => {
    await expect(async () =>
      publishRemote({
        staticDir,
        name: 'dashboard',
        dist: await build(['dashboard'], { major: 2 }),
        major: 1,
        shellManifest,
      }),
    ).rejects.toThrow('kontrak rute v2, shell memakai v1');
    await expect(async () =>
      publishRemote({
        staticDir,
        name: 'dashboard',
        dist: await build(['dashboard'], { react: '20.0.0' }),
        major: 1,
        shellManifest,
      }),
    ).rejects.toThrow('react: butuh 20.0.0, shell menyediakan 19.3.1');
    expect(fs.existsSync(path.join(staticDir, 'remotes'))).toBe(false);
    expect(singletonConflicts({ shared: [{ name: '@undangin/ui', requiredVersion: '1.0.0' }] }, shellManifest)).toEqual(
      ['@undangin/ui: shell tidak menyediakannya'],
    );
    expect(singletonConflicts({ shared: [{ name: 'react', requiredVersion: '^19.1.0' }] }, shellManifest)).toEqual([]);
  });

  it('never switches to a version that was not published', () => {
    expect(() => switchRemote({ staticDir, name: 'admin', version: 'tidak-ada' })).toThrow(
      'admin@tidak-ada belum dipublikasikan',
    );
  });

  it('publishes the shell into /shell/<version>/, makes its page the live /index.html, and rolls back', async () => {
    // An icon's bytes that are no UTF-8: a text copy would change them.
    const icon = (marker: string) => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x80, marker.charCodeAt(0)]);
    const shellBuild = async (marker: string) => {
      const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-dist-'));
      await writeFile(path.join(dist, 'index.html'), `<script defer src="/__SHELL__/main.${marker}.js"></script>`);
      await writeFile(path.join(dist, `main.${marker}.js`), marker);
      await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(shellManifest));
      for (const file of shellRootFiles as string[])
        await writeFile(path.join(dist, file), file.endsWith('.png') ? icon(marker) : `/* ${marker} */`);
      return dist;
    };
    const rootFile = (file: string) => readFile(path.join(staticDir, file));
    const first = publishShell({ staticDir, dist: await shellBuild('aaaaaaaaaa') });
    const page = () => readFile(path.join(staticDir, 'index.html'), 'utf8');
    expect(await page()).toBe(`<script defer src="/shell/${first.version}/main.aaaaaaaaaa.js"></script>`);
    expect(fs.existsSync(path.join(staticDir, 'shell', first.version, 'main.aaaaaaaaaa.js'))).toBe(true);
    const second = publishShell({ staticDir, dist: await shellBuild('bbbbbbbbbb') });
    expect(await page()).toContain(`/shell/${second.version}/main.bbbbbbbbbb.js`);
    // Its root files along: the check-in desk's service worker, manifest and icons, robots.txt.
    for (const file of ['desk-sw.js', 'desk.webmanifest', 'robots.txt'])
      expect((await rootFile(file)).toString()).toBe('/* bbbbbbbbbb */');
    for (const file of ['desk-icon-192.png', 'desk-icon-512.png']) expect(await rootFile(file)).toEqual(icon('b'));
    expect(liveShellManifest(staticDir)).toEqual(shellManifest);
    expect(rollbackShell({ staticDir })).toMatchObject({ version: first.version });
    expect(await page()).toContain(`/shell/${first.version}/main.aaaaaaaaaa.js`);
    expect((await rootFile('desk-sw.js')).toString()).toBe('/* aaaaaaaaaa */');
    expect(await rootFile('desk-icon-512.png')).toEqual(icon('a'));
    const dev = await mkdtemp(path.join(os.tmpdir(), 'shell-dev-'));
    await writeFile(path.join(dev, 'index.html'), '<script src="/main.js"></script>');
    expect(() => publishShell({ staticDir, dist: dev })).toThrow('bukan build produksi');
  });

  it("publishes every file of the shell's public folder at the root, but the favicon (the page links it in the build)", () => {
    const published = fs.readdirSync(path.resolve(__dirname, '../../shell/public')).filter((f) => f !== 'favicon.svg');
    expect([...(shellRootFiles as string[])].sort()).toEqual(published.sort());
  });
});

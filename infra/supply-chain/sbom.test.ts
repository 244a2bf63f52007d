import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The images' SBOMs, made by sbom.mjs for real (the marketing service bundled into a temporary folder, the static
// image from the front ends' packages) and read back as CycloneDX JSON.
const root = path.resolve(__dirname, '../..');
const script = path.join(__dirname, 'sbom.mjs');

interface Component {
  group?: string;
  name: string;
  version: string;
  purl?: string;
  licenses?: { license?: { id?: string; name?: string }; expression?: string }[];
  components?: Component[];
}
interface Bom {
  bomFormat: string;
  specVersion: string;
  metadata: { component: Component };
  components: Component[];
}

const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};
const nameOf = (c: Component) => (c.group ? `${c.group}/${c.name}` : c.name);
const flatten = (components: Component[] = []): Component[] => components.flatMap((c) => [c, ...flatten(c.components)]);
const devTools = [
  'typescript',
  'jest',
  '@swc/core',
  'esbuild',
  'webpack',
  'eslint',
  'tsx',
  '@module-federation/enhanced',
];

let out: string;
const sbom = (dir: string, image: string) =>
  JSON.parse(readFileSync(path.join(out, dir, `${image}.cdx.json`), 'utf8')) as Bom;
const make = (dir: string, images: string[]) => {
  const run = spawnSync(process.execPath, [script, ...images], {
    cwd: root,
    env: { ...process.env, BUILD_SERVICES_DIR: path.join(out, 'services'), SBOM_DIR: path.join(out, dir) },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`sbom.mjs failed:\n${run.stdout}\n${run.stderr}`);
};

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'undangin-sbom-test-'));
  make('sbom', ['marketing', 'static']);
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

it('describes the marketing image as CycloneDX JSON: each package its lock installs, with purl, version and licence', () => {
  const bom = sbom('sbom', 'marketing');
  expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6' });
  expect(nameOf(bom.metadata.component)).toBe('@undangin/image-marketing');
  const components = flatten(bom.components);
  const lock = JSON.parse(readFileSync(path.join(out, 'services', 'marketing', 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  const installed = Object.entries(lock.packages)
    .filter(([key]) => key)
    .map(([key, entry]) => `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`);
  expect(components.map((c) => `${nameOf(c)}@${c.version}`).sort()).toEqual(installed.sort());
  const version = rootLock.packages['node_modules/fastify']?.version;
  expect(components.find((c) => nameOf(c) === 'fastify')).toMatchObject({
    version,
    purl: `pkg:npm/fastify@${version}`,
    licenses: [{ license: { id: 'MIT' } }],
  });
  for (const c of components)
    expect({ name: nameOf(c), purl: c.purl?.startsWith('pkg:npm/') }).toEqual({ name: nameOf(c), purl: true });
  const names = components.map(nameOf);
  for (const tool of devTools) expect(names).not.toContain(tool);
});

it('describes the static image by the npm packages the front ends bundle and the build code in their chunks, not the rest of the build', () => {
  const names = flatten(sbom('sbom', 'static').components).map(nameOf);
  for (const bundled of ['react', 'react-dom', 'react-router', '@reduxjs/toolkit', '@module-federation/runtime'])
    expect(names).toContain(bundled);
  // The module federation runtime the plugin injects, and the tools whose runtime code is emitted into the chunks.
  const emitted = ['webpack', 'mini-css-extract-plugin', '@module-federation/enhanced', '@swc/core'];
  for (const bundled of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime-core', ...emitted])
    expect(names).toContain(bundled);
  // Those tools alone: what they depend on builds the chunks and stays out of them.
  const buildOnly = [
    'enhanced-resolve',
    'webpack-sources',
    'browserslist',
    'schema-utils',
    '@module-federation/dts-plugin',
  ];
  const others = devTools.filter((tool) => !emitted.includes(tool));
  for (const other of [...others, ...buildOnly, 'css-loader', 'fastify', 'pg']) expect(names).not.toContain(other);
});

it('is the same file for the same lock', () => {
  make('again', ['marketing']);
  expect(readFileSync(path.join(out, 'again', 'marketing.cdx.json'), 'utf8')).toBe(
    readFileSync(path.join(out, 'sbom', 'marketing.cdx.json'), 'utf8'),
  );
});

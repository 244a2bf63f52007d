#!/usr/bin/env node
// The seams docs/ARCHITECTURE.md draws, checked statically: the rooms, one layout per kind of workspace, pinned
// versions, imports across seams, file sizes, outside URLs, CI running the README's test command, and documents that
// cite only what the repository holds. Prints every finding; exits 1 when there is one. `npm run lint` runs it.
// Usage: node infra/lint/check-architecture.mjs [repository root]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const findings = [];
const note = (area, message) => findings.push(`${area}: ${message}`);
const exists = (p) => fs.existsSync(path.join(root, p));
const read = (p) => fs.readFileSync(path.join(root, p), 'utf8');
const list = (p) => (exists(p) ? fs.readdirSync(path.join(root, p), { withFileTypes: true }) : []);
const rel = (p) => path.relative(root, p).split(path.sep).join('/');
const skip = new Set([
  'node_modules',
  'dist',
  'build',
  '.git',
  '.data',
  'coverage',
  '@mf-types',
  'test-results',
  'playwright-report',
  '.stryker-tmp',
  'reports',
]);

function* walk(dir, pattern = /\.(ts|tsx|js|jsx|mjs|cjs)$/) {
  let entries = [];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (skip.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p, pattern);
    else if (pattern.test(entry.name)) yield p;
  }
}

const remotes = ['marketing', 'invitation', 'dashboard', 'admin'];
const services = list('services')
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// 1. The rooms.
const rooms = ['package.json', 'README.md', 'CONTRIBUTING.md', '.ci/run', 'shell', 'infra', 'tests'];
rooms.push('docs/ARCHITECTURE.md', 'docs/STYLE.md', 'docs/adr/README.md', '.github/CODEOWNERS');
rooms.push(...remotes.map((r) => `mf-${r}`));
rooms.push(...['auth', 'billing', 'marketing', 'invitation', 'dashboard', 'admin'].map((s) => `services/${s}`));
rooms.push('services/render'); // the render worker: a process of its own, like a service, with no route at the edge
for (const p of rooms) if (!exists(p)) note('layout', `missing ${p}`);

// 2. One layout per remote: the same places at the top, and every feature split the same way.
const remoteTop = new Set(['app', 'api', 'components', 'hooks', 'features', 'routes.ts', 'index.ts', 'standalone.ts']);
const remoteRequired = ['features', 'routes.ts', 'index.ts', 'standalone.ts'];
const featureParts = new Set(['api', 'components', 'hooks']);
for (const remote of remotes.map((r) => `mf-${r}/src`)) {
  const top = list(remote);
  for (const entry of top) {
    if (!remoteTop.has(entry.name))
      note('layout', `${remote}/${entry.name}: a remote's src holds only ${[...remoteTop]}`);
  }
  for (const name of remoteRequired) if (!exists(`${remote}/${name}`)) note('layout', `missing ${remote}/${name}`);
  for (const feature of list(`${remote}/features`)) {
    if (!feature.isDirectory()) {
      note('layout', `${remote}/features/${feature.name}: features are folders`);
      continue;
    }
    for (const part of list(`${remote}/features/${feature.name}`)) {
      if (!part.isDirectory() || !featureParts.has(part.name))
        note('layout', `${remote}/features/${feature.name}/${part.name}: a feature holds only api, components, hooks`);
    }
  }
}

// Contracts are grouped by the service that answers them; what every service shares is in shared/.
const contractGroups = new Set([...services, 'shared']);
for (const entry of list('packages/contracts/src')) {
  if (entry.name === 'index.ts') continue;
  if (!entry.isDirectory() || !contractGroups.has(entry.name))
    note('layout', `packages/contracts/src/${entry.name}: contracts live in a folder per service or in shared/`);
}

// A service's routes: one folder per resource, each a Fastify plugin in its index.ts.
for (const service of services) {
  for (const entry of list(`services/${service}/src/routes`)) {
    const where = `services/${service}/src/routes/${entry.name}`;
    if (!entry.isDirectory()) note('layout', `${where}: routes are folders, one per resource`);
    else if (!exists(`${where}/index.ts`)) note('layout', `${where} has no index.ts`);
  }
}

// 3. Exact versions, and one version of each package the front ends share at run time.
const shared = ['react', 'react-dom', 'react-router', 'react-router-dom', '@module-federation/enhanced', 'webpack'];
shared.push('typescript', '@mikro-orm/core', '@mikro-orm/postgresql', 'fastify', '@reduxjs/toolkit', 'react-redux');
const versions = new Map();
for (const file of walk(root, /^package\.json$/)) {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, version] of Object.entries(manifest[field] ?? {})) {
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
        note('versions', `${name} ${version} is not exact in ${rel(file)}`);
      if (!shared.includes(name)) continue;
      if (!versions.has(name)) versions.set(name, new Map());
      versions.get(name).set(rel(file), version);
    }
  }
}
for (const [name, seen] of versions) {
  if (new Set(seen.values()).size > 1)
    note('versions', `${name} has several versions: ${[...seen].map(([f, v]) => `${f}=${v}`).join(', ')}`);
}

// 4. Imports across the seams (ESLint's boundaries rule says the same inside TypeScript; this covers every file).
const importPattern = /(?:import\s[^'"]*?from\s*|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g;
const areaOf = (file) => {
  const parts = rel(file).split('/');
  return ['services', 'packages'].includes(parts[0]) ? parts.slice(0, 2).join('/') : parts[0];
};
for (const area of ['shell', ...remotes.map((r) => `mf-${r}`), ...services.map((s) => `services/${s}`)]) {
  for (const file of walk(path.join(root, area, 'src'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(importPattern)) {
      if (spec.startsWith('.')) {
        const target = areaOf(path.resolve(path.dirname(file), spec));
        if (target !== area && !target.startsWith('packages/')) note('seams', `${rel(file)} reaches into ${target}`);
      } else if (!area.startsWith('services/') && /^services\/|^@undangin\/(db|service-kit|jobs)$/.test(spec)) {
        note('seams', `${rel(file)} (a front end) imports server code ${spec}`);
      }
    }
  }
}

// 5. Rooms that grew too big: source files up to 300 lines, tests up to 400 (a test reads top to bottom).
for (const file of walk(root)) {
  const name = rel(file);
  if (/\/migrations\/|\.generated\.ts$/.test(name)) continue;
  const test = /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);
  const limit = test ? 400 : 300;
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > limit) note('size', `${name} has ${lines} lines (at most ${limit}): split it by responsibility`);
}

// 6. No outside URLs at run time: what the product loads ships with it.
const allowedHosts =
  /localhost|127\.0\.0\.1|wa\.me|api\.whatsapp\.com|maps\.google|google\.com\/maps|calendar\.google|midtrans\.com|example\.(com|org)|undangin\.id|schema\.org|w3\.org|json-schema\.org|react\.dev|github\.com|mikro-orm\.io|fastify\.dev|spdx\.org|contoh\.id/;
for (const area of ['shell', ...remotes.map((r) => `mf-${r}`), 'services', 'packages']) {
  for (const file of walk(path.join(root, area))) {
    if (/\.(test|spec)\./.test(file)) continue;
    for (const [url] of fs.readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s'"`)<>]+/g)) {
      if (!allowedHosts.test(url)) {
        note('outside-url', `${rel(file)}: ${url}`);
        break;
      }
    }
  }
}

// 7. CI runs exactly the test command the README gives.
const testCommand = read('README.md')
  .match(/^npm (?:run )?test\b[^\n`]*/m)?.[0]
  ?.trim();
if (!testCommand) note('ci', 'README.md gives no npm test command');
else if (!read('.ci/run').includes(testCommand)) note('ci', `.ci/run does not run the README's "${testCommand}"`);

// 8. Documents cite only what the repository holds: relative links resolve, and no path leaves the clone.
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  ...[...walk(path.join(root, 'docs'), /\.md$/)].map(rel),
];
for (const document of documents.filter((d) => exists(d))) {
  const text = read(document);
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const resolved = path.resolve(root, path.dirname(document), target);
    if (!resolved.startsWith(root + path.sep)) note('docs', `${document} links outside the repository: ${target}`);
    else if (!fs.existsSync(resolved)) note('docs', `${document} links to ${target}, which does not exist`);
  }
  for (const [cited] of text.matchAll(/\.\.\/shared\/[\w./-]+/g))
    note('docs', `${document} cites ${cited}, outside it`);
  for (const [, cited] of text.matchAll(/`((?:docs|packages|services|infra|tests|shell|mf-[a-z]+)\/[\w./-]+\.\w+)`/g)) {
    // Build outputs (dist/) exist only after a build: a fresh clone has none.
    if (!/\*|\/dist\//.test(cited) && !exists(cited)) note('docs', `${document} cites ${cited}, which does not exist`);
  }
}

// 9. Every team's rooms have owners: each remote and service (the render worker too) by name, and each service's
// Kubernetes folders (its base and every overlay's) exist and are reviewed by at least the service's own owners.
/** CODEOWNERS' rules, in order: a pattern (gitignore-like, as GitHub reads it) and its owners; the last match wins. */
const ownerRules = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/');
      const body = pattern
        .replace(/^\/|\/$/g, '')
        .split(/(\*\*|\*)/)
        .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      const regex = new RegExp(`${anchored ? '^' : '(^|/)'}${body}${pattern.endsWith('/') ? '/' : '(/|$)'}`);
      return { pattern, owners, regex };
    });
/** The rule that decides a file's owners (its path from the root, no leading slash). */
const ownerRuleOf = (rules, file) => rules.filter((rule) => rule.regex.test(file)).pop();

if (exists('.github/CODEOWNERS')) {
  const text = read('.github/CODEOWNERS');
  const rules = ownerRules(text);
  for (const p of [...remotes.map((r) => `/mf-${r}/`), ...services.map((s) => `/services/${s}/`)]) {
    if (!text.includes(p)) note('owners', `.github/CODEOWNERS names no owner for ${p}`);
  }
  const envs = list('infra/k8s/overlays').filter((d) => d.isDirectory());
  for (const service of services) {
    const own = ownerRuleOf(rules, `services/${service}/package.json`);
    const folders = [
      `infra/k8s/services/${service}`,
      ...envs.map((env) => `infra/k8s/overlays/${env.name}/services/${service}`),
    ];
    for (const folder of folders) {
      if (!exists(`${folder}/kustomization.yaml`)) {
        note('layout', `services/${service} has no Kubernetes folder ${folder}/ (docs/DEPLOY.md, "The layout")`);
        continue;
      }
      const rule = ownerRuleOf(rules, `${folder}/kustomization.yaml`);
      const missing = (own?.owners ?? []).filter((owner) => !rule?.owners.includes(owner));
      if (!rule || rule.pattern === '*')
        note('owners', `.github/CODEOWNERS names no owner for ${folder}/ but the catch-all`);
      else if (missing.length)
        note('owners', `${folder}/ is not reviewed by ${missing.join(', ')}, who own services/${service}/`);
    }
  }
}

if (findings.length === 0) {
  console.log('architecture: no findings');
} else {
  console.log(findings.join('\n'));
  console.log(`architecture: ${findings.length} findings`);
  process.exitCode = 1;
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appNames } from '@undangin/contracts';

// README.md's licence policy, checked by licences.mjs run for real: on what the images carry today, and on a lock
// made up of what the policy must refuse.
const root = path.resolve(__dirname, '../..');
const script = path.join(__dirname, 'licences.mjs');
const fixture = path.join(__dirname, 'fixtures', 'excluded-licences.lock.json');
const check = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });

it('passes every image built from the current lock, and says which packages pass only by an exception', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'undangin-licences-test-'));
  try {
    const run = check([], { BUILD_SERVICES_DIR: out });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/all allowed/);
    for (const image of [...appNames, 'migrations', 'static']) expect(run.stdout).toContain(image);
    expect(run.stdout).toContain('by exception: @img/sharp-* (libvips)');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

describe('a lock with packages the policy refuses', () => {
  let run: ReturnType<typeof check>;
  beforeAll(() => {
    run = check([fixture]);
  });
  const lineOf = (name: string) => run.stderr.split('\n').find((line) => line.trimStart().startsWith(`${name} `));

  it('fails, naming each package with its version, licence, the reason and the image', () => {
    expect(run.status).toBe(1);
    const image = path.relative(root, fixture);
    expect(lineOf('gpl-only')).toBe(
      `  gpl-only 1.0.0  licence: GPL-3.0-only  (excluded: copyleft (GPL, LGPL, AGPL: any version))  in: ${image}`,
    );
    expect(lineOf('agpl-server')).toMatch(/^ {2}agpl-server 4\.1\.0 {2}licence: AGPL-3\.0-or-later {2}\(excluded: /);
    expect(lineOf('gpl-nested')).toMatch(/gpl-nested 0\.2\.0 {2}licence: GPL-2\.0-or-later/);
    expect(lineOf('no-licence')).toMatch(/no-licence 0\.1\.0 {2}licence: \(none\) {2}\(no licence declared\)/);
    expect(lineOf('see-licence')).toMatch(/\(not an SPDX expression\)/);
  });

  it('needs every part of an AND and one allowed alternative of an OR', () => {
    expect(lineOf('mit-and-gpl')).toMatch(/licence: MIT AND GPL-2\.0-only {2}\(GPL-2\.0-only: excluded: /);
    expect(lineOf('dual-licensed')).toBeUndefined();
  });

  it('accepts after WITH only the listed exceptions that add permissions', () => {
    expect(lineOf('commons-clause')).toMatch(
      /licence: Apache-2\.0 WITH Commons-Clause {2}\(exception Commons-Clause: excluded: Commons Clause\)/,
    );
    expect(lineOf('licenseref-exception')).toMatch(
      /licence: MIT WITH LicenseRef-foo {2}\(exception LicenseRef-foo: not on the policy’s list of exceptions\)/,
    );
    expect(lineOf('llvm-exception')).toBeUndefined();
  });

  it('applies an exception only to the packages it names, and ignores development-only packages', () => {
    expect(lineOf('@img/sharp-libvips-linux-x64')).toBeUndefined();
    expect(lineOf('lgpl-elsewhere')).toMatch(/LGPL-3\.0-or-later {2}\(excluded: /);
    expect(lineOf('dev-only-gpl')).toBeUndefined();
    expect(lineOf('left-pad')).toBeUndefined();
    expect(run.stderr).toMatch(/^licences: 9 package\(s\) under a licence/);
  });
});

it('is the policy README.md states: every allowed licence, SPDX exception and package exception is written there', () => {
  const listed = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const p = await import(${JSON.stringify(path.join(__dirname, 'licence-policy.mjs'))});
       console.log(JSON.stringify({ allowed: [...p.allowed, ...p.spdxExceptions], exceptions: p.exceptions.map((e) => e.label) }));`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(listed.stderr).toBe('');
  const policy = JSON.parse(listed.stdout) as { allowed: string[]; exceptions: string[] };
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('\n## Licences'),
    readme.indexOf('\n## ', readme.indexOf('\n## Licences') + 1),
  );
  expect(section.length).toBeGreaterThan(200);
  for (const id of policy.allowed) expect({ id, inReadme: section.includes(id) }).toEqual({ id, inReadme: true });
  for (const label of policy.exceptions)
    expect({ label, inReadme: section.includes(label) }).toEqual({ label, inReadme: true });
});

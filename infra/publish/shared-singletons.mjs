// Which shared singletons a remote's build may use under the live shell: the shell provides each once, so a remote
// that needs a version outside what the shell ships cannot go live (static-origin.mjs checks it before a publish).

/** The packages the shell provides once for every remote (infra/webpack/config.cjs `singletons`). */
export const singletonPackages = [
  'react',
  'react-dom',
  '@undangin/router',
  'react-redux',
  '@reduxjs/toolkit',
  '@undangin/platform',
  '@undangin/ui',
];

// Exact pins and caret ranges are all this repo writes (one exact version of each shared package).
function satisfies(version, range) {
  const parts = (text) =>
    text
      .replace(/^[\^~=v]/, '')
      .split('.')
      .map(Number);
  const [have, want] = [parts(version), parts(range)];
  if (!range.startsWith('^')) return have.join('.') === want.join('.');
  if (have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i += 1) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

/**
 * Why a remote's build cannot run under the live shell: a shared singleton it needs that the shell does not
 * provide at a version within the remote's range. Empty when compatible.
 */
export function singletonConflicts(remoteManifest, shellManifest) {
  const provided = new Map(shellManifest.shared.map((entry) => [entry.name, entry.version]));
  const conflicts = [];
  for (const { name, requiredVersion } of remoteManifest.shared) {
    if (!singletonPackages.includes(name)) continue;
    const version = provided.get(name);
    if (!version) conflicts.push(`${name}: shell tidak menyediakannya`);
    else if (!satisfies(version, requiredVersion))
      conflicts.push(`${name}: butuh ${requiredVersion}, shell menyediakan ${version}`);
  }
  return conflicts;
}

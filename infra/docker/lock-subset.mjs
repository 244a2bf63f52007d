// The slice of the repo's package-lock.json that an image needs: the given npm packages at the versions the repo
// resolved (walking node_modules from the importing workspace, as Node does), and everything they depend on, with
// the exact versions and integrity hashes of the repo's lock. `npm ci --omit=dev` installs exactly that.

/** Lock key of `name` as seen from the folder `from` (a repo-relative dir, '' for the root), or null. */
export function resolveInLock(packages, name, from) {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key] && !packages[key].link) return key;
    if (packages[key]?.link) return packages[key].resolved;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
  }
}

/** Where a lock key lands in the image's tree: any workspace prefix (services/x/, packages/y/) is dropped. */
const inImage = (key) => key.slice(key.indexOf('node_modules/'));

/**
 * @param lock      the parsed package-lock.json (lockfileVersion 3)
 * @param direct    Map of package name → repo-relative dir of a file that imports it
 * @param rootName  the name of the image's package.json
 * @returns {{ dependencies: Record<string,string>, lock: object }}
 */
export function lockSubset(lock, direct, rootName) {
  const packages = lock.packages;
  const dependencies = {};
  const picked = new Map(); // image path → lock key
  const queue = [];
  const take = (key, why) => {
    const target = inImage(key);
    const seen = picked.get(target);
    if (seen && packages[seen].version !== packages[key].version)
      throw new Error(`${target}: ${packages[seen].version} and ${packages[key].version} both needed (${why})`);
    if (!seen) {
      picked.set(target, key);
      queue.push(key);
    }
  };
  for (const [name, fromDir] of [...direct].sort(([a], [b]) => a.localeCompare(b))) {
    const key = resolveInLock(packages, name, fromDir);
    if (!key) throw new Error(`${name} (imported from ${fromDir}) is not in package-lock.json`);
    if (packages[key].dev) throw new Error(`${name} is a devDependency in package-lock.json but the bundle imports it`);
    dependencies[name] = packages[key].version;
    take(key, `imported from ${fromDir}`);
  }
  while (queue.length) {
    const key = queue.shift();
    const entry = packages[key];
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((n) => [n, false]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((n) => [n, true]),
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((n) => !optionalPeers[n]?.optional)
        .map((n) => [n, false]),
    ];
    for (const [name, optional] of wanted) {
      const found = resolveInLock(packages, name, key);
      if (found) take(found, `needed by ${key}`);
      else if (!optional) throw new Error(`${name} (needed by ${key}) is not in package-lock.json`);
    }
  }
  const out = { '': { name: rootName, version: '1.0.0', dependencies } };
  for (const [target, key] of [...picked].sort(([a], [b]) => a.localeCompare(b))) {
    const { dev: _dev, devOptional, peer: _peer, ...entry } = packages[key];
    out[target] = devOptional ? { ...entry, optional: true } : entry;
  }
  return {
    dependencies,
    lock: { name: rootName, version: '1.0.0', lockfileVersion: 3, requires: true, packages: out },
  };
}

import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { EntityManager } from '@undangin/db';
import { AuthSigningKey } from '@undangin/db';
import { generateSigningKey, signingKeyFromPem, type SigningKey } from '@undangin/service-kit';

/**
 * The private key comes from AUTH_SIGNING_KEY (PEM) in production. Locally it is kept in a file that the
 * first start creates, so tokens survive restarts.
 */
export async function loadSigningKey(env: NodeJS.ProcessEnv = process.env): Promise<SigningKey> {
  if (env.AUTH_SIGNING_KEY) return signingKeyFromPem(env.AUTH_SIGNING_KEY.replace(/\\n/g, '\n'));
  // Same default file whether started by `npm start` or alone (`npm start -w services/auth`).
  const file = env.AUTH_SIGNING_KEY_FILE ?? resolve(__dirname, '../../../.data/keys/auth-signing-key.pem');
  try {
    return await signingKeyFromPem(await readFile(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const generated = await generateSigningKey();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, generated.privatePem, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await chmod(file, 0o600);
  // Another replica may have won the race to create the file: the file is the truth.
  return signingKeyFromPem(await readFile(file, 'utf8'));
}

/** Makes the public half known to every service that verifies tokens. */
export async function publishSigningKey(em: EntityManager, key: SigningKey): Promise<void> {
  await em.upsert(AuthSigningKey, {
    kid: key.kid,
    algorithm: key.algorithm,
    publicJwk: { ...key.publicJwk },
    retiredAt: null,
  });
}

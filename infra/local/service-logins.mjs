// Each service logs in to Postgres as its own role (undangin_auth, …), which may write only the tables it owns.
// Connected as that role, a future SQL injection has no superuser session to RESET ROLE back to.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// The six services and the render worker (packages/contracts topology: serviceNames and workerNames).
export const serviceNames = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing', 'render'];

/**
 * Gives every service role a login and a password (kept in `passwordsFile`, created on first use) using the
 * migrating connection `adminUrl`, and returns each service's own connection string.
 * @returns {Promise<Record<string, string>>} service → postgres:// URL as that service's role
 */
export async function ensureServiceLogins(adminUrl, passwordsFile) {
  const stored = fs.existsSync(passwordsFile) ? JSON.parse(fs.readFileSync(passwordsFile, 'utf8')) : {};
  const passwords = Object.fromEntries(
    serviceNames.map((name) => [name, stored[name] ?? crypto.randomBytes(24).toString('base64url')]),
  );
  fs.mkdirSync(path.dirname(passwordsFile), { recursive: true });
  fs.writeFileSync(passwordsFile, JSON.stringify(passwords, null, 2), { mode: 0o600 });

  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of serviceNames) {
      await client.query(
        `alter role undangin_${name} with login nosuperuser nocreaterole nocreatedb password ${client.escapeLiteral(passwords[name])}`,
      );
    }
  } finally {
    await client.end();
  }
  return Object.fromEntries(
    serviceNames.map((name) => {
      const url = new URL(adminUrl);
      url.username = `undangin_${name}`;
      url.password = passwords[name];
      return [name, url.toString()];
    }),
  );
}

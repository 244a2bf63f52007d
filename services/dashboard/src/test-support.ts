import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localStorage, type FileStorage } from '@undangin/service-kit/storage';
import { bearer, buildTestService, publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import { dashboardRoutes } from './app';

export { multipartBody } from '@undangin/service-kit/testing';

/**
 * The dashboard service with uploads in a temp folder (or in `storage`), and hosts (real auth_users rows) with bearer
 * headers.
 */
export async function buildDashboardTestApp(storage?: FileStorage) {
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const app = await buildTestService('dashboard', dashboardRoutes(storage ?? localStorage(uploads)));
  const key = await publishedTestKey();
  const host = async () => {
    const id = randomUUID();
    await withOwnerDb((orm) =>
      orm.em
        .getConnection()
        .execute(`insert into auth_users (id, email, encrypted_password) values (?, ?, 'x')`, [id, `${id}@contoh.id`]),
    );
    return { id, headers: await bearer(key, 'user', id) };
  };
  return { app, uploads, host };
}

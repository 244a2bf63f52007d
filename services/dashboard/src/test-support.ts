import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localExportStore, localStorage, type ExportStore, type FileStorage } from '@undangin/service-kit/storage';
import { bearer, buildTestService, publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import { dashboardRoutes, type DomainOptions } from './app';
import type { WhatsappContext } from './whatsapp/context';
import type { WhatsappOptions } from './whatsapp/plugin';

export { multipartBody } from '@undangin/service-kit/testing';

/**
 * The dashboard service with uploads in a temp folder (or in `storage`), its WhatsApp queues not worked unless
 * `whatsapp` says so (suites share the test database's queues), and hosts (real auth_users rows) with bearer
 * headers.
 */
export async function buildDashboardTestApp(
  storage?: FileStorage,
  whatsapp: WhatsappOptions = { workers: false },
  domains: DomainOptions = {},
  exports?: ExportStore,
) {
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const exportsDir = await mkdtemp(path.join(os.tmpdir(), 'exports-'));
  let context: WhatsappContext | null = null;
  const routes = dashboardRoutes(
    storage ?? localStorage(uploads),
    { ...whatsapp, onReady: (made) => (context = made) },
    undefined,
    domains,
    exports ?? localExportStore(exportsDir, 'test-export-links'),
  );
  const app = await buildTestService('dashboard', routes);
  await app.ready();
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
  return { app, uploads, exportsDir, host, whatsapp: () => context! };
}

/** Waits until `check` holds (what a worker does in the background), polling every 200 ms. */
export async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { randomUUID } from 'node:crypto';
import type { App, SigningKey } from '@undangin/service-kit';
import { bearer, buildTestService, publishedTestKey } from '@undangin/service-kit/testing';
import { adminRoutes } from '../../services/admin/src/app';
import { marketingRoutes } from '../../services/marketing/src/app';
import { privateDatabase, type PrivateDatabase } from './support/database';

// The admin writes print_templates, the marketing service reads them: the public catalogue must follow at once.
describe("the public print catalogue after an admin's change", () => {
  let admin: App;
  let marketing: App;
  let key: SigningKey;
  let database: PrivateDatabase;
  beforeAll(async () => {
    // A database of its own: the marketing service's tests count the active templates of the shared one.
    database = await privateDatabase('catalogue');
    key = await publishedTestKey();
    admin = await buildTestService('admin', adminRoutes);
    marketing = await buildTestService('marketing', marketingRoutes);
  }, 60_000);
  afterAll(async () => {
    await admin?.close();
    await marketing?.close();
    await database?.drop();
  }, 60_000);

  it('shows a new template at the next request, hides it once deactivated, even to a client revalidating its copy', async () => {
    const headers = await bearer(key, 'admin');
    const name = `Katalog ${randomUUID().slice(0, 8)}`;
    const form = {
      name,
      description: 'Uji katalog',
      category: 'party',
      subcategory: null,
      tags: [],
      price: 5000,
      original_price: 0,
      thumbnail: '/api/marketing/assets/print/01.svg',
      gallery_images: [],
      features: ['Satu', 'Dua', 'Tiga'],
      specifications: { paper: '', size: '', sides: '', finishing: '' },
      is_featured: false,
      is_active: true,
      sort_order: 5,
    };
    const catalogue = () => marketing.inject({ url: '/api/marketing/print-templates' });
    const before = await catalogue();

    const created = (
      await admin.inject({ method: 'POST', url: '/api/admin/print-templates', headers, payload: form })
    ).json();
    const shown = await marketing.inject({
      url: '/api/marketing/print-templates',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().map((t: { name: string }) => t.name)).toContain(name);

    await admin.inject({
      method: 'PUT',
      url: `/api/admin/print-templates/${created.id}`,
      headers,
      payload: { ...form, is_active: false },
    });
    expect((await catalogue()).json().map((t: { name: string }) => t.name)).not.toContain(name);
    const list = (
      await admin.inject({ url: `/api/admin/print-templates?search=${encodeURIComponent(name)}`, headers })
    ).json();
    expect(list).toHaveLength(1);

    await admin.inject({ method: 'DELETE', url: `/api/admin/print-templates/${created.id}`, headers });
  });
});

import { randomUUID } from 'node:crypto';
import { adminMessages, type AdminPrintTemplate, type AuditEntry, type PrintTemplateInput } from '@undangin/contracts';
import { bearer, buildTestService, publishedTestKey, serviceTestContext } from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { recordAudit } from './repositories/audit';

const unique = `uji-${randomUUID().slice(0, 8)}`;
const form = (overrides: Partial<PrintTemplateInput> = {}): PrintTemplateInput => ({
  name: `Template ${unique}`,
  description: `Undangan cetak ${unique} dengan emboss emas`,
  category: 'wedding',
  subcategory: 'Elegan',
  tags: ['emas', 'mewah'],
  price: 15000,
  original_price: 0,
  thumbnail: 'https://contoh.id/thumb.webp',
  gallery_images: ['https://contoh.id/1.webp', 'https://contoh.id/2.webp'],
  features: ['Kertas premium', 'Emboss emas', 'Amplop'],
  specifications: { paper: 'Art Carton 260gsm', size: '15 x 21 cm', sides: '2 sisi', finishing: 'Emboss' },
  is_featured: true,
  // Inactive: the marketing service's tests count the active templates of the shared database.
  is_active: false,
  sort_order: 900,
  ...overrides,
});

describe('admin print templates', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let headers: { authorization: string };
  const adminId = randomUUID();
  const auditOf = async (entityId: string) =>
    (await ctx.app.inject({ url: `/api/admin/audit?entity=print_template&per_page=200`, headers }))
      .json()
      .items.filter((e: AuditEntry) => e.entity_id === entityId) as AuditEntry[];

  beforeAll(async () => {
    headers = await bearer(ctx.key, 'admin', adminId);
  });

  it('creates, edits (features one by one) and deletes a template, setting created_by and updated_at and auditing each write', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/print-templates',
      headers,
      payload: form(),
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<AdminPrintTemplate>();
    expect(template).toMatchObject({
      name: `Template ${unique}`,
      features: ['Kertas premium', 'Emboss emas', 'Amplop'],
      original_price: null,
      created_by: adminId,
      is_active: false,
    });
    expect(Date.parse(template.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/print-templates/${template.id}`,
      headers,
      payload: form({
        features: ['Kertas premium', 'Emboss perak', 'Pita satin'],
        is_featured: false,
        original_price: 20000,
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      features: ['Kertas premium', 'Emboss perak', 'Pita satin'],
      is_featured: false,
      original_price: 20000,
      created_by: adminId,
    });

    // The admin list holds inactive templates too.
    const list = (await ctx.app.inject({ url: `/api/admin/print-templates?search=${unique}`, headers })).json<
      AdminPrintTemplate[]
    >();
    expect(list.map((t) => t.id)).toEqual([template.id]);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/print-templates/${template.id}`, headers }))
        .statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ url: `/api/admin/print-templates?search=${unique}`, headers })).json()).toEqual([]);

    const audit = await auditOf(template.id);
    expect(audit.map((e) => e.action)).toEqual([
      'print_template.delete',
      'print_template.update',
      'print_template.create',
    ]);
    expect(audit.every((e) => e.actor_id === adminId)).toBe(true);
    expect(audit[1]).toMatchObject({
      before: { is_featured: true, features: ['Kertas premium', 'Emboss emas', 'Amplop'] },
      after: { is_featured: false },
    });
  });

  it('lists every template by sort order, searching name or description case-insensitively within a category', async () => {
    const make = async (overrides: Partial<PrintTemplateInput>) =>
      (
        await ctx.app.inject({ method: 'POST', url: '/api/admin/print-templates', headers, payload: form(overrides) })
      ).json<AdminPrintTemplate>();
    const first = await make({
      name: `Mawar ${unique}`,
      description: 'biasa',
      category: 'birthday',
      sort_order: 2,
      is_active: false,
    });
    const second = await make({
      name: `Biasa ${unique}`,
      description: `MAWAR putih`,
      category: 'birthday',
      sort_order: 1,
    });
    const other = await make({ name: `Mawar lain ${unique}`, category: 'party', sort_order: 0 });
    const ids = async (query: string) =>
      (await ctx.app.inject({ url: `/api/admin/print-templates?${query}`, headers }))
        .json<AdminPrintTemplate[]>()
        .map((t) => t.id);

    expect(await ids(`search=mawar&category=birthday`)).toEqual([second.id, first.id]);
    expect(
      (await ids(`search=mawar&category=all`)).filter((id) => [first.id, second.id, other.id].includes(id)),
    ).toEqual([other.id, second.id, first.id]);
    expect(await ids(`search=${unique}&category=party`)).toEqual([other.id]);
    for (const t of [first, second, other])
      await ctx.app.inject({ method: 'DELETE', url: `/api/admin/print-templates/${t.id}`, headers });
  });

  it('rejects an incomplete form in Indonesian and writes neither the template nor an audit row', async () => {
    const before = (await ctx.app.inject({ url: '/api/admin/audit?entity=print_template', headers })).json().total;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/print-templates',
      headers,
      payload: { ...form(), name: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ message: 'wajib diisi' }] });
    expect((await ctx.app.inject({ url: '/api/admin/audit?entity=print_template', headers })).json().total).toBe(
      before,
    );
  });

  it('answers 404 with its message for an unknown template and audits nothing', async () => {
    const id = randomUUID();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/print-templates/${id}`,
      headers,
      payload: form(),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(adminMessages.printTemplates.notFound);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/print-templates/${id}`, headers })).statusCode,
    ).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });

  it('writes the audit row in the transaction of the write: a write that fails leaves no audit row', async () => {
    const entityId = `fails-${unique}`;
    const attempt = ctx.app.orm.em.fork().transactional(async (tx) => {
      await recordAudit(
        tx,
        { id: adminId, email: null },
        { action: 'print_template.create', entity: 'print_template', entityId },
      );
      await tx.execute(`insert into print_templates (name, category) values ('tanpa thumbnail', 'wedding')`);
    });
    await expect(attempt).rejects.toThrow();
    expect(await auditOf(entityId)).toEqual([]);
  });

  it('refuses hosts with 403 in Indonesian and anonymous callers with 401, writing nothing', async () => {
    const host = await bearer(ctx.key, 'user');
    const before = (await ctx.app.inject({ url: '/api/admin/audit?entity=print_template', headers })).json().total;
    for (const [method, url] of [
      ['GET', '/api/admin/print-templates'],
      ['POST', '/api/admin/print-templates'],
      ['PUT', `/api/admin/print-templates/${randomUUID()}`],
      ['DELETE', `/api/admin/print-templates/${randomUUID()}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? form() : undefined;
      const asHost = await ctx.app.inject({ method, url, headers: host, payload });
      expect(asHost.statusCode).toBe(403);
      expect(asHost.json().message).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini.');
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ url: '/api/admin/audit?entity=print_template', headers })).json().total).toBe(
      before,
    );
  });
});

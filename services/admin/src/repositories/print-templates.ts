import type { AdminPrintTemplate, PrintTemplateInput, PrintTemplateListQuery } from '@undangin/contracts';
import { printTemplateColumns, selection, type EntityManager } from '@undangin/db';

/** The print_templates table as the back office sees it: every template, inactive ones included. */
// What the form writes (the catalogue's columns and whether it shows); read back with the id, the creator and the last change.
const written = selection('print_templates', [
  ...printTemplateColumns.names.filter((name) => name !== 'id'),
  'is_active',
]);
const json = { tags: 'jsonb', gallery_images: 'jsonb', features: 'jsonb', specifications: 'jsonb' } as const;
const columns = `id, ${written.sql()}, created_by, updated_at`;

type Row = Omit<AdminPrintTemplate, 'updated_at' | 'specifications'> & {
  updated_at: Date | string;
  specifications: Record<string, unknown> | null;
};

const toTemplate = (row: Row): AdminPrintTemplate => ({
  ...row,
  // Seeded rows may hold other keys with non-text values; the answer carries text only.
  specifications: Object.fromEntries(
    Object.entries(row.specifications ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ),
  updated_at: new Date(row.updated_at).toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** All templates by sort order; search matches name or description case-insensitively, combined with the category. */
export async function listPrintTemplates(
  em: EntityManager,
  query: PrintTemplateListQuery,
): Promise<AdminPrintTemplate[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim();
  if (search) {
    where.push('(name ilike ? or description ilike ?)');
    params.push(`%${escapeLike(search)}%`, `%${escapeLike(search)}%`);
  }
  if (query.category && query.category !== 'all') {
    where.push('category = ?');
    params.push(query.category);
  }
  const rows = await em.execute<Row[]>(
    `select ${columns} from print_templates ${where.length ? `where ${where.join(' and ')}` : ''} order by sort_order, name`,
    params,
  );
  return rows.map(toTemplate);
}

/** One template, locked for the change about to be made to it. */
export async function lockPrintTemplate(em: EntityManager, id: string): Promise<AdminPrintTemplate | null> {
  const [row] = await em.execute<Row[]>(`select ${columns} from print_templates where id = ? for update`, [id]);
  return row ? toTemplate(row) : null;
}

/** The form's values for `written`'s columns, in its order. */
function values(input: PrintTemplateInput): unknown[] {
  const byColumn: Record<(typeof written.names)[number], unknown> = {
    name: input.name.trim(),
    description: input.description,
    category: input.category,
    subcategory: input.subcategory?.trim() || null,
    tags: JSON.stringify(input.tags.map((tag) => tag.trim()).filter(Boolean)),
    price: input.price,
    // 0 means no original price.
    original_price: input.original_price > 0 ? input.original_price : null,
    thumbnail: input.thumbnail.trim(),
    gallery_images: JSON.stringify(input.gallery_images.map((url) => url.trim()).filter(Boolean)),
    features: JSON.stringify(input.features.map((feature) => feature.trim()).filter(Boolean)),
    specifications: JSON.stringify(input.specifications),
    is_featured: input.is_featured,
    is_active: input.is_active,
    sort_order: input.sort_order,
  };
  return written.names.map((name) => byColumn[name]);
}

export async function insertPrintTemplate(
  em: EntityManager,
  input: PrintTemplateInput,
  adminId: string,
): Promise<AdminPrintTemplate> {
  const [row] = await em.execute<Row[]>(
    `insert into print_templates (${written.sql()}, created_by, updated_at)
     values (${written.placeholders(json)}, ?, now()) returning ${columns}`,
    [...values(input), adminId],
  );
  return toTemplate(row!);
}

/** Saves the form over the template. created_by stays the admin who created it; who changed it is in the audit log. */
export async function updatePrintTemplate(
  em: EntityManager,
  id: string,
  input: PrintTemplateInput,
): Promise<AdminPrintTemplate | null> {
  const [row] = await em.execute<Row[]>(
    `update print_templates set ${written.assignments(json)}, updated_at = now() where id = ? returning ${columns}`,
    [...values(input), id],
  );
  return row ? toTemplate(row) : null;
}

export async function deletePrintTemplate(em: EntityManager, id: string): Promise<void> {
  await em.execute(`delete from print_templates where id = ?`, [id]);
}

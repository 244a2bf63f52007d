import { renderingThemes, type InvitationDetail, type InvitationSummary } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

/** The dashboard's queries on a host's invitations. Every one is scoped to the owner. */
const detailColumns = `id, slug, couple_name, category, to_char(event_date, 'YYYY-MM-DD') as event_date, event_time, location, maps_link, quotes,
  gallery, music_url, background_image, background_video, theme_id, theme_data, seo_title, seo_description, gift_accounts, live_stream_url,
  wa_template, is_active, created_at, updated_at,
  (select t.name from themes t where t.id = invitations.theme_id) as theme_name,
  (select t.base_theme from themes t where t.id = invitations.theme_id) as base_theme`;

type Row = Omit<InvitationDetail, 'created_at' | 'updated_at'> & { created_at: string | Date; updated_at: string | Date };
const iso = (value: string | Date) => new Date(value).toISOString();
const toDetail = (row: Row): InvitationDetail => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

export async function listOwn(em: EntityManager, userId: string): Promise<InvitationSummary[]> {
  const rows = await em.execute<Array<Omit<InvitationSummary, 'created_at'> & { created_at: string | Date }>>(
    `select i.id, i.slug, i.couple_name, i.category, to_char(i.event_date, 'YYYY-MM-DD') as event_date, i.theme_id, i.is_active, i.created_at,
       i.admin_disabled_at is not null as disabled_by_admin, i.admin_disabled_reason,
       count(g.id)::int as guests, count(g.id) filter (where g.status = 'confirmed')::int as confirmed
     from invitations i left join guests g on g.invitation_id = i.id
     where i.user_id = ? group by i.id order by i.created_at desc`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

/** An admin deactivated it: its owner may not switch it on again until an admin does. */
export async function disabledByAdmin(em: EntityManager, userId: string, id: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from invitations where id = ? and user_id = ? and admin_disabled_at is not null`, [id, userId]);
  return rows.length > 0;
}

export async function findOwn(em: EntityManager, userId: string, id: string): Promise<InvitationDetail | null> {
  const [row] = await em.execute<Row[]>(`select ${detailColumns} from invitations where id = ? and user_id = ?`, [id, userId]);
  return row ? toDetail(row) : null;
}

/** A slug is taken by another invitation, or by one of the site's own pages and articles (an invitation would shadow them). */
export async function slugTaken(em: EntityManager, slug: string, exceptId: string | null = null): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from invitations where slug = ? and (?::uuid is null or id <> ?::uuid)
     union all select 1 from pages where slug = ? union all select 1 from blog_posts where slug = ? limit 1`,
    [slug, exceptId, exceptId, slug, slug],
  );
  return rows.length > 0;
}

/** A theme an invitation may use: one of the four rendering themes, or an active theme of the catalogue. */
export async function themeExists(em: EntityManager, themeId: string): Promise<boolean> {
  if (renderingThemes.some((theme) => theme.id === themeId)) return true;
  const rows = await em.execute(`select 1 from themes where id = ? and is_active`, [themeId]);
  return rows.length > 0;
}

export { detailColumns, toDetail, type Row as InvitationRow };

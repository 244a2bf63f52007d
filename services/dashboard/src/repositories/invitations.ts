import {
  renderingThemes,
  type InvitationDetail,
  type InvitationRole,
  type InvitationSummary,
} from '@undangin/contracts';
import {
  column,
  hasEntitlementSql,
  publicInvitationColumns,
  selection,
  servingDomainSql,
  type Columns,
  type EntityManager,
  type SelectedRow,
} from '@undangin/db';
import { iso, requiredPlan } from '@undangin/service-kit';

// The invitations table as the host's dashboard reads and writes it. Every query is scoped to the owner.
// Typed SQL: each query's columns are named against the migrated schema (packages/db: selection, Columns).

const detailSelection = selection('invitations', [
  ...publicInvitationColumns.names,
  'wa_template',
  'privacy',
  'privacy_title',
  'is_active',
  'published_at',
  'created_at',
  'updated_at',
]);
const detailColumns = `${detailSelection.sql()}, to_char(${column('invitations', 'event_date')}, 'YYYY-MM-DD') as event_date,
  (select t.name from themes t where t.id = invitations.theme_id) as theme_name,
  (select ${column('themes', 'base_theme', 't')} from themes t where t.id = invitations.theme_id) as base_theme,
  coalesce((select t.is_premium from themes t where t.id = invitations.theme_id), false) as theme_premium,
  exists (select 1 from invitation_passwords p where p.invitation_id = invitations.id) as has_password,
  not ${hasEntitlementSql('invitations.user_id', 'premium_themes')} as premium_locked,
  ${servingDomainSql('invitations')} as custom_domain,
  (select m.url from media_files m where m.id = invitations.gift_qris_media_id) as gift_qris_url`;

// The json columns answer the contract's shapes (the editor's save checks them); the rest as the schema says.
type DetailRow = Omit<
  InvitationDetail,
  'created_at' | 'updated_at' | 'published_at' | 'needs' | 'premium_themes' | 'role'
> &
  Columns<'invitations', 'created_at' | 'updated_at' | 'published_at'> & { premium_locked: boolean };
type SummaryRow = Omit<InvitationSummary, 'created_at' | 'published_at' | 'role'> & { role: InvitationRole } & Columns<
    'invitations',
    | 'id'
    | 'slug'
    | 'couple_name'
    | 'category'
    | 'theme_id'
    | 'is_active'
    | 'published_at'
    | 'in_portfolio'
    | 'created_at'
  >;

const ownedSelection = selection('invitations', ['id', 'slug', 'couple_name']);
/** What an invitation's route needs to know of one the host owns: and where it answers (its serving custom domain). */
export type OwnedInvitation = SelectedRow<typeof ownedSelection> & { custom_domain: string | null };

/**
 * The editor's save, already checked and normalised (blanks as null, JSON columns as values): the plain columns as
 * the schema types them, so a column the schema drops fails here.
 */
export type InvitationUpdate = Columns<
  'invitations',
  | 'slug'
  | 'couple_name'
  | 'event_time'
  | 'location'
  | 'maps_link'
  | 'quotes'
  | 'music_url'
  | 'background_image'
  | 'background_video'
  | 'theme_id'
  | 'seo_title'
  | 'seo_description'
  | 'live_stream_url'
> & {
  category: string;
  /** yyyy-mm-dd */
  event_date: string;
  gallery: unknown[];
  theme_data: Record<string, unknown> | null;
  gift_accounts: unknown[];
};

/**
 * The host's invitations and those shared with them as a co-host (marked with the owner's name), newest first, each
 * with its guests on the list and those who answered hadir (guest-figures.ts).
 */
export async function listOwnInvitations(em: EntityManager, userId: string): Promise<InvitationSummary[]> {
  const rows = await em.execute<SummaryRow[]>(
    `select i.id, i.slug, i.couple_name, i.category, to_char(${column('invitations', 'event_date', 'i')}, 'YYYY-MM-DD') as event_date, i.theme_id, i.is_active, i.published_at, i.in_portfolio, i.created_at,
       i.admin_disabled_at is not null as disabled_by_admin, i.admin_disabled_reason,
       coalesce(c.listed, 0)::int as guests, coalesce(c.confirmed, 0)::int as confirmed,
       coalesce(m.role, 'owner') as role,
       case when m.role is null then null else coalesce(nullif(trim(p.name), ''), u.email) end as owner_name,
       ${servingDomainSql('i')} as custom_domain
     from invitations i
     left join invitation_members m on m.invitation_id = i.id and m.user_id = ?
     left join profiles p on p.id = i.user_id and m.role is not null
     left join auth_users u on u.id = i.user_id and m.role is not null
     left join lateral (select sum(k.listed) as listed, sum(k.confirmed) as confirmed
       from guest_list_counts k where k.invitation_id = i.id) c on true
     where i.id in (select o.id from invitations o where o.user_id = ?
       union all select s.invitation_id from invitation_members s where s.user_id = ?)
     order by i.created_at desc`,
    [userId, userId, userId],
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), published_at: iso(row.published_at) }));
}

export async function findOwnInvitation(
  em: EntityManager,
  userId: string,
  id: string,
  role: InvitationRole,
): Promise<InvitationDetail | null> {
  const [row] = await em.execute<DetailRow[]>(`select ${detailColumns} from invitations where id = ? and user_id = ?`, [
    id,
    userId,
  ]);
  if (!row) return null;
  const { premium_locked: locked, ...detail } = row;
  // Publishing on a premium theme needs the plan that includes them; a published invitation keeps what it has.
  const premium = locked ? await requiredPlan(em, 'premium_themes') : null;
  return {
    ...detail,
    role,
    needs: premium && row.theme_premium ? [premium] : [],
    premium_themes: premium,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published_at: iso(row.published_at),
  };
}

/** The owner's invitation, or null when it is not theirs (every guest route starts here). */
export async function ownedInvitation(
  em: EntityManager,
  userId: string,
  invitationId: string,
): Promise<OwnedInvitation | null> {
  const [row] = await em.execute<OwnedInvitation[]>(
    `select ${ownedSelection.sql()}, ${servingDomainSql('invitations')} as custom_domain from invitations
     where id = ? and user_id = ?`,
    [invitationId, userId],
  );
  return row ?? null;
}

/** An admin deactivated it: its owner may not switch it on again until an admin does. */
export async function disabledByAdmin(em: EntityManager, userId: string, id: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from invitations where id = ? and user_id = ? and admin_disabled_at is not null`,
    [id, userId],
  );
  return rows.length > 0;
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

/**
 * Whether a theme is premium: the catalogue says (themes.is_premium); a rendering theme the catalogue does not list
 * says itself. Publishing on one needs `premium_themes`.
 */
export async function themeIsPremium(em: EntityManager, themeId: string): Promise<boolean> {
  const [row] = await em.execute<Array<Columns<'themes', 'is_premium'>>>(`select is_premium from themes where id = ?`, [
    themeId,
  ]);
  return row ? row.is_premium : (renderingThemes.find((theme) => theme.id === themeId)?.isPremium ?? false);
}

/** Holds the host's invitations for the rest of the transaction: one create at a time per host. */
export async function lockOwnInvitations(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`invitations:${userId}`]);
}

export async function countOwnInvitations(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count from invitations where user_id = ?`,
    [userId],
  );
  return row?.count ?? 0;
}

/** A new invitation dated today in Jakarta; the unique index on slug refuses a slug taken meanwhile. */
export async function insertInvitation(
  em: EntityManager,
  invitation: { userId: string; slug: string; category: string; themeId: string },
): Promise<string> {
  const [row] = await em.execute<Array<{ id: string }>>(
    // A draft: nobody sees it until its host publishes it.
    `insert into invitations (user_id, slug, category, theme_id, ${column('invitations', 'event_date')}, is_active)
     values (?, ?, ?, ?, (now() at time zone 'Asia/Jakarta')::date, false) returning id`,
    [invitation.userId, invitation.slug, invitation.category, invitation.themeId],
  );
  return row!.id;
}

// What the editor saves: what the guest's page shows (its id aside) and the date; the json columns are bound as text.
const editorColumns = selection('invitations', [
  ...publicInvitationColumns.names.filter((name) => name !== 'id'),
  'event_date',
] satisfies Array<keyof InvitationUpdate>);
const jsonColumns = new Set<string>(['gallery', 'theme_data', 'gift_accounts']);

/** Saves the editor's fields; the unique index on slug refuses a slug taken meanwhile. */
export async function updateOwnInvitation(
  em: EntityManager,
  userId: string,
  id: string,
  fields: InvitationUpdate,
): Promise<void> {
  const values = editorColumns.names.map((name) => {
    const value = fields[name];
    return jsonColumns.has(name) ? (value === null ? null : JSON.stringify(value)) : value;
  });
  await em.execute(
    `update invitations set ${editorColumns.assignments({ gallery: 'jsonb', theme_data: 'jsonb', gift_accounts: 'jsonb' })},
       updated_at = now()
     where id = ? and user_id = ?`,
    [...values, id, userId],
  );
}

/** Switches the invitation on or off; false when it is not the host's. */
export async function setOwnInvitationActive(
  em: EntityManager,
  userId: string,
  id: string,
  isActive: boolean,
): Promise<boolean> {
  const rows = await em.execute(
    // Switching on publishes: the first time is kept.
    `update invitations set is_active = ?, published_at = case when ? then coalesce(published_at, now()) else published_at end,
       updated_at = now() where id = ? and user_id = ? returning id`,
    [isActive, isActive, id, userId],
  );
  return rows.length > 0;
}

/** The host's consent to /portfolio; false when it is not the host's. */
export async function setOwnInPortfolio(
  em: EntityManager,
  userId: string,
  id: string,
  shown: boolean,
): Promise<boolean> {
  const rows = await em.execute(
    `update invitations set in_portfolio = ?, updated_at = now() where id = ? and user_id = ? returning id`,
    [shown, id, userId],
  );
  return rows.length > 0;
}

/** The host's WhatsApp message for the guests' links (null when left blank); false when it is not the host's. */
export async function setOwnWaTemplate(
  em: EntityManager,
  userId: string,
  id: string,
  template: string | null,
): Promise<boolean> {
  const rows = await em.execute(`update invitations set wa_template = ? where id = ? and user_id = ? returning id`, [
    template,
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** Deletes the invitation (its guests go with it); false when it is not the host's. */
export async function deleteOwnInvitation(em: EntityManager, userId: string, id: string): Promise<boolean> {
  const rows = await em.execute(`delete from invitations where id = ? and user_id = ? returning id`, [id, userId]);
  return rows.length > 0;
}

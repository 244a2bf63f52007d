import { Type, type Static } from '@sinclair/typebox';
import { GalleryImage, GiftAccount } from '../invitation/invitation-schemas';
import { RequiredPlan } from '../marketing/marketing-schemas';

/** The host's side of invitations (dashboard service). Front ends import the types only. */
export const invitationCategories = ['wedding', 'birthday', 'corporate', 'graduation', 'anniversary', 'other'] as const;
export type InvitationCategory = (typeof invitationCategories)[number];
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const InvitationSummary = Type.Object({
  id: Str,
  slug: Str,
  couple_name: Str,
  category: Str,
  event_date: Str,
  theme_id: Str,
  is_active: Type.Boolean(),
  /** When the host first published it; null: a draft no guest can open yet. */
  published_at: Nullable(Str),
  /** The host lets /portfolio show it (while it is public). */
  in_portfolio: Type.Boolean(),
  created_at: Str,
  guests: Type.Integer(),
  confirmed: Type.Integer(),
  /** Set when an admin deactivated the invitation: the owner cannot switch it on again, and reads why. */
  disabled_by_admin: Type.Optional(Type.Boolean()),
  admin_disabled_reason: Type.Optional(Nullable(Str)),
  /** The caller's role on it: their own, or shared with them as a co-host (then `owner_name` names whose it is). */
  role: Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('receptionist')]),
  owner_name: Nullable(Str),
  /** Its serving custom domain, where its link points ('Bagikan'). */
  custom_domain: Type.Optional(Nullable(Str)),
});
export type InvitationSummary = Static<typeof InvitationSummary>;

export const InvitationDetail = Type.Object({
  id: Str,
  slug: Str,
  couple_name: Str,
  category: Str,
  event_date: Str,
  event_time: Nullable(Str),
  location: Nullable(Str),
  maps_link: Nullable(Str),
  quotes: Nullable(Str),
  gallery: Type.Array(GalleryImage),
  music_url: Nullable(Str),
  background_image: Nullable(Str),
  background_video: Nullable(Str),
  theme_id: Str,
  theme_data: Type.Union([Type.Record(Str, Type.Unknown()), Type.Null()]),
  /** For a catalogue theme (not one of the four rendering themes): its name and the rendering theme it is drawn with. */
  theme_name: Nullable(Str),
  base_theme: Nullable(Str),
  seo_title: Nullable(Str),
  seo_description: Nullable(Str),
  gift_accounts: Type.Array(GiftAccount),
  /** The host's QRIS image (one of their uploads), shown large in Amplop Digital; null without one. */
  gift_qris_url: Type.Optional(Nullable(Str)),
  live_stream_url: Nullable(Str),
  wa_template: Type.Optional(Nullable(Str)),
  /** Who may open the page (privacy-schemas.ts): public, guests (personal links) or password. */
  privacy: Type.Union([Type.Literal('public'), Type.Literal('guests'), Type.Literal('password')]),
  privacy_title: Nullable(Str),
  has_password: Type.Boolean(),
  /** Its verified custom domain (ASCII), where guests' links point; null without one. */
  custom_domain: Type.Optional(Nullable(Str)),
  /** The caller's role on it (a co-host sees what their role allows). */
  role: Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('receptionist')]),
  is_active: Type.Boolean(),
  published_at: Nullable(Str),
  created_at: Str,
  updated_at: Str,
  /**
   * What publishing this invitation as saved needs that the host's plan lacks (`premium_themes` for a premium theme):
   * the editor shows the lock and the plan that unlocks it. A published invitation keeps what it has.
   */
  needs: Type.Array(RequiredPlan),
  /** Whether the saved theme is a premium one (the catalogue's flag, else the rendering theme's). */
  theme_premium: Type.Boolean(),
  /**
   * Null when the host's plan includes premium themes; else the plan that unlocks them, so the theme picker marks
   * each premium theme with what publishing on it needs before the host saves.
   */
  premium_themes: Type.Union([RequiredPlan, Type.Null()]),
});
export type InvitationDetail = Static<typeof InvitationDetail>;

export const CreateInvitationBody = Type.Object({
  slug: Type.String({ maxLength: 60 }),
  category: Type.Union(invitationCategories.map((c) => Type.Literal(c))),
  theme_id: Type.Optional(Type.String({ maxLength: 60 })),
});
export type CreateInvitationBody = Static<typeof CreateInvitationBody>;

const Text = (max: number) => Type.String({ maxLength: max });
export const UpdateInvitationBody = Type.Object({
  slug: Text(60),
  couple_name: Text(120),
  category: Type.Union(invitationCategories.map((c) => Type.Literal(c))),
  // Checked by the service, so an empty or wrong date gets the editor's own message, not a schema error.
  event_date: Text(10),
  event_time: Text(5),
  location: Text(300),
  maps_link: Text(1000),
  quotes: Text(1000),
  gallery: Type.Array(GalleryImage, { maxItems: 100 }),
  music_url: Text(1000),
  background_image: Text(1000),
  background_video: Text(1000),
  theme_id: Text(60),
  theme_data: Type.Union([Type.Record(Str, Type.Unknown()), Type.Null()]),
  seo_title: Text(120),
  seo_description: Text(300),
  gift_accounts: Type.Array(GiftAccount, { maxItems: 6 }),
  /** An upload of the host's ('' removes it); absent: unchanged (an editor of an older release). */
  gift_qris_url: Type.Optional(Text(1000)),
  live_stream_url: Text(1000),
});
export type UpdateInvitationBody = Static<typeof UpdateInvitationBody>;

export const MediaFile = Type.Object({
  id: Str,
  kind: Type.Union([Type.Literal('image'), Type.Literal('audio'), Type.Literal('video')]),
  mime: Str,
  size: Type.Integer(),
  url: Str,
  thumb_url: Nullable(Str),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  original_name: Str,
  created_at: Str,
  used_by: Type.Array(Type.Object({ id: Str, couple_name: Str })),
});
export type MediaFile = Static<typeof MediaFile>;

/** How much of the plan's storage the host's uploads take (quota -1: no limit). */
export const MediaUsage = Type.Object({ used_bytes: Type.Integer(), quota_bytes: Type.Integer(), plan_name: Str });
export type MediaUsage = Static<typeof MediaUsage>;

/** Whether a slug is free: `except` names the invitation being edited, whose own slug counts as free. */
export const SlugAvailabilityQuery = Type.Object({
  slug: Type.String({ maxLength: 100 }),
  except: Type.Optional(Type.String({ format: 'uuid' })),
});
export type SlugAvailabilityQuery = Static<typeof SlugAvailabilityQuery>;
export const SlugAvailability = Type.Object({ slug: Str, available: Type.Boolean() });
export type SlugAvailability = Static<typeof SlugAvailability>;
/** The host switches an invitation on or off. */
export const InvitationActiveBody = Type.Object({ is_active: Type.Boolean() });
/** The host's consent to show the invitation's public page on /portfolio. */
export const InvitationPortfolioBody = Type.Object({ in_portfolio: Type.Boolean() }, { additionalProperties: false });
export type InvitationActiveBody = Static<typeof InvitationActiveBody>;

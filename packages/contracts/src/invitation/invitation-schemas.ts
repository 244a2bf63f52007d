import { Type, type Static } from '@sinclair/typebox';
import { LockedInvitation } from '../dashboard/privacy-schemas';
import { timeZones } from '../shared/time-zones';

/** The invitation service's public answers: what a guest's phone receives. Front ends import the types only. */
const Str = Type.String();
const Opt = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

const Link = Type.String({ maxLength: 1000 });
const Pixels = Type.Integer({ minimum: 0, maximum: 100_000 });
export const GalleryImage = Type.Object({
  url: Link,
  thumb_url: Type.Optional(Link),
  width: Type.Optional(Pixels),
  height: Type.Optional(Pixels),
});
export type GalleryImage = Static<typeof GalleryImage>;

export const GiftAccount = Type.Object({
  kind: Type.Union([Type.Literal('bank'), Type.Literal('ewallet')]),
  provider: Type.String({ maxLength: 40 }),
  number: Type.String({ maxLength: 40 }),
  holder: Type.String({ maxLength: 80 }),
});
export type GiftAccount = Static<typeof GiftAccount>;

const Colors = Type.Object({
  primary: Str,
  secondary: Str,
  accent: Str,
  background: Str,
  text: Str,
  textSecondary: Str,
});
export const ThemeView = Type.Object({
  id: Str,
  name: Str,
  colors: Colors,
  fonts: Type.Object({ heading: Str, body: Str }),
  layout: Type.Object({ cardStyle: Str }),
  isCustom: Type.Optional(Type.Boolean()),
});

/** A session as guests see it: its date, times in its own zone, and place. */
export const PublicSession = Type.Object({
  id: Str,
  name: Str,
  event_date: Str,
  start_time: Opt(Str),
  end_time: Opt(Str),
  time_zone: Type.Union(timeZones.map((zone) => Type.Literal(zone))),
  venue_name: Opt(Str),
  address: Opt(Str),
  maps_link: Opt(Str),
  dress_code: Opt(Str),
  note: Opt(Str),
});
export type PublicSession = Static<typeof PublicSession>;

export const PublicInvitation = Type.Object({
  id: Str,
  slug: Str,
  couple_name: Str,
  category: Str,
  event_date: Str,
  event_time: Opt(Str),
  location: Opt(Str),
  maps_link: Opt(Str),
  quotes: Opt(Str),
  gallery: Type.Array(GalleryImage),
  music_url: Opt(Str),
  background_image: Opt(Str),
  background_video: Opt(Str),
  theme: ThemeView,
  seo_title: Opt(Str),
  seo_description: Opt(Str),
  gift_accounts: Type.Array(GiftAccount),
  /** The host's QRIS image (one of their uploads): shown large in Amplop Digital with 'Simpan QRIS'. */
  gift_qris_url: Type.Optional(Opt(Str)),
  live_stream_url: Opt(Str),
  /** Whether the page ends with 'Dibuat dengan Undangin': its host's plan lacks `watermark_free`. */
  watermark: Type.Boolean(),
  /**
   * The sessions any visitor sees (the host marks them public), in the host's order; a guest's personal link shows the
   * guest's own (GuestLookupAnswer). `session_count`: all of them, so a one-session invitation reads as before.
   */
  sessions: Type.Array(PublicSession),
  session_count: Type.Integer(),
  /** The zone of the invitation's own date and time (its first session's): WIB, WITA or WIT. */
  time_zone: Type.Union(timeZones.map((zone) => Type.Literal(zone))),
  /** Who may open it (a guest with access receives it; anyone else gets the locked answer). Absent: public. */
  privacy: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('guests'), Type.Literal('password')])),
  /** Its verified custom domain (ASCII), where it answers at `/`: the canonical address and the links to share. */
  custom_domain: Type.Optional(Type.Union([Str, Type.Null()])),
  /**
   * The reseller's brand that ends the page instead of the watermark ('Dibuat oleh …'): its host's plan has
   * `white_label` and a brand is set. The logo is one of the host's uploads; the link is https.
   */
  brand: Type.Optional(Type.Union([Type.Object({ name: Str, logo_url: Opt(Str), link_url: Opt(Str) }), Type.Null()])),
});
export type PublicInvitation = Static<typeof PublicInvitation>;

export const PublicPage = Type.Object({
  slug: Str,
  title: Str,
  excerpt: Str,
  content: Str,
  featured_image: Opt(Str),
  seo_title: Opt(Str),
  seo_description: Opt(Str),
  category: Type.Optional(Str),
  tags: Type.Optional(Type.Array(Str)),
  view_count: Type.Optional(Type.Integer()),
  published_at: Type.Optional(Str),
});
export type PublicPage = Static<typeof PublicPage>;

export const SlugResolution = Type.Union([
  Type.Object({ kind: Type.Literal('invitation'), invitation: PublicInvitation }),
  Type.Object({ kind: Type.Literal('page'), page: PublicPage }),
  Type.Object({ kind: Type.Literal('post'), page: PublicPage }),
  // A private invitation to anyone without its personal link or password (the HTML answer's inline data).
  Type.Object({ kind: Type.Literal('locked'), locked: LockedInvitation }),
]);
export type SlugResolution = Static<typeof SlugResolution>;

export const rsvpStatuses = ['confirmed', 'declined'] as const;
/** A guest's answer for one session: coming or not, and how many people. */
export const SessionAnswer = Type.Object({
  session_id: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('declined')]),
  people: Type.Integer({ minimum: 1, maximum: 10 }),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

export const GuestView = Type.Object({
  name: Str,
  status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('declined')]),
  guest_count: Type.Integer(),
  code: Type.Optional(Str),
  /** Lets the browser that answered read and change that answer later (derived from the guest's code, not the code). */
  key: Type.Optional(Str),
  /** The answer per session (an invitation of several sessions). */
  sessions: Type.Optional(Type.Array(SessionAnswer)),
});
export type GuestView = Static<typeof GuestView>;
/** The personal link's guest code, or the key an earlier answer gave this browser. */
const AnswerKey = Type.String({ maxLength: 64 });

export const RsvpBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  status: Type.Union(rsvpStatuses.map((s) => Type.Literal(s))),
  guest_count: Type.Integer({ minimum: 1, maximum: 10 }),
  dietary_requirements: Type.Optional(Type.String({ maxLength: 300 })),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  key: Type.Optional(AnswerKey),
  /**
   * The answer per session, for an invitation of several: each session the guest is invited to, once. Without it the
   * one answer above is the answer for every session the guest is invited to.
   */
  sessions: Type.Optional(Type.Array(SessionAnswer, { maxItems: 10 })),
});
export type RsvpBody = Static<typeof RsvpBody>;
export const GuestLookupQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  key: Type.Optional(AnswerKey),
});

export const GuestbookEntry = Type.Object({ id: Str, name: Str, message: Str, created_at: Str });
export type GuestbookEntry = Static<typeof GuestbookEntry>;
/** A wish just written: `pending` when the hosts approve wishes before they show. */
export const GuestbookPosted = Type.Object({
  id: Str,
  name: Str,
  message: Str,
  created_at: Str,
  pending: Type.Boolean(),
});
export type GuestbookPosted = Static<typeof GuestbookPosted>;
export const GuestbookBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  message: Type.String({ maxLength: 1000 }),
});
export type GuestbookBody = Static<typeof GuestbookBody>;

export const ViewBody = Type.Object({
  visitor: Type.String({ minLength: 8, maxLength: 64 }),
  guest: Type.Optional(Type.String({ maxLength: 100 })),
  code: Type.Optional(Type.String({ maxLength: 64 })),
});

// Route parameters and the host's moderation of the guest book.
const Uuid = Type.String({ format: 'uuid' });
/** A public address: lower-case letters, digits and hyphens, at most 100. */
export const PublicSlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
/** A private invitation opens with a guest's personal link: its code (`g`) rides along on the page's calls. */
export const PublicAccessQuery = Type.Object({ g: Type.Optional(Type.String({ pattern: '^[a-f0-9]{32}$' })) });
export type PublicAccessQuery = Static<typeof PublicAccessQuery>;
/** 'Simpan ke Kalender' of one session: a public one, or one of the personal link's guest (`g`, the guest's code). */
export const CalendarQuery = Type.Object({
  session: Type.Optional(Type.String({ format: 'uuid' })),
  g: Type.Optional(Type.String({ pattern: '^[a-f0-9]{32}$' })),
});
/** A guest's check-in QR code: the invitation's slug and the guest's 32-hex-digit code. */
export const GuestQrParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
  code: Type.String({ pattern: '^[a-f0-9]{32}$' }),
});
export const ThemeDemoParams = Type.Object({ themeId: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) });
/** The answer a personal link's code or an answer key unlocks; null when it unlocks none. */
export const GuestLookupAnswer = Type.Object({
  guest: Type.Union([GuestView, Type.Null()]),
  /** With the personal link's code: the sessions this guest is invited to (visitors see the public ones). */
  sessions: Type.Optional(Type.Array(PublicSession)),
});
export const OwnerGuestbookEntry = Type.Object({
  id: Str,
  name: Str,
  email: Opt(Str),
  message: Str,
  hidden: Type.Boolean(),
  /** False while it waits for the hosts' approval (approve-first): not shown until then. */
  approved: Type.Boolean(),
  created_at: Str,
});
export type OwnerGuestbookEntry = Static<typeof OwnerGuestbookEntry>;
export const GuestbookEntryParams = Type.Object({ id: Uuid, entryId: Uuid });
/** Hide or show a wish, approve it (approve-first), or both (neither: it stays as it is). */
export const GuestbookVisibilityBody = Type.Object({
  hidden: Type.Optional(Type.Boolean()),
  approved: Type.Optional(Type.Boolean()),
});

/**
 * Rows of the tables more than one service reads or writes, typed once. The dashboard service owns invitations and
 * guests; the invitation service reads invitations and may insert guests and set their RSVP columns; the admin
 * service reads both. Each service selects the columns it needs (`Pick<…>`) and adds what its query computes.
 */

/** A timestamptz column as the driver answers it (a Date), or as text when a query casts it. */
export type Timestamp = string | Date;

export type RsvpStatus = 'pending' | 'confirmed' | 'declined';

/** How a guest came onto the list: added by the host, imported, answered the public page by name, or walked in. */
export type GuestSource = 'host' | 'import' | 'rsvp' | 'walkin';

export interface GuestRecord {
  id: string;
  invitation_id: string;
  name: string;
  phone: string | null;
  group_name: string | null;
  seats: number;
  /** The secret of the guest's personal link, and their check-in ticket. */
  code: string;
  status: RsvpStatus;
  guest_count: number;
  dietary_requirements: string | null;
  message: string | null;
  rsvp_date: Timestamp | null;
  source: GuestSource;
  /** When the host approved an answer from a name not on the list (null until then). */
  approved_at: Timestamp | null;
  sent_at: Timestamp | null;
  opened_at: Timestamp | null;
  checked_in_at: Timestamp | null;
  checked_in_count: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The guests columns the invitation service may write (its column grant): a guest's own answer and first visit. */
export const guestRsvpColumns = [
  'phone',
  'status',
  'guest_count',
  'dietary_requirements',
  'message',
  'rsvp_date',
  'opened_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof GuestRecord>;

export type InvitationCategory = 'wedding' | 'birthday' | 'corporate' | 'graduation' | 'anniversary' | 'other';

export interface InvitationRecord {
  id: string;
  user_id: string;
  slug: string;
  couple_name: string;
  category: InvitationCategory;
  /** A date column: queries answer it as 'YYYY-MM-DD' text (`to_char`), never as a Date shifted by a time zone. */
  event_date: string;
  event_time: string | null;
  location: string | null;
  maps_link: string | null;
  quotes: string | null;
  gallery: unknown;
  music_url: string | null;
  background_image: string | null;
  background_video: string | null;
  theme_id: string;
  theme_data: unknown;
  seo_title: string | null;
  seo_description: string | null;
  gift_accounts: unknown;
  live_stream_url: string | null;
  wa_template: string | null;
  /** Switched on and off by the host. */
  is_active: boolean;
  /** Set when an admin took the invitation down (with the reason the host sees). */
  admin_disabled_at: Timestamp | null;
  admin_disabled_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

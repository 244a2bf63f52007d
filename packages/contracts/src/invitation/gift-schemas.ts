import { Type, type Static } from '@sinclair/typebox';
import { GuestbookEntry, ThemeView } from './invitation-schemas';
import { giftChannels } from './gift-texts';

/**
 * Gifts and the wishes wall: a guest's 'Konfirmasi Hadiah' (private to the hosts), the host's thank-you mark, the
 * guest book's approve-first mode and the venue screen's secret link ('Layar Ucapan').
 */

const Str = Type.String();
const Opt = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

/**
 * 'Konfirmasi Hadiah' as the guest sends it (with the personal link's `g` in the query when there is one). The service
 * checks each field itself, so a long message or a wrong amount gets its own Indonesian message, not a schema error.
 */
export const GiftConfirmationBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  channel: Type.String({ maxLength: 20 }),
  // Checked by the service as it came: the services' validator coerces types (a null would become 0, a 0 null).
  amount: Type.Optional(Type.Unknown({ description: 'Rupiah utuh dari 1 sampai 100.000.000, atau null' })),
  message: Type.Optional(Type.String({ maxLength: 20_000 })),
});
export type GiftConfirmationBody = Static<typeof GiftConfirmationBody>;
/** What the guest hears back: that it arrived; nothing of it is public. */
export const GiftConfirmationReceipt = Type.Object({ id: Str, created_at: Str });

/** A confirmation as its hosts see it. `guest_phone`: the guest's WhatsApp when it came through their personal link. */
export const OwnerGiftConfirmation = Type.Object({
  id: Str,
  name: Str,
  channel: Type.Union(giftChannels.map((c) => Type.Literal(c))),
  amount: Type.Union([Type.Integer(), Type.Null()]),
  message: Opt(Str),
  guest_id: Opt(Str),
  guest_phone: Opt(Str),
  thanked_at: Opt(Str),
  created_at: Str,
});
export type OwnerGiftConfirmation = Static<typeof OwnerGiftConfirmation>;
export const GiftConfirmationParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  giftId: Type.String({ format: 'uuid' }),
});
/** 'Sudah dikirimi terima kasih' on or off. */
export const GiftThanksBody = Type.Object({ thanked: Type.Boolean() });

/** The guest book's settings: approve-first, and the wall's secret link (null: none, or revoked). */
export const GuestbookSettings = Type.Object({
  approve_first: Type.Boolean(),
  wall_token: Opt(Str),
});
export type GuestbookSettings = Static<typeof GuestbookSettings>;
export const GuestbookSettingsBody = Type.Object({ approve_first: Type.Boolean() });
/** A wall's secret: 32 URL-safe characters. */
export const WallParams = Type.Object({ wallToken: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) });
/** The venue screen's page: whose wishes, in the invitation's theme, and the newest visible wishes, newest first. */
export const WallView = Type.Object({
  couple_name: Str,
  theme: ThemeView,
  entries: Type.Array(GuestbookEntry),
});
export type WallView = Static<typeof WallView>;

import { Type, type Static } from '@sinclair/typebox';
import { timeZones } from '../shared/time-zones';
import { Uuid } from './dashboard-params';

/**
 * Sessions (acara per sesi): an invitation's events, each with its own date, times in its own zone and place
 * (akad nikah in the morning, resepsi at night, unduh mantu days later in another city).
 */
/** The names hosts pick most; any other name may be typed. */
export const sessionNameSuggestions = ['Akad Nikah', 'Pemberkatan', 'Resepsi', 'Unduh Mantu', 'Tasyakuran'] as const;
/** The most sessions one invitation may have. */
export const maxSessions = 10;

const Text = (max: number) => Type.String({ maxLength: max });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** A session as the host writes it. Blanks are allowed where the field is optional; the service checks the rest. */
export const SessionBody = Type.Object({
  name: Text(60),
  event_date: Text(10),
  start_time: Text(5),
  end_time: Text(5),
  // Checked by the service, so an unknown zone gets the editor's own message, not a schema error.
  time_zone: Text(8),
  venue_name: Text(300),
  address: Text(500),
  maps_link: Text(1000),
  dress_code: Text(200),
  note: Text(1000),
  /** Shown to visitors without a personal link (guests see the sessions they are invited to). */
  is_public: Type.Boolean(),
});
export type SessionBody = Static<typeof SessionBody>;

export const Session = Type.Object({
  id: Type.String(),
  position: Type.Integer(),
  name: Type.String(),
  event_date: Type.String(),
  start_time: Nullable(Type.String()),
  end_time: Nullable(Type.String()),
  time_zone: Type.Union(timeZones.map((zone) => Type.Literal(zone))),
  venue_name: Nullable(Type.String()),
  address: Nullable(Type.String()),
  maps_link: Nullable(Type.String()),
  dress_code: Nullable(Type.String()),
  note: Nullable(Type.String()),
  is_public: Type.Boolean(),
  /** Guests who answered this session (removing it asks first when there are any). */
  answered: Type.Integer(),
});
export type Session = Static<typeof Session>;

/** A group of the guest list ('Keluarga', 'VIP'), as typed by the host, and how many guests it has. */
export const GuestGroup = Type.Object({ name: Type.String(), guests: Type.Integer() });
export type GuestGroup = Static<typeof GuestGroup>;

/** A session as a check-in desk picks it (a receptionist without an account sees no venue, note or answers). */
export const DeskSession = Type.Pick(Session, ['id', 'name', 'event_date', 'start_time', 'time_zone']);
export type DeskSession = Static<typeof DeskSession>;

export const SessionList = Type.Array(Session);
export type SessionList = Static<typeof SessionList>;

/** One session's figures: invited, opened, answered, coming (and their people), checked in (and their people). */
export const SessionFigures = Type.Object({
  id: Type.String(),
  name: Type.String(),
  invited: Type.Integer(),
  opened: Type.Integer(),
  answered: Type.Integer(),
  coming: Type.Integer(),
  people: Type.Integer(),
  checked_in: Type.Integer(),
  people_checked_in: Type.Integer(),
});
export type SessionFigures = Static<typeof SessionFigures>;
export const SessionFiguresList = Type.Array(SessionFigures);

/** /invitations/:id/sessions/:sessionId */
export const InvitationSessionParams = Type.Object({ id: Uuid, sessionId: Uuid });
export type InvitationSessionParams = Static<typeof InvitationSessionParams>;

/** The host's order: every session of the invitation, once. */
export const SessionOrderBody = Type.Object({ ids: Type.Array(Uuid, { maxItems: maxSessions }) });
export type SessionOrderBody = Static<typeof SessionOrderBody>;

/** Removing a session guests answered needs `confirm=true` (the editor asks first). */
export const SessionRemoveQuery = Type.Object({ confirm: Type.Optional(Type.Boolean()) });
export type SessionRemoveQuery = Static<typeof SessionRemoveQuery>;

export const sessionMessages = {
  nameRequired: 'Nama sesi wajib diisi.',
  dateInvalid: 'Tanggal sesi tidak valid.',
  datePast: 'Tanggal sesi baru tidak boleh sebelum hari ini.',
  startRequired: 'Jam mulai sesi wajib diisi.',
  timeInvalid: 'Format jam JJ:MM, misalnya 08:00.',
  endBeforeStart: 'Jam selesai harus setelah jam mulai.',
  zoneUnknown: 'Zona waktu harus WIB, WITA, atau WIT.',
  mapsInvalid: 'Link Google Maps harus berupa URL yang valid.',
  tooMany: `Satu undangan paling banyak memiliki ${maxSessions} sesi.`,
  lastSession: 'Undangan harus memiliki minimal satu sesi.',
  notFound: 'Sesi tidak ditemukan.',
  /** A guest's answer names a session they are not invited to (or one of another invitation). */
  notInvited: 'Anda tidak diundang ke sesi ini.',
  answeredTwice: 'Setiap sesi hanya dapat dijawab satu kali.',
  inviteWhom: 'Pilih tamu atau satu grup tamu.',
  inviteWhich: 'Pilih minimal satu sesi, atau semua sesi.',
  inviteUnknown: 'Sesi yang dipilih tidak ada di undangan ini.',
  groupEmpty: 'Tidak ada tamu di grup itu. Periksa nama grupnya.',
  invited: (count: number) => `${count} tamu diperbarui.`,
  orderMismatch: 'Urutan harus memuat setiap sesi undangan ini tepat satu kali.',
  hasAnswers: (count: number) =>
    `${count} tamu sudah menjawab RSVP untuk sesi ini. Jawaban mereka untuk sesi ini akan ikut terhapus.`,
};

import { Type, type Static } from '@sinclair/typebox';

/** The admin screens for accounts and invitations: requests and answers. Front ends import the types only. */
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const AdminListQuery = Type.Object({
  /** Part of a name, e-mail, WhatsApp number (users) or couple name, slug, owner e-mail (invitations). */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const AdminUser = Type.Object({
  id: Str,
  name: Nullable(Str),
  email: Str,
  whatsapp: Nullable(Str),
  /** The plan in force: the active subscription's, else 'gratis'. */
  plan_id: Str,
  plan_name: Str,
  /** The stored role; an operator's ADMIN_EMAILS / ADMIN_DOMAIN may still make an account admin at sign-in. */
  role: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  disabled_reason: Nullable(Str),
  created_at: Str,
  last_sign_in_at: Nullable(Str),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserPage = Type.Object({ items: Type.Array(AdminUser), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() });
export type AdminUserPage = Static<typeof AdminUserPage>;

export const AdminInvitation = Type.Object({
  id: Str,
  slug: Str,
  couple_name: Str,
  owner_id: Str,
  owner_name: Nullable(Str),
  owner_email: Str,
  event_date: Str,
  is_active: Type.Boolean(),
  admin_disabled_at: Nullable(Str),
  admin_disabled_reason: Nullable(Str),
  views: Type.Integer(),
  guests: Type.Integer(),
  created_at: Str,
});
export type AdminInvitation = Static<typeof AdminInvitation>;

export const AdminInvitationPage = Type.Object({
  items: Type.Array(AdminInvitation),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type AdminInvitationPage = Static<typeof AdminInvitationPage>;

export const AdminDeactivateInvitationBody = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }) });
export type AdminDeactivateInvitationBody = Static<typeof AdminDeactivateInvitationBody>;

/** The Indonesian texts of these screens and their services. */
export const adminUserMessages = {
  notFound: 'Pengguna tidak ditemukan.',
  invitationNotFound: 'Undangan tidak ditemukan.',
  selfDisable: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  selfDemote: 'Anda tidak dapat mencabut hak admin Anda sendiri.',
  /** The owner's answer when they try to turn on an invitation an admin turned off. */
  ownerReactivateRefused: 'Undangan ini dinonaktifkan oleh admin Undangin dan tidak dapat diaktifkan kembali. Hubungi admin Undangin.',
  ownerContact: 'Hubungi admin Undangin untuk mengaktifkannya kembali.',
  /** What the owner's list says about such an invitation. */
  disabledByAdmin: (reason: string | null) => `Dinonaktifkan oleh admin${reason ? `: ${reason}` : ''}`,
  confirmDisable: (who: string) => `Nonaktifkan akun ${who}? Pengguna ini akan langsung keluar dan tidak dapat login sampai diaktifkan kembali.`,
  confirmEnable: (who: string) => `Aktifkan kembali akun ${who}?`,
  confirmGrant: (who: string) => `Jadikan ${who} admin? Admin dapat mengelola seluruh pengguna dan undangan.`,
  confirmRevoke: (who: string) => `Cabut hak admin ${who}? Sesi login pengguna ini akan diakhiri.`,
  confirmReactivate: (couple: string) => `Aktifkan kembali undangan "${couple}"?`,
  reasonRequired: 'Tuliskan alasan penonaktifan (minimal 3 karakter).',
  usersLoadFailed: 'Gagal memuat daftar pengguna',
  usersEmpty: 'Tidak ada pengguna ditemukan',
  invitationsLoadFailed: 'Gagal memuat daftar undangan',
  invitationsEmpty: 'Tidak ada undangan ditemukan',
  actionFailed: 'Gagal menyimpan perubahan. Silakan coba lagi.',
  disabled: 'Akun dinonaktifkan.',
  enabled: 'Akun diaktifkan kembali.',
  granted: 'Pengguna sekarang admin.',
  revoked: 'Hak admin dicabut.',
  deactivated: 'Undangan dinonaktifkan.',
  reactivated: 'Undangan diaktifkan kembali.',
} as const;

import { Type, type Static } from '@sinclair/typebox';
import { KeysetCursor, keysetPageFields } from './keyset-schemas';

/** The admin screens for accounts and invitations: requests and answers. Front ends import the types only. */
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const AdminListQuery = Type.Object({
  /** Part of a name, e-mail, WhatsApp number (users) or couple name, slug, owner e-mail (invitations). */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** The `next_cursor` of the page before. */
  cursor: KeysetCursor('uuid'),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

/** The users list's filters beside its search: role, status and the plan in force. */
export const AdminUserQuery = Type.Composite([
  AdminListQuery,
  Type.Object({
    role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('user')])),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('disabled')])),
    plan: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  }),
]);
export type AdminUserQuery = Static<typeof AdminUserQuery>;

/** How the role's source reads on screen: Indonesian, never the setting's name. */
export const adminSourceLabels = { ADMIN_EMAILS: 'Admin (daftar email)', ADMIN_DOMAIN: 'Admin (domain)' } as const;

export const AdminUser = Type.Object({
  id: Str,
  name: Nullable(Str),
  email: Str,
  whatsapp: Nullable(Str),
  /** The plan in force: the active subscription's, else 'gratis'. */
  plan_id: Str,
  plan_name: Str,
  /** Admin by a stored grant, or by an operator's ADMIN_EMAILS / ADMIN_DOMAIN as of its latest sign-in (and not revoked). */
  role: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  /** Which operator setting makes this account admin, when one does. */
  admin_by_setting: Type.Union([Type.Literal('ADMIN_EMAILS'), Type.Literal('ADMIN_DOMAIN'), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  disabled_reason: Nullable(Str),
  created_at: Str,
  last_sign_in_at: Nullable(Str),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserPage = Type.Object({
  items: Type.Array(AdminUser),
  ...keysetPageFields,
});
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
  ...keysetPageFields,
});
export type AdminInvitationPage = Static<typeof AdminInvitationPage>;

export const AdminDeactivateInvitationBody = Type.Object({
  reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }),
});
export type AdminDeactivateInvitationBody = Static<typeof AdminDeactivateInvitationBody>;

import { Type, type Static } from '@sinclair/typebox';
import { RequiredPlan } from '../marketing/marketing-schemas';

export * from './reseller-messages';

/**
 * A reseller's clients ('Klien', `client_accounts`) and brand ('Branding', `white_label`), /api/dashboard. A client is
 * a contact the reseller makes invitations for, under the reseller's own account and limits; a client with an e-mail
 * can be given editor or receptionist access to their invitation (a co-host invitation). The brand replaces the
 * 'Dibuat dengan Undangin' mark on the reseller's invitations. Types only for front ends.
 */
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** How many clients one account keeps: far above a wedding organiser's year, a stop for scripts. */
export const maxResellerClients = 2000;

export const ClientInvitation = Type.Object({ id: Type.String(), couple_name: Type.String(), slug: Type.String() });
export const ResellerClient = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  note: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  invitations: Type.Array(ClientInvitation),
});
export type ResellerClient = Static<typeof ResellerClient>;

export const ClientList = Type.Object({
  clients: Type.Array(ResellerClient),
  max: Type.Integer(),
  /** The plan that sells 'Dashboard klien' when the account's plan lacks it (adding and linking are locked), else null. */
  locked: Type.Union([RequiredPlan, Type.Null()]),
});
export type ClientList = Static<typeof ClientList>;

export const ClientInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
    note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);
export type ClientInput = Static<typeof ClientInput>;
export const ClientParams = Type.Object({ clientId: Type.String({ format: 'uuid' }) });

export const InvitationClientBody = Type.Object(
  { client_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]) },
  { additionalProperties: false },
);
export type InvitationClientBody = Static<typeof InvitationClientBody>;

export const ResellerBrand = Type.Object({
  name: Type.String(),
  logo_url: Nullable(Type.String()),
  link_url: Nullable(Type.String()),
});
export type ResellerBrand = Static<typeof ResellerBrand>;

export const BrandAnswer = Type.Object({
  brand: Type.Union([ResellerBrand, Type.Null()]),
  /** The plan that sells 'Branding sendiri' when the account's plan lacks it (the brand is not shown), else null. */
  locked: Type.Union([RequiredPlan, Type.Null()]),
});
export type BrandAnswer = Static<typeof BrandAnswer>;

export const BrandInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    logo_url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    link_url: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  },
  { additionalProperties: false },
);
export type BrandInput = Static<typeof BrandInput>;

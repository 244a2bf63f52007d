import { Type, type Static } from '@sinclair/typebox';
import { PrintTemplate } from '../marketing/marketing-schemas';
import { KeysetCursor, keysetPageFields } from './keyset-schemas';

/** The admin service's requests and answers. Front ends import the types only. */
const Str = Type.String();

/** One admin write: who, what, which record, the record before and after, when. */
export const AuditEntry = Type.Object({
  id: Str,
  actor_id: Type.Union([Str, Type.Null()]),
  actor_email: Type.Union([Str, Type.Null()]),
  action: Str,
  entity: Str,
  entity_id: Type.Union([Str, Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  created_at: Str,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  /** The `next_cursor` of the page before. */
  cursor: KeysetCursor('serial'),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  action: Type.Optional(Type.String({ maxLength: 100 })),
  entity: Type.Optional(Type.String({ maxLength: 100 })),
  /** Part of the actor's e-mail, or their id. */
  actor: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  items: Type.Array(AuditEntry),
  ...keysetPageFields,
});
export type AuditPage = Static<typeof AuditPage>;

export const printTemplateCategories = [
  'wedding',
  'birthday',
  'corporate',
  'graduation',
  'aqiqah',
  'anniversary',
  'party',
  'other',
] as const;
export type PrintTemplateCategory = (typeof printTemplateCategories)[number];

/** A print template as the admin sees it: the public shape plus the fields only the back office shows. */
export const AdminPrintTemplate = Type.Composite([
  PrintTemplate,
  Type.Object({ is_active: Type.Boolean(), created_by: Type.Union([Str, Type.Null()]), updated_at: Str }),
]);
export type AdminPrintTemplate = Static<typeof AdminPrintTemplate>;

const Text = (maxLength: number) => Type.String({ maxLength });
const Price = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

/** The print-template form: the four specification fields it edits (paper, size, sides, finishing). */
export const PrintTemplateInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Text(5000),
  category: Type.Union(printTemplateCategories.map((c) => Type.Literal(c))),
  subcategory: Type.Union([Text(100), Type.Null()]),
  tags: Type.Array(Text(50), { maxItems: 30 }),
  price: Price,
  /** 0 means no original price. */
  original_price: Price,
  thumbnail: Type.String({ minLength: 1, maxLength: 2000 }),
  gallery_images: Type.Array(Text(2000), { maxItems: 30 }),
  features: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 50 }),
  specifications: Type.Object(
    { paper: Text(200), size: Text(200), sides: Text(200), finishing: Text(200), envelope: Type.Optional(Text(200)) },
    { additionalProperties: false },
  ),
  is_featured: Type.Boolean(),
  is_active: Type.Boolean(),
  sort_order: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
});
export type PrintTemplateInput = Static<typeof PrintTemplateInput>;

export const PrintTemplateListQuery = Type.Object({
  /** Case-insensitive, on name or description. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.Union([Type.Literal('all'), ...printTemplateCategories.map((c) => Type.Literal(c))])),
});
export type PrintTemplateListQuery = Static<typeof PrintTemplateListQuery>;

export const PrintTemplateParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** An image uploaded for a print template (multipart, one JPG, PNG or WebP file): the public URL of its WebP copy. */
export const PrintTemplateImage = Type.Object({ url: Str });
export type PrintTemplateImage = Static<typeof PrintTemplateImage>;

/**
 * Sign-in limits the admin may switch (app_settings 'security', read by the auth service). Only the limit per client
 * address can be switched off (one office behind one address, a venue's Wi-Fi); the growing wait per account and
 * address always holds, so guessing a password stays expensive whatever this says.
 */
export const LoginSecuritySettings = Type.Object(
  {
    limit_sign_in_per_address: Type.Boolean(),
    /** Every admin must sign in with an authenticator code too (an admin who enrolled one always must). */
    admin_two_factor_required: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LoginSecuritySettings = Static<typeof LoginSecuritySettings>;
export const defaultLoginSecurity: LoginSecuritySettings = {
  limit_sign_in_per_address: true,
  admin_two_factor_required: false,
};
/** A save names the switches it changes; the others keep their stored value. */
export const LoginSecurityUpdate = Type.Partial(LoginSecuritySettings, {
  additionalProperties: false,
  minProperties: 1,
});
export type LoginSecurityUpdate = Static<typeof LoginSecurityUpdate>;

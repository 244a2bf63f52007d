import { Type, type Static } from '@sinclair/typebox';
import { MfaFactor } from './mfa-schemas';

/**
 * The auth service speaks GoTrue (Supabase Auth): these are its payloads and answers, so a standard
 * Supabase Auth client works against /auth/v1 unchanged.
 */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const UserMetadata = Type.Object(
  {
    name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    full_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    whatsapp: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
    referral_code: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    avatar_url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: true },
);
export type UserMetadata = Static<typeof UserMetadata>;

export const AuthUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    aud: Type.Literal('authenticated'),
    role: Type.Literal('authenticated'),
    email: Type.String(),
    phone: Type.String(),
    email_confirmed_at: Type.Optional(Type.String()),
    confirmed_at: Type.Optional(Type.String()),
    confirmation_sent_at: Type.Optional(Type.String()),
    recovery_sent_at: Type.Optional(Type.String()),
    last_sign_in_at: Type.Optional(Type.String()),
    app_metadata: Type.Object(
      {
        provider: Type.String(),
        providers: Type.Array(Type.String()),
        role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
      },
      { additionalProperties: true },
    ),
    user_metadata: UserMetadata,
    identities: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    factors: Type.Optional(Type.Array(MfaFactor)),
    created_at: Type.String(),
    updated_at: Type.String(),
    is_anonymous: Type.Boolean(),
  },
  { title: 'AuthUser' },
);
export type AuthUser = Static<typeof AuthUser>;

export const AuthSession = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer(),
    expires_at: Type.Integer({ description: 'Unix seconds' }),
    refresh_token: Type.String(),
    user: AuthUser,
  },
  { title: 'AuthSession' },
);
export type AuthSession = Static<typeof AuthSession>;

const security = { gotrue_meta_security: Type.Optional(Type.Record(Type.String(), Type.Unknown())) };

export const SignUpBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  data: Type.Optional(UserMetadata),
  // PKCE: a challenge is 43 to 128 characters (RFC 7636); the method is 'plain' or 's256'.
  code_challenge: Type.Optional(Type.String({ maxLength: 256 })),
  code_challenge_method: Type.Optional(Type.String({ maxLength: 16 })),
  ...security,
});
export type SignUpBody = Static<typeof SignUpBody>;

export const TokenBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  ...security,
});
export type TokenBody = Static<typeof TokenBody>;

export const TokenQuery = Type.Object({
  grant_type: Type.Union([Type.Literal('password'), Type.Literal('refresh_token')]),
});

export const UserUpdateBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  current_password: Type.Optional(Type.String({ maxLength: 200 })),
  nonce: Type.Optional(Type.String({ maxLength: 200 })),
  data: Type.Optional(UserMetadata),
});
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const LogoutQuery = Type.Object({
  scope: Type.Optional(Type.Union([Type.Literal('global'), Type.Literal('local'), Type.Literal('others')])),
});

export const RecoverBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  ...security,
  code_challenge: Type.Optional(Type.String({ maxLength: 256 })),
});
export const RedirectQuery = Type.Object({ redirect_to: Type.Optional(Type.String({ maxLength: 2000 })) });

export const otpTypes = ['signup', 'recovery', 'email', 'magiclink', 'invite'] as const;
export const VerifyBody = Type.Object({
  type: Type.Union(otpTypes.map((t) => Type.Literal(t))),
  token_hash: Type.Optional(Type.String({ maxLength: 200 })),
  token: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  redirect_to: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type VerifyBody = Static<typeof VerifyBody>;
export const VerifyQuery = Type.Object({
  type: Type.Union(otpTypes.map((t) => Type.Literal(t))),
  token: Type.String({ maxLength: 200 }),
  redirect_to: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const AuthSettings = Type.Object({
  external: Type.Record(Type.String(), Type.Boolean()),
  disable_signup: Type.Boolean(),
  mailer_autoconfirm: Type.Boolean(),
  phone_autoconfirm: Type.Boolean(),
  sms_provider: Type.String(),
  saml_enabled: Type.Boolean(),
});
export type AuthSettings = Static<typeof AuthSettings>;

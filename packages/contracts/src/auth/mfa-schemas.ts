import { Type, type Static } from '@sinclair/typebox';

/**
 * Two-factor sign-in with an authenticator app (TOTP), in GoTrue's MFA shape: enrol a factor, ask for a
 * challenge, verify a code. A verified code lifts the session from aal1 (password) to aal2.
 */

export const assuranceLevels = ['aal1', 'aal2'] as const;
export type AssuranceLevel = (typeof assuranceLevels)[number];

/** How long a challenge accepts codes, and how many wrong codes it takes before a new one is needed. */
export const mfaRules = {
  challengeSeconds: 300,
  attemptsPerChallenge: 5,
  /** Wrong codes per factor, over all its challenges, in `failureWindowMinutes`: then verification waits. */
  failuresPerWindow: 20,
  failureWindowMinutes: 15,
  maxFactors: 10,
  issuer: 'Undangin',
} as const;

export const mfaErrorCodes = {
  verificationFailed: 'mfa_verification_failed',
  challengeExpired: 'mfa_challenge_expired',
  factorNotFound: 'mfa_factor_not_found',
  ipMismatch: 'mfa_ip_address_mismatch',
  tooManyFactors: 'too_many_enrolled_mfa_factors',
  nameConflict: 'mfa_factor_name_conflict',
  insufficientAal: 'insufficient_aal',
  /** The admin service: this admin must verify a code first (enrolled) or enrol (the admin's setting requires it). */
  verificationRequired: 'mfa_verification_required',
  enrollmentRequired: 'mfa_enrollment_required',
} as const;
export type MfaErrorCode = (typeof mfaErrorCodes)[keyof typeof mfaErrorCodes];

export const mfaMessages = {
  verificationFailed: 'Kode verifikasi salah. Periksa kode di aplikasi autentikator Anda.',
  challengeExpired: 'Kode verifikasi sudah kedaluwarsa atau terlalu sering salah. Silakan minta kode baru.',
  factorNotFound: 'Perangkat autentikator tidak ditemukan.',
  ipMismatch: 'Verifikasi harus diselesaikan dari perangkat yang meminta kode.',
  tooManyFactors: 'Terlalu banyak perangkat autentikator terdaftar. Hapus salah satu terlebih dahulu.',
  nameConflict: 'Nama perangkat autentikator ini sudah dipakai.',
  unsupportedFactor: 'Hanya aplikasi autentikator (TOTP) yang didukung.',
  insufficientAal: 'Masukkan kode verifikasi dua langkah terlebih dahulu.',
  codeFormat: 'Kode verifikasi terdiri dari 6 angka.',
  tooManyFailures: 'Terlalu banyak kode verifikasi yang salah. Silakan coba lagi dalam 15 menit.',
  verificationRequired: 'Masukkan kode dari aplikasi autentikator untuk membuka panel admin.',
  enrollmentRequired: 'Verifikasi dua langkah wajib untuk admin. Hubungkan aplikasi autentikator terlebih dahulu.',
  enableOwnFirst: 'Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu.',
} as const;

export const MfaFactor = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    friendly_name: Type.Optional(Type.String()),
    factor_type: Type.Literal('totp'),
    status: Type.Union([Type.Literal('verified'), Type.Literal('unverified')]),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { title: 'MfaFactor' },
);
export type MfaFactor = Static<typeof MfaFactor>;

export const MfaEnrollBody = Type.Object({
  factor_type: Type.String({ maxLength: 20 }),
  friendly_name: Type.Optional(Type.String({ maxLength: 100 })),
  issuer: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MfaEnrollBody = Static<typeof MfaEnrollBody>;

export const MfaEnrollment = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.Literal('totp'),
    friendly_name: Type.Optional(Type.String()),
    totp: Type.Object({
      qr_code: Type.String({ description: 'An SVG data URI of the otpauth:// URI' }),
      secret: Type.String({ description: 'Base32, for typing into the app by hand' }),
      uri: Type.String(),
    }),
  },
  { title: 'MfaEnrollment' },
);
export type MfaEnrollment = Static<typeof MfaEnrollment>;

export const MfaFactorParams = Type.Object({ factorId: Type.String({ format: 'uuid' }) });
export type MfaFactorParams = Static<typeof MfaFactorParams>;

export const MfaChallenge = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.Literal('totp'),
    expires_at: Type.Integer({ description: 'Unix seconds' }),
  },
  { title: 'MfaChallenge' },
);
export type MfaChallenge = Static<typeof MfaChallenge>;

export const MfaVerifyBody = Type.Object({
  challenge_id: Type.String({ format: 'uuid' }),
  code: Type.String({ maxLength: 64 }),
});
export type MfaVerifyBody = Static<typeof MfaVerifyBody>;

export const MfaUnenrolled = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** GET /api/admin/session: where the signed-in admin stands with the second step. */
export const AdminTwoFactorState = Type.Object(
  {
    required: Type.Boolean({ description: 'The settings require two-factor sign-in for every admin' }),
    enrolled: Type.Boolean({ description: 'This admin has a verified authenticator' }),
    satisfied: Type.Boolean({ description: 'This session may use the admin API' }),
  },
  { title: 'AdminTwoFactorState' },
);
export type AdminTwoFactorState = Static<typeof AdminTwoFactorState>;

/**
 * The rules of sign-in shared by the auth service and the screens. Kept apart from the TypeBox schemas
 * (auth-schemas.ts) so that front ends bundle these few functions and not the schema builder.
 */

/** GoTrue's own error codes that our screens react to. */
export const authErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  userAlreadyExists: 'user_already_exists',
  phoneExists: 'phone_exists',
  userNotFound: 'user_not_found',
  userBanned: 'user_banned',
  weakPassword: 'weak_password',
  samePassword: 'same_password',
  emailInvalid: 'email_address_invalid',
  signupDisabled: 'signup_disabled',
  rateLimited: 'over_request_rate_limit',
  sessionNotFound: 'session_not_found',
  refreshNotFound: 'refresh_token_not_found',
  refreshReused: 'refresh_token_already_used',
  otpExpired: 'otp_expired',
  reauthenticationNeeded: 'reauthentication_needed',
  unexpectedFailure: 'unexpected_failure',
  validation: 'validation_failed',
  noAuthorization: 'no_authorization',
  badJwt: 'bad_jwt',
} as const;
export type AuthErrorCode = (typeof authErrorCodes)[keyof typeof authErrorCodes];

/** Responses carry this header so clients read `code` as the error code (GoTrue's API version 2024-01-01). */
export const authApiVersion = { header: 'x-supabase-api-version', value: '2024-01-01' } as const;

export const passwordPolicy = { minLength: 6 } as const;
export type PasswordProblem = 'length' | 'lowercase' | 'digit';

/** What a password lacks: at least 6 characters, one lowercase letter and one digit. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < passwordPolicy.minLength) problems.push('length');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[0-9]/.test(password)) problems.push('digit');
  return problems;
}

const passwordRuleTexts: Record<PasswordProblem, string> = {
  length: 'Minimal 6 karakter',
  lowercase: 'Minimal 1 huruf kecil',
  digit: 'Minimal 1 angka',
};

/** The live checklist under every new-password field: each rule and whether it is met. */
export function passwordChecklist(password: string): { text: string; met: boolean }[] {
  const problems = passwordProblems(password);
  return (Object.keys(passwordRuleTexts) as PasswordProblem[]).map((rule) => ({
    text: passwordRuleTexts[rule],
    met: !problems.includes(rule),
  }));
}

// Deliberately plain: one @, no spaces, a dot in the domain. Delivery is the real check.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: string): boolean => email.length <= 254 && emailPattern.test(email);

/** An Indonesian mobile number after normalisation: 62 then 8 and 7 to 12 more digits. */
export const isValidWhatsapp = (normalized: string): boolean => /^628\d{7,12}$/.test(normalized);

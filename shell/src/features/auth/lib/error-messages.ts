import { authErrorCodes as codes, messages } from '@undangin/contracts';
import { AuthError } from '@undangin/platform';

/** Which Indonesian text a failed auth call shows on each screen. */
const serviceTrouble = (err: AuthError) => err.status === 502 || err.status === 503 || err.status === 504;

export function loginErrorMessage(err: unknown, via: { whatsapp: string | null }): string {
  if (!(err instanceof AuthError)) return messages.login.default;
  if (serviceTrouble(err) || err.status === 0) return messages.login.serviceTrouble;
  switch (err.code) {
    case codes.invalidCredentials:
      return via.whatsapp ? messages.login.invalidCredentialsCheck : messages.login.invalidCredentials;
    case codes.emailNotConfirmed:
      return via.whatsapp ? messages.login.emailNotConfirmedCheck : messages.login.emailNotConfirmed;
    case codes.rateLimited:
      // A wait after failed sign-ins comes with its length from the service; other limits keep the spec's text.
      return err.message || messages.login.tooManyAttempts;
    case codes.userNotFound:
      return via.whatsapp ? messages.login.whatsappNotFound(via.whatsapp) : messages.login.invalidCredentials;
    // An account found by its number but without an e-mail: our accounts always have one, other GoTrue servers may not.
    case 'email_address_not_authorized':
      return via.whatsapp ? messages.login.whatsappWithoutEmail : err.message || messages.login.default;
    default:
      // Other answers (such as e-mail-only login notices) carry their own text.
      return err.message || messages.login.default;
  }
}

export function registerErrorMessage(err: unknown): string {
  if (!(err instanceof AuthError)) return messages.register.default;
  switch (err.code) {
    case codes.userAlreadyExists:
    case 'email_exists':
      return messages.register.alreadyRegistered;
    case codes.phoneExists:
      return messages.register.whatsappTaken;
    case codes.emailInvalid:
      return messages.register.invalidEmail;
    case codes.weakPassword:
      // The length rule reads as the register catalogue has it; the other rules keep the service's text.
      return !err.message || err.message === messages.reset.tooShort ? messages.register.passwordTooShort : err.message;
    case codes.signupDisabled:
      return messages.register.signupsDisabled;
    case codes.rateLimited:
      return messages.register.tooManyAttempts;
    case codes.unexpectedFailure:
      return messages.register.saveFailed;
    case codes.validation:
      return err.message || messages.register.default;
    default:
      if (err.status >= 500) return messages.register.database;
      return messages.register.default;
  }
}

export function forgotErrorMessage(err: unknown, resend: boolean): string {
  if (!(err instanceof AuthError) || err.status === 0)
    return resend ? messages.forgot.resendFailed : messages.forgot.unexpected;
  if (err.code === codes.userNotFound) return messages.forgot.userNotFound;
  if (err.code === codes.rateLimited) return messages.forgot.rateLimited;
  if (err.code === codes.emailInvalid) return messages.register.invalidEmail;
  return resend ? messages.forgot.resendFailed : messages.forgot.failed;
}

export function resetErrorMessage(err: unknown): string {
  if (!(err instanceof AuthError) || err.status === 0) return messages.reset.unexpected;
  if (err.code === codes.samePassword) return messages.reset.samePassword;
  if (err.code === codes.weakPassword) return err.message || messages.reset.tooShort;
  if (err.code === codes.sessionNotFound || err.code === codes.otpExpired || err.status === 401)
    return messages.reset.invalidLink;
  return messages.reset.failed;
}

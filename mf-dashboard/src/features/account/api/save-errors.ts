import { authErrorCodes as codes, messages } from '@undangin/contracts';
import { AuthError } from '@undangin/platform';

/** The Indonesian text for a failed save on the account screen. */
export function accountSaveError(err: unknown): string {
  if (!(err instanceof AuthError)) return messages.account.saveFailed;
  // The service's limit on password guesses, or a proxy's limit in front of it.
  if (err.code === codes.rateLimited || err.status === 429) return messages.account.tooManyAttempts;
  switch (err.code) {
    case codes.phoneExists:
      return messages.register.whatsappTaken;
    case codes.reauthenticationNeeded:
      return messages.account.currentPasswordRequired;
    case codes.invalidCredentials:
      return messages.account.currentPasswordWrong;
    case codes.samePassword:
      return messages.reset.samePassword;
    case codes.weakPassword:
    case codes.validation:
      return err.message || messages.account.saveFailed;
    case codes.sessionNotFound:
      return messages.session.notFound;
    default:
      return messages.account.saveFailed;
  }
}

import {
  authErrorCodes as codes,
  messages,
  mfaErrorCodes as mfa,
  mfaMessages,
  type PasswordProblem,
} from '@undangin/contracts';
import { AppError } from '@undangin/service-kit';

/** GoTrue's errors, with GoTrue's statuses and codes and our Indonesian text. */
export const authErrors = {
  invalidCredentials: (message: string = messages.login.invalidCredentials) =>
    new AppError(400, codes.invalidCredentials, message),
  userBanned: () => new AppError(400, codes.userBanned, messages.login.accountDisabled),
  emailNotConfirmed: () => new AppError(400, codes.emailNotConfirmed, messages.login.emailNotConfirmed),
  whatsappNotFound: (number: string) => new AppError(400, codes.userNotFound, messages.login.whatsappNotFound(number)),
  emailNotFound: () => new AppError(400, codes.userNotFound, messages.forgot.userNotFound),
  userAlreadyExists: () => new AppError(422, codes.userAlreadyExists, messages.register.alreadyRegistered),
  phoneExists: () => new AppError(422, codes.phoneExists, messages.register.whatsappTaken),
  emailInvalid: () => new AppError(400, codes.emailInvalid, messages.register.invalidEmail),
  whatsappInvalid: () => new AppError(400, codes.validation, messages.register.whatsappInvalid),
  missing: (message: string) => new AppError(400, codes.validation, message),
  weakPassword: (reasons: PasswordProblem[]) =>
    new AppError(422, codes.weakPassword, weakPasswordMessage(reasons), undefined, {
      // GoTrue names the lowercase and digit rules together as 'characters'.
      weak_password: { reasons: [...new Set(reasons.map((r) => (r === 'length' ? 'length' : 'characters')))] },
    }),
  samePassword: () => new AppError(422, codes.samePassword, messages.reset.samePassword),
  saveFailed: () => new AppError(500, codes.unexpectedFailure, messages.register.saveFailed),
  signupDisabled: () => new AppError(422, codes.signupDisabled, messages.register.signupsDisabled),
  rateLimited: (message: string) => new AppError(429, codes.rateLimited, message),
  /** The route also sends the wait as Retry-After. */
  signInWait: (seconds: number) => new AppError(429, codes.rateLimited, messages.login.retryAfter(seconds)),
  sessionNotFound: () => new AppError(403, codes.sessionNotFound, messages.session.notFound),
  refreshNotFound: () => new AppError(400, codes.refreshNotFound, messages.session.refreshInvalid),
  refreshReused: () => new AppError(400, codes.refreshReused, messages.session.refreshReused),
  linkInvalid: () => new AppError(403, codes.otpExpired, messages.reset.invalidLink),
  currentPasswordRequired: () =>
    new AppError(400, codes.reauthenticationNeeded, messages.account.currentPasswordRequired),
  currentPasswordWrong: () => new AppError(400, codes.invalidCredentials, messages.account.currentPasswordWrong),
  emailChangeUnsupported: () => new AppError(422, codes.validation, messages.account.emailChangeUnsupported),
  mfaVerificationFailed: () => new AppError(422, mfa.verificationFailed, mfaMessages.verificationFailed),
  mfaChallengeExpired: () => new AppError(422, mfa.challengeExpired, mfaMessages.challengeExpired),
  mfaFactorNotFound: () => new AppError(404, mfa.factorNotFound, mfaMessages.factorNotFound),
  mfaIpMismatch: () => new AppError(422, mfa.ipMismatch, mfaMessages.ipMismatch),
  mfaTooManyFactors: () => new AppError(422, mfa.tooManyFactors, mfaMessages.tooManyFactors),
  mfaNameConflict: () => new AppError(422, mfa.nameConflict, mfaMessages.nameConflict),
  mfaUnsupportedFactor: () => new AppError(422, codes.validation, mfaMessages.unsupportedFactor),
  insufficientAal: () => new AppError(403, mfa.insufficientAal, mfaMessages.insufficientAal),
};

function weakPasswordMessage(reasons: PasswordProblem[]): string {
  if (reasons.includes('length')) return messages.reset.tooShort;
  if (reasons.includes('lowercase')) return messages.reset.needsLowercase;
  return messages.reset.needsDigit;
}

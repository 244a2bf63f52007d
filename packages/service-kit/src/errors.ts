import {
  errorCodes,
  messages,
  type AuthErrorCode,
  type ErrorBody,
  type ErrorCode,
  type MfaErrorCode,
} from '@undangin/contracts';

/** The closed set of codes a service may answer with (contracts: errorCodes, authErrorCodes, mfaErrorCodes). */
export type AppErrorCode = ErrorCode | AuthErrorCode | MfaErrorCode;

/** A failure the client caused or may see: mapped to the shared error shape by the error handler. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
    /** Extra fields a protocol wants in the body (GoTrue's weak_password reasons). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      ...this.extra,
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const notFound = (message: string = messages.errors.notFound) => new AppError(404, errorCodes.notFound, message);
/** Another account's invitation (or one that does not exist): the same 404, so ownership leaks nothing. */
export const notYours = () => notFound(messages.builder.notFoundOrForbidden);
export const unauthenticated = (message: string = messages.errors.unauthenticated) =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: string = messages.errors.forbidden) =>
  new AppError(403, errorCodes.forbidden, message);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const badRequest = (message: string = messages.errors.validation, details?: ErrorBody['details']) =>
  new AppError(400, errorCodes.validation, message, details);

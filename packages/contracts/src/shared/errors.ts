import { Type, type Static } from '@sinclair/typebox';

/** The one error body every service answers with (GoTrue routes of the auth service excepted). */
export const ErrorBody = Type.Object(
  {
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ description: 'stable machine code, e.g. not_found' }),
    message: Type.String({ description: 'Indonesian text a user can read' }),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    weak_password: Type.Optional(
      Type.Object(
        { reasons: Type.Array(Type.String()) },
        { description: 'auth service only: what a refused password lacks (GoTrue)' },
      ),
    ),
  },
  { $id: 'ErrorBody', title: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const errorCodes = {
  validation: 'validation_failed',
  notFound: 'not_found',
  unauthenticated: 'unauthenticated',
  invalidToken: 'invalid_token',
  forbidden: 'forbidden',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

import { Type, type Static } from '@sinclair/typebox';

/** The one error body every service answers with (GoTrue routes of the auth service excepted). */
export const ErrorBody = Type.Object(
  {
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ description: 'stable machine code, e.g. not_found' }),
    message: Type.String({ description: 'Indonesian text a user can read' }),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    required_plan: Type.Optional(
      Type.Object(
        {
          entitlement: Type.String(),
          plan_id: Type.Union([Type.String(), Type.Null()]),
          plan_name: Type.Union([Type.String(), Type.Null()]),
        },
        { description: 'plan_required only: what was refused and the cheapest plan on sale that includes it' },
      ),
    ),
    locked: Type.Optional(
      Type.Object(
        {
          slug: Type.String(),
          title: Type.String(),
          access: Type.Union([Type.Literal('guests'), Type.Literal('password')]),
        },
        { description: 'invitation_locked only: the private invitation as anyone without access sees it' },
      ),
    ),
    trace_id: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{32}$',
        description: '5xx only: the W3C trace id of the failed request, to quote when reporting it',
      }),
    ),
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

/**
 * Every machine code a service answers with, closed: a client can switch on `code` knowing each case. GoTrue's codes
 * of the auth service are `authErrorCodes` and `mfaErrorCodes` (contracts/auth); `AppErrorCode` is the union of all.
 */
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
  // A stream asked for by something other than an EventSource (the wishes wall's).
  notAcceptable: 'not_acceptable',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  // Plans and their limits.
  planLimit: 'plan_limit',
  planNotFound: 'plan_not_found',
  // A feature the host's plan does not include (403, with the cheapest plan that does).
  planRequired: 'plan_required',
  freePlan: 'free_plan',
  // Invitations and guests.
  slugTaken: 'slug_taken',
  invitationInactive: 'invitation_inactive',
  duplicateGuest: 'duplicate_guest',
  guestListFull: 'guest_list_full',
  tooManyNewGuests: 'too_many_new_guests',
  rsvpLocked: 'rsvp_locked',
  inUse: 'in_use',
  // A session guests answered: removing it needs the host's confirmation.
  sessionHasAnswers: 'session_has_answers',
  // The check-in desk.
  wrongPin: 'wrong_pin',
  // An ended session (signed out elsewhere, revoked): GoTrue's code, answered by every service.
  sessionNotFound: 'session_not_found',
  receptionClosed: 'reception_closed',
  // A receptionist's session outlived its 24 hours while the link still stands: the PIN again, nothing lost.
  receptionExpired: 'reception_expired',
  // The offline desk: a device the server no longer knows (its link revoked, its host removed).
  deskDeviceUnknown: 'desk_device_unknown',
  // Payments (billing, and the Midtrans sandbox's own answers).
  promoInvalid: 'promo_invalid',
  promoNotEligible: 'promo_not_eligible',
  transactionFinished: 'transaction_finished',
  orderIdTaken: 'order_id_taken',
  itemsMismatch: 'items_mismatch',
  amountMismatch: 'amount_mismatch',
  invalidServerKey: 'invalid_server_key',
  // WhatsApp: automatic sending switched off on this server, a webhook not signed by Meta's app secret.
  whatsappOff: 'whatsapp_unavailable',
  invalidSignature: 'invalid_signature',
  whatsappRefused: 'whatsapp_refused',
  nothingToSend: 'nothing_to_send',
  // Private invitations and co-hosts.
  invitationLocked: 'invitation_locked',
  wrongPassword: 'wrong_password',
  inviteInvalid: 'invite_invalid',
  inviteExpired: 'invite_expired',
  inviteOtherEmail: 'invite_other_email',
  // Custom domains: a name that is no public host name, one another account verified.
  domainInvalid: 'domain_invalid',
  domainTaken: 'domain_taken',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

const MB = 1024 * 1024;

/**
 * The largest request body each API takes, enforced by the service itself and, in front of it, by the local gateway
 * and the Ingress. The dashboard takes uploads of 10 MB images and music, 50 MB videos; the admin 10 MB print-template
 * images; each plus multipart framing.
 */
export const serviceBodyLimits = {
  default: 1 * MB,
  auth: 1 * MB,
  marketing: 1 * MB,
  invitation: 1 * MB,
  dashboard: 51 * MB,
  admin: 11 * MB,
  billing: 1 * MB,
} as const;

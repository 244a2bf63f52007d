/** What an access token says about its bearer; signed by the auth service, verified by all. */
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface AccessClaims {
  sub: string;
  email?: string;
  role: 'authenticated';
  app_role: Role;
  session_id?: string;
}

export const accessToken = {
  issuer: 'undangin-auth',
  audience: 'authenticated',
  algorithm: 'EdDSA',
} as const;

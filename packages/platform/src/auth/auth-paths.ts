/** Where the auth service answers, on the same origin as the page. */
export const authPaths = {
  base: '/auth/v1',
  refresh: '/auth/v1/token?grant_type=refresh_token',
} as const;

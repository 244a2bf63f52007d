import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
// Through the package name, not relative paths: in a remote this module must use the shell's shared platform
// (its store, its session), not a private copy bundled with the remote.
import { emitAuthEvent, refreshSession, sessionEnded, sessionStarted, type AuthState } from '@undangin/platform';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: AuthState }).auth.session?.access_token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Sends the access token; on a 401 refreshes once (shared by concurrent calls and tabs) and retries. */
const reauthenticatingBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  let result = await rawBaseQuery(args, api, extra);
  const session = (api.getState() as { auth: AuthState }).auth.session;
  if (result.error?.status === 401 && session) {
    const outcome = await refreshSession(session.refresh_token);
    if ('session' in outcome) {
      api.dispatch(sessionStarted(outcome.session));
      emitAuthEvent('TOKEN_REFRESHED', outcome.session);
      result = await rawBaseQuery(args, api, extra);
    } else if (outcome.error === 'invalid') {
      api.dispatch(sessionEnded());
      emitAuthEvent('SIGNED_OUT', null);
    }
  }
  return result;
};

/** The one RTK Query API: every remote injects its endpoints here, one file per operation. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthenticatingBaseQuery,
  endpoints: () => ({}),
});

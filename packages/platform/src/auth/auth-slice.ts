import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session, SessionUser } from './session';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
}

const initialState: AuthState = { status: 'unknown', session: null };

/** The signed-in state, owned by the shell and read by every remote. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<Session>) {
      state.status = 'signedIn';
      state.session = action.payload;
    },
    sessionEnded(state) {
      state.status = 'signedOut';
      state.session = null;
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.session) state.session.user = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectSession: (state) => state.session,
    selectUser: (state) => state.session?.user ?? null,
    selectIsAdmin: (state) => state.session?.user.role === 'admin',
  },
});

export const { sessionStarted, sessionEnded, userUpdated } = authSlice.actions;
export const { selectAuthStatus, selectSession, selectUser, selectIsAdmin } = authSlice.selectors;

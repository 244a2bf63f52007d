export {
  authSlice,
  sessionStarted,
  sessionEnded,
  userUpdated,
  selectAuthStatus,
  selectSession,
  selectUser,
  selectIsAdmin,
  type AuthState,
  type AuthStatus,
} from './auth/auth-slice';
export * from './core';
export { restoreSession } from './auth/restore';
export { startSessionKeeper } from './auth/session-keeper';
export { AuthError, authClient } from './auth/auth-client';
export { onAuthStateChange, emitAuthEvent, type AuthChangeEvent } from './auth/auth-events';
export { keepUntilSignOut } from './auth/signed-in-data';
export {
  applySession,
  signIn,
  signUp,
  signOut,
  updateUser,
  requestPasswordReset,
  openRecoverySession,
  setRecoveredPassword,
  closeRecoverySession,
} from './auth/auth-actions';
export { listFactors, enrollTotp, verifyTotp, unenrollFactor } from './auth/mfa-actions';
export { authPaths } from './auth/auth-paths';
export {
  rootReducer,
  dynamicMiddleware,
  createStore,
  type AppStore,
  type RootState,
  type AppDispatch,
  type LazyLoadedSlices,
} from './store';
export { useAppDispatch, useAppSelector } from './hooks/store-hooks';

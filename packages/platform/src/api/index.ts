import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer } from '@undangin/platform';
import { api } from './base-api';

/**
 * RTK Query, loaded only by the remotes that call the services through it (marketing, dashboard): a guest's
 * invitation page never downloads it. Importing this module plugs the api into the shell's one store.
 */
declare module '@undangin/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the slice is the member
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

// Cached answers belong to one user: when the signed-in user changes (logout, another account, another tab), drop them.
const userOf = (state: unknown) =>
  (state as { auth?: { session?: { user?: { id?: string } } | null } }).auth?.session?.user?.id ?? null;
const forgetOnUserChange: Middleware = (store) => (next) => (action) => {
  const before = userOf(store.getState());
  const result = next(action);
  if (userOf(store.getState()) !== before) store.dispatch(api.util.resetApiState());
  return result;
};
dynamicMiddleware.addMiddleware(forgetOnUserChange);

export { api };

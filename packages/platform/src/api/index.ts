import type { WithSlice } from '@reduxjs/toolkit';
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

export { api };

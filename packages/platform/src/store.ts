import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { authSlice } from './auth/auth-slice';

/** Slices that remotes inject at run time declare themselves here through module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The root reducer of the shell's one store; remotes call rootReducer.inject(slice). */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added when the code that needs it loads (RTK Query's, with '@undangin/platform/api'). */
export const dynamicMiddleware = createDynamicMiddleware();

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

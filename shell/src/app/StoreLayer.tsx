import { Provider } from 'react-redux';
import { Outlet } from '@undangin/router';
import { createStore, restoreSession, startSessionKeeper } from '@undangin/platform';
import { Toaster } from '@undangin/ui';

// One store for the tab, made when the first page that needs the signed-in state opens (this module loads once).
const store = createStore();
void restoreSession(store.dispatch).then(() => startSessionKeeper(store));

/**
 * Every route but a remote's bare public page (a guest's invitation, the reception desk) sits under this layer:
 * those pages read no signed-in state, so a guest's phone never downloads Redux or the session keeper.
 */
// Toasts (Tersimpan…) come from signed-in work, so their region lives here too.
export function StoreLayer() {
  return (
    <Provider store={store}>
      <Outlet />
      <Toaster />
    </Provider>
  );
}

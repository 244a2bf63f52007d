// The part of the platform that needs no Redux store: what a guest's invitation page and every remote's route table
// use. A page that imports only this (and not the package root) never downloads Redux, so the shell's store loads
// only with the pages that need a signed-in state (shell/src/app/StoreLayer.tsx).
export {
  readStoredSession,
  storeSession,
  isExpired,
  toSession,
  toSessionUser,
  type Session,
  type SessionUser,
} from './auth/session';
export { refreshSession, type RefreshOutcome } from './auth/refresh';
export { useDocumentTitle } from './hooks/use-document-title';
export { remoteRoute, type RemoteRoute, type RemoteRoutesModule } from './remote-routes';
export { removeFirstView } from './first-view';

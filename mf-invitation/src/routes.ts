import { remoteRoute } from '@undangin/platform/core';

/** The invitation remote's routes: what a guest opens from a WhatsApp link. */
export const routes = [
  remoteRoute('invitation', () =>
    import('./features/invitation/components/InvitationPage').then((m) => ({ Component: m.InvitationPage })),
  ),
  // The venue screen's wishes wall: its own chunk, never loaded by a guest's invitation page.
  remoteRoute('wishesWall', () =>
    import('./features/wall/components/WallPage').then((m) => ({ Component: m.WallPage })),
  ),
  remoteRoute('themeDemo', () =>
    import('./features/invitation/components/ThemeDemoPage').then((m) => ({ Component: m.ThemeDemoPage })),
  ),
];

import { remoteRoute } from '@undangin/platform/core';

/** The invitation remote's routes: what a guest opens from a WhatsApp link. */
export const routes = [
  remoteRoute('invitation', () =>
    import('./features/invitation/components/InvitationPage').then((m) => ({ Component: m.InvitationPage })),
  ),
  remoteRoute('themeDemo', () =>
    import('./features/invitation/components/ThemeDemoPage').then((m) => ({ Component: m.ThemeDemoPage })),
  ),
];

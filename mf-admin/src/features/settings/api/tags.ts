import { api } from '@undangin/platform/api';

/** The settings' cache; a save also adds to the audit log. */
export const settingsApi = api.enhanceEndpoints({
  addTagTypes: [
    'AdminSiteSettings',
    'AdminSystem',
    'AdminAudit',
    'AdminOverview',
    'AdminLoginSecurity',
    'AdminTwoFactor',
  ],
});

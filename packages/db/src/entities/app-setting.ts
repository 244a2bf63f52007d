import { defineEntity, p } from '@mikro-orm/core';

/** Site-wide settings, written by admins, read by every service. */
export const AppSetting = defineEntity({
  name: 'AppSetting',
  tableName: 'app_settings',
  properties: {
    key: p.string().primary(),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

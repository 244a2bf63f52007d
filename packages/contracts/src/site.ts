import { Type, type Static } from '@sinclair/typebox';

/** Public facts about the site, kept in app_settings and shown in the public chrome. */
export const SiteInfo = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    tagline: Type.String({ maxLength: 200 }),
    whatsapp: Type.String({ maxLength: 30, description: 'contact number, 62…' }),
    email: Type.String({ maxLength: 254 }),
    address: Type.String({ maxLength: 300 }),
    officeHours: Type.String({ maxLength: 200 }),
  },
  { $id: 'SiteInfo', title: 'SiteInfo', additionalProperties: false },
);
export type SiteInfo = Static<typeof SiteInfo>;

export const Me = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
});
export type Me = Static<typeof Me>;

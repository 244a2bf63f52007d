import { Type, type Static } from '@sinclair/typebox';

/** Public facts about the site, kept in app_settings and shown in the public chrome. */
export const SiteInfo = Type.Object(
  {
    name: Type.String(),
    tagline: Type.String(),
    whatsapp: Type.String({ description: 'contact number, 62…' }),
    email: Type.String(),
    address: Type.String(),
    officeHours: Type.String(),
  },
  { $id: 'SiteInfo', title: 'SiteInfo' },
);
export type SiteInfo = Static<typeof SiteInfo>;

export const Me = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
});
export type Me = Static<typeof Me>;
